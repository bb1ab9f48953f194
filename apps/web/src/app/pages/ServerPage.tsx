import { Box, CircularProgress, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LAST_KEY = 'site.reloaded';

/**
 * A public page of the site, or a document's verification (/verify/:serial), is rendered by
 * the server (its content, title and tags are in the first response). When the app itself navigates to one (a link inside the app), this screen
 * loads the server's page in its place. It never loops: the same path reloaded a moment ago
 * shows a plain link instead.
 */
export default function ServerPage() {
  const { t } = useTranslation();
  const [stuck, setStuck] = useState(false);
  const target = `${window.location.pathname}${window.location.search}${window.location.hash}`;

  useEffect(() => {
    const last = sessionStorage.getItem(LAST_KEY);
    const [path, at] = (last ?? '').split('|');
    if (path === target && Date.now() - Number(at) < 5000) {
      setStuck(true);
      return;
    }
    sessionStorage.setItem(LAST_KEY, `${target}|${Date.now()}`);
    window.location.replace(target);
  }, [target]);

  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('site.redirecting')}
      </Typography>
      {stuck ? (
        <Link href={target}>{target}</Link>
      ) : (
        <CircularProgress aria-label={t('site.redirecting')} />
      )}
    </Box>
  );
}
