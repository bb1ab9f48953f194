import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The text file of recovery codes, one per line, with a line saying what they are for. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * Recovery codes, shown once: each works one time in place of the authenticator code. The
 * user copies or downloads them; they cannot be shown again (new ones can be made).
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const heading = t('identity.recovery.fileHeading', { app: t('app.title') });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const blob = new Blob([recoveryCodesText(codes, heading)], {
      type: 'text/plain;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Box data-testid="recovery-codes">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('identity.recovery.once')}
      </Alert>
      <Box
        component="ol"
        dir="ltr"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          borderRadius: 2,
          bgcolor: 'action.hover',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, 1fr)' },
          gap: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: { xs: '0.9rem', sm: '1rem' },
          letterSpacing: '0.04em',
          textAlign: 'center',
        }}
      >
        {codes.map((c) => (
          <Box component="li" key={c} data-testid="recovery-code">
            {c}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button startIcon={<ContentCopyOutlined />} variant="outlined" onClick={() => void copy()}>
          {copied ? t('identity.recovery.copied') : t('identity.recovery.copy')}
        </Button>
        <Button startIcon={<DownloadOutlined />} variant="outlined" onClick={download}>
          {t('identity.recovery.download')}
        </Button>
      </Box>
    </Box>
  );
}
