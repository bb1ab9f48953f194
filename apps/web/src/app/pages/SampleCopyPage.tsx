import { SampleContent } from './SampleContent.tsx';

/** /second-page-copy */
export function SampleCopyPage() {
  return <SampleContent titleKey="route./second-page-copy" variant={2} />;
}

export default SampleCopyPage;
