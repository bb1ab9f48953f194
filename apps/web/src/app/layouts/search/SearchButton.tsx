import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SearchDialog = lazy(() => import('./SearchDialog.tsx'));

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

/** Opens the search (also with Ctrl+K / ⌘K, or "/" outside a field). */
export function SearchButton({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        setOpen(true);
      } else if (e.key === '/' && !typingInField(e.target)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {wide ? (
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={t('shell.search.label')}
          data-testid="navbar-search"
          sx={{
            gap: 1.5,
            px: 1,
            py: 1,
            borderRadius: 2,
            color: 'text.secondary',
            justifyContent: 'flex-start',
          }}
        >
          <SearchOutlined />
          <Typography component="span" sx={{ fontSize: '0.95rem' }}>
            {t('shell.search.open')}
          </Typography>
          <Box
            component="kbd"
            sx={{
              fontFamily: 'inherit',
              fontSize: '0.72rem',
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              border: (th) => `1px solid ${th.palette.divider}`,
              color: 'text.secondary',
            }}
          >
            Ctrl K
          </Box>
        </ButtonBase>
      ) : (
        <Tooltip title={t('shell.search.open')}>
          <IconButton
            onClick={() => setOpen(true)}
            aria-label={t('shell.search.label')}
            data-testid="navbar-search"
          >
            <SearchOutlined />
          </IconButton>
        </Tooltip>
      )}
      {open && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
