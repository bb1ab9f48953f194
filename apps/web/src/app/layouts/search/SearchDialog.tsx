import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../http/client.ts';
import { iconOfModule } from '../parts/module-icons.ts';
import { useNavGroups } from '../use-nav.ts';
import { recordLink, searchScreens, type SearchHit } from './search-model.ts';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The menu module whose icon stands for a kind of record. */
const RECORD_MODULE: Record<string, string> = {
  students: 'students',
  guardians: 'students',
  rings: 'rings',
  centres: 'organisation',
  employees: 'people',
};

interface Option {
  key: string;
  to: string;
  primary: string;
  secondary: string;
  module: string;
  section: 'screens' | 'records';
}

/**
 * The navbar search: screens the user may open (matched on their titles, Arabic-aware) and
 * records from GET /api/search (only what the user's permissions and scope allow, decided by
 * the server). Arrow keys move, Enter opens.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useNavGroups();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebounced(query.trim(), 250);
  const listId = useId();

  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  // Before anything is typed, the shortcuts (or the first screens) are offered.
  const screens = useMemo(
    () =>
      query.trim()
        ? searchScreens(
            items,
            query,
            (i) => t(i.titleKey, { defaultValue: i.path }),
            (i) => t(`module.${i.module}`),
          )
        : [...items.filter((i) => i.shortcut), ...items.filter((i) => !i.shortcut)].slice(0, 6),
    [items, query, t],
  );

  const records = useQuery({
    queryKey: ['search', debounced],
    queryFn: ({ signal }) =>
      api.get<{ items: SearchHit[] }>('/search', { query: { q: debounced, limit: 5 }, signal }),
    enabled: open && debounced.length >= 2,
    staleTime: 15_000,
  });

  const options: Option[] = [
    ...screens.map((s) => ({
      key: `screen:${s.path}`,
      to: s.to,
      primary: t(s.titleKey, { defaultValue: s.path }),
      secondary: t(`module.${s.module}`),
      module: s.module,
      section: 'screens' as const,
    })),
    ...(debounced.length >= 2 ? (records.data?.items ?? []) : []).map((h) => ({
      key: `record:${h.kind}:${h.id}`,
      to: recordLink(h),
      primary: h.title,
      secondary: [t(`shell.search.kind.${h.kind}`, { defaultValue: h.kind }), h.subtitle]
        .filter(Boolean)
        .join(' · '),
      module: h.kind,
      section: 'records' as const,
    })),
  ];

  useEffect(() => setActive(0), [query, records.data]);

  const go = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    setQuery('');
    void navigate(option.to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(options[active]);
    }
  };

  const sections: Array<'screens' | 'records'> = ['screens', 'records'];
  const nothing =
    query.trim().length > 0 &&
    options.length === 0 &&
    !(records.isFetching && debounced.length >= 2);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          borderBottom: (th) => `1px solid ${th.palette.divider}`,
        }}
      >
        <SearchOutlined color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('shell.search.placeholder')}
          inputProps={{
            'aria-label': t('shell.search.label'),
            role: 'combobox',
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-activedescendant': options[active] ? `${listId}-${active}` : undefined,
            'data-testid': 'search-input',
          }}
          sx={{ fontSize: '1.05rem' }}
        />
        {records.isFetching && (
          <CircularProgress size={18} aria-label={t('shell.search.searching')} />
        )}
        <Chip
          label="Esc"
          size="small"
          variant="outlined"
          onClick={onClose}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        <Box id={listId} role="listbox" aria-label={t('shell.search.label')}>
          {sections.map((section) => {
            const inSection = options.filter((o) => o.section === section);
            if (inSection.length === 0) return null;
            const headingId = `${listId}-${section}`;
            return (
              <Box key={section} role="group" aria-labelledby={headingId}>
                <ListSubheader
                  id={headingId}
                  component="div"
                  sx={{ lineHeight: '36px', bgcolor: 'background.paper' }}
                >
                  {t(`shell.search.${section}`)}
                </ListSubheader>
                {inSection.map((o) => {
                  const index = options.indexOf(o);
                  const Icon = iconOfModule(
                    section === 'screens' ? o.module : (RECORD_MODULE[o.module] ?? 'resources'),
                  );
                  return (
                    <ListItemButton
                      key={o.key}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      selected={index === active}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => go(o)}
                      sx={{ mx: 1, borderRadius: 2 }}
                    >
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={o.primary} secondary={o.secondary} />
                    </ListItemButton>
                  );
                })}
              </Box>
            );
          })}
        </Box>
        {nothing && (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('shell.search.noResults', { query: query.trim() })}
          </Typography>
        )}
        {!nothing && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ px: 2.5, py: 1.5 }}
          >
            {query.trim().length < 2 ? t('shell.search.typeMore') : t('shell.search.hint')}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}

export default SearchDialog;
