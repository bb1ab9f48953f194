import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD } from './scroll.ts';

/** The button that takes the page back to the top, shown past 200 px of scrolling. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={shown}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('shell.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: 1050 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
