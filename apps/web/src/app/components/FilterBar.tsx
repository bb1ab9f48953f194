import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../hooks/use-phone.ts';

/**
 * The filters of a list: the main one (the search) always shown, the others in a row on a
 * wide screen and behind a "Filters" button on a phone, with the number of those in use.
 */
export function FilterBar({
  main,
  active,
  children,
}: {
  main?: ReactNode;
  /** How many of the other filters are set. */
  active: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone)
    return (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {main}
        {children}
      </Stack>
    );
  return (
    <Stack sx={{ gap: 1, mb: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        {main}
        <Button
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          startIcon={
            <Badge badgeContent={active} color="primary">
              <FilterList />
            </Badge>
          }
          sx={{ flexShrink: 0 }}
        >
          {t('common.filters')}
        </Button>
      </Stack>
      <Collapse in={open}>
        {/* One filter a line: each takes the whole width (their flex basis is for rows). */}
        <Stack
          direction="row"
          sx={{ gap: 1, pt: 0.5, flexWrap: 'wrap', '& > *': { flex: '1 1 100% !important' } }}
        >
          {children}
        </Stack>
      </Collapse>
    </Stack>
  );
}
