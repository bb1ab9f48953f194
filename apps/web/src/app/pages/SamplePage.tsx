import { SampleContent } from './SampleContent.tsx';

/** /second-page */
export function SamplePage() {
  return <SampleContent titleKey="route./second-page" variant={1} />;
}

export default SamplePage;
