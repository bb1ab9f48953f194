import Box from '@mui/material/Box';
import { PhoneDemo } from './PhoneDemo.tsx';
import { SampleContent } from './SampleContent.tsx';

/** /new/new-page: the sample content, and the shared phone input at work. */
export function NewSamplePage() {
  return (
    <>
      <SampleContent titleKey="route./new/new-page" variant={3} />
      <Box sx={{ mt: 3 }}>
        <PhoneDemo />
      </Box>
    </>
  );
}

export default NewSamplePage;
