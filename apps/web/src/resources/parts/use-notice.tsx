import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';

type Severity = 'success' | 'info' | 'warning' | 'error';

/** A short message at the bottom of the screen after an action (saved, archived, failed). */
export function useNotice(): { notice: ReactNode; show(severity: Severity, text: string): void } {
  const [current, setCurrent] = useState<{ severity: Severity; text: string; key: number } | null>(
    null,
  );
  const show = useCallback(
    (severity: Severity, text: string) => setCurrent({ severity, text, key: Date.now() }),
    [],
  );
  const notice = (
    <Snackbar
      key={current?.key}
      open={Boolean(current)}
      autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
      onClose={(_e, reason) => reason !== 'clickaway' && setCurrent(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={current?.severity ?? 'info'}
        variant="filled"
        onClose={() => setCurrent(null)}
        sx={{ width: '100%' }}
        data-testid="notice"
      >
        {current?.text}
      </Alert>
    </Snackbar>
  );
  return { notice, show };
}
