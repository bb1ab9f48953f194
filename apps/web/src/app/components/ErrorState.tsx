import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../http/api-error.ts';

export interface ErrorStateProps {
  /** The error: an ApiError's translated message is shown as the server worded it. */
  error?: unknown;
  title?: ReactNode;
  onRetry?: () => void;
  fullScreen?: boolean;
}

/** A failed load: what went wrong, in the user's language, and a way to try again. */
export function ErrorState({ error, title, onRetry, fullScreen = false }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : t('errors.internal');
  return (
    <Box
      role="alert"
      data-testid="error-state"
      sx={{
        minHeight: fullScreen ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        p: 3,
      }}
    >
      <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h6" component="p">
        {title ?? t('shell.error.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 460 }}>
        {message}
      </Typography>
      {onRetry && (
        <Button variant="contained" onClick={onRetry} sx={{ mt: 1.5 }}>
          {t('common.retry')}
        </Button>
      )}
    </Box>
  );
}
