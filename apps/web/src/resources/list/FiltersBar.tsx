import ClearAllOutlined from '@mui/icons-material/ClearAllOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { fieldLabelKey } from '@qc/domain/resources/labels';
import type { ArchivedFilter } from '@qc/domain/resources/list-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetsOf } from '../kinds/kind-widgets.ts';
import { useDebounced } from '../parts/use-debounced.ts';
import type { ColumnVisibility } from './column-prefs.ts';
import {
  activeFilterCount,
  filterOf,
  withFilter,
  type FixedFilters,
  type ListState,
} from './list-state.ts';

export interface FiltersBarProps {
  def: ResourceDefinition;
  state: ListState;
  onState(next: ListState): void;
  fixed: FixedFilters;
  /** Offer the archived records choice (the user may archive and restore). */
  archivedChoice: boolean;
  /** Column choice (desktop grid only). */
  visibility?: ColumnVisibility | undefined;
  onVisibility?: ((next: ColumnVisibility) => void) | undefined;
}

/**
 * The list's search box and filter bar: the search is debounced and Arabic-normalised on the
 * server; the filters are the definition's, each with its kind's widget; fixed filters of the
 * screen are not offered (they always apply).
 */
export function FiltersBar({
  def,
  state,
  onState,
  fixed,
  archivedChoice,
  visibility,
  onVisibility,
}: FiltersBarProps) {
  const { t } = useTranslation();
  const filters = def.list.filters.filter((name) => !(name in fixed));
  const count = activeFilterCount(state);
  const [open, setOpen] = useState(count > 0);
  const [text, setText] = useState(state.q);
  const settled = useDebounced(text, 350);
  const stateRef = useRef(state);
  stateRef.current = state;
  const archivedId = useId();
  const [columnsAnchor, setColumnsAnchor] = useState<HTMLElement | null>(null);

  // The address may change the search (back button); follow it.
  useEffect(() => setText(state.q), [state.q]);
  const lastSettled = useRef(settled);
  useEffect(() => {
    // Only a new settled search goes to the list (not a re-render with an older one).
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    const current = stateRef.current;
    if (settled.trim() !== current.q.trim()) onState({ ...current, q: settled, page: 1 });
  }, [settled, onState]);

  const searchable = def.list.search.length > 0;

  return (
    <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {searchable && (
          <TextField
            size="small"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('resources.list.search')}
            slotProps={{
              htmlInput: { 'aria-label': t('common.search'), 'data-testid': 'list-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: '1 1 240px', maxWidth: 420 }}
          />
        )}
        {filters.length > 0 && (
          <Button
            variant={open ? 'contained' : 'outlined'}
            color="primary"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            data-testid="filters-toggle"
            startIcon={
              <Badge badgeContent={count} color="secondary" invisible={count === 0}>
                <FilterListOutlined />
              </Badge>
            }
          >
            {t('resources.actions.filters')}
          </Button>
        )}
        {archivedChoice && (
          <FormControl size="small" sx={{ minWidth: 170 }}>
            <InputLabel id={archivedId}>{t('resources.list.archivedRecords')}</InputLabel>
            <Select
              labelId={archivedId}
              label={t('resources.list.archivedRecords')}
              value={state.archived}
              data-testid="archived-filter"
              onChange={(e) =>
                onState({ ...state, page: 1, archived: e.target.value as ArchivedFilter })
              }
            >
              <MenuItem value="exclude">{t('resources.list.hideArchived')}</MenuItem>
              <MenuItem value="include">{t('resources.list.showArchived')}</MenuItem>
              <MenuItem value="only">{t('resources.list.onlyArchived')}</MenuItem>
            </Select>
          </FormControl>
        )}
        <Box sx={{ flex: 1 }} />
        {visibility && onVisibility && (
          <>
            <Button
              color="inherit"
              startIcon={<ViewColumnOutlined />}
              onClick={(e) => setColumnsAnchor(e.currentTarget)}
              aria-haspopup="true"
              data-testid="columns-button"
            >
              {t('resources.actions.columns')}
            </Button>
            <Menu
              anchorEl={columnsAnchor}
              open={Boolean(columnsAnchor)}
              onClose={() => setColumnsAnchor(null)}
            >
              {Object.entries(visibility).map(([column, shown]) => {
                const last = shown && Object.values(visibility).filter(Boolean).length === 1;
                return (
                  <MenuItem
                    key={column}
                    dense
                    disabled={last}
                    onClick={() => onVisibility({ ...visibility, [column]: !shown })}
                    data-testid={`column-${column}`}
                  >
                    <Checkbox size="small" checked={shown} tabIndex={-1} />
                    <ListItemText primary={t(fieldLabelKey(def, column))} />
                  </MenuItem>
                );
              })}
            </Menu>
          </>
        )}
      </Stack>
      {filters.length > 0 && (
        <Collapse in={open} unmountOnExit>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'flex-end', pt: 2 }}
            data-testid="filters"
          >
            {filters.map((name) => {
              const field = def.fields[name]!;
              const Filter = widgetsOf(field.kind).filter;
              if (!Filter) return null;
              return (
                <Filter
                  key={name}
                  def={def}
                  name={name}
                  field={field}
                  label={t(fieldLabelKey(def, name))}
                  value={filterOf(state, name)}
                  onChange={(next) => onState(withFilter(state, name, next))}
                />
              );
            })}
            {count > 0 && (
              <Button
                color="inherit"
                startIcon={<ClearAllOutlined />}
                onClick={() => onState({ ...state, page: 1, filters: [] })}
              >
                {t('resources.actions.clearFilters')}
              </Button>
            )}
          </Stack>
        </Collapse>
      )}
    </Box>
  );
}
