import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getLocale, LOCALE_CODES, type LocaleCode } from '@qc/domain/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api, isApiError } from '../../app/http/client.ts';
import { loadCatalogue } from '../../app/i18n/i18n.ts';
import {
  filterRows,
  keepsPlaceholders,
  messageRows,
  placeholdersOf,
  type Catalogue,
  type MessageRow,
  type Override,
} from './translations-model.ts';
import { useCount } from '../../app/i18n/use-count.ts';

const KEYS = {
  catalogue: ['i18n', 'catalogue'] as const,
  overrides: ['i18n', 'overrides'] as const,
};

const LANGUAGE_KEY: Record<LocaleCode, string> = {
  ar: 'i18n.overrides.arabic',
  en: 'i18n.overrides.english',
  fr: 'i18n.overrides.french',
};

/**
 * The interface texts (`/translations`): every message of the catalogue in Arabic, English and
 * French side by side, searchable by key or by words in any language; an administrator
 * replaces a text in one language or puts the built-in one back. The whole interface takes
 * the change at once, without reloading the page (and other sessions on their next event).
 */
export default function TranslationsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const counted = useCount();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const [onlyOverridden, setOnlyOverridden] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [editing, setEditing] = useState<string | null>(null);

  const catalogue = useQuery({
    queryKey: KEYS.catalogue,
    queryFn: () => api.post<Catalogue>('/get-i18n'),
  });
  const overrides = useQuery({
    queryKey: KEYS.overrides,
    queryFn: () => api.get<{ items: Override[] }>('/i18n-overrides'),
  });

  const reloadAll = async () => {
    await queryClient.invalidateQueries({ queryKey: ['i18n'] });
    await loadCatalogue();
  };
  // Another administrator's change (or this one's in another tab) reloads the catalogue in
  // the shell's realtime provider, for every open screen.

  const rows = useMemo(
    () =>
      catalogue.data
        ? messageRows(catalogue.data, overrides.data?.items ?? [])
        : ([] as MessageRow[]),
    [catalogue.data, overrides.data],
  );
  const shown = useMemo(
    () => filterRows(rows, { q: deferred, onlyOverridden }),
    [rows, deferred, onlyOverridden],
  );
  const pageRows = shown.slice(page * pageSize, page * pageSize + pageSize);
  const current = editing ? (rows.find((r) => r.key === editing) ?? null) : null;
  const overriddenCount = overrides.data?.items.length ?? 0;

  const failed = catalogue.error ?? overrides.error;
  return (
    <Box data-testid="translations">
      <PageHeader
        title={t('i18n.overrides.title')}
        subtitle={counted('i18n.overrides.subtitle', rows.length, {
          overridden: f.number(overriddenCount),
        })}
      />
      <Card>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{
            p: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            size="small"
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(0);
            }}
            placeholder={t('i18n.overrides.search')}
            slotProps={{
              htmlInput: {
                'aria-label': t('i18n.overrides.search'),
                'data-testid': 'translations-search',
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: '1 1 280px', maxWidth: 520 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={onlyOverridden}
                onChange={(e) => {
                  setOnlyOverridden(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t('i18n.overrides.onlyOverridden')}
          />
        </Stack>
        {failed && !catalogue.data ? (
          <ErrorState error={failed} onRetry={() => void reloadAll()} />
        ) : catalogue.isPending || overrides.isPending ? (
          <LinearProgress aria-label={t('common.loading')} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t('resources.list.noMatch')}
            description={t('resources.list.noMatchHint')}
          />
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label={t('i18n.overrides.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '22%' }}>{t('i18n.overrides.key')}</TableCell>
                    {LOCALE_CODES.map((code) => (
                      <TableCell key={code}>{t(LANGUAGE_KEY[code])}</TableCell>
                    ))}
                    <TableCell sx={{ width: 56 }} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {pageRows.map((row) => (
                    <TableRow
                      key={row.key}
                      hover
                      onClick={() => setEditing(row.key)}
                      sx={{ cursor: 'pointer' }}
                      data-testid="translation-row"
                      data-key={row.key}
                    >
                      <TableCell
                        dir="ltr"
                        sx={{
                          fontFamily: 'monospace',
                          fontSize: '0.78rem',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {row.key}
                      </TableCell>
                      {LOCALE_CODES.map((code) => (
                        <TableCell
                          key={code}
                          dir={getLocale(code).dir}
                          lang={code}
                          data-locale={code}
                          sx={{
                            overflowWrap: 'anywhere',
                            bgcolor:
                              row.defaults[code] !== undefined ? 'action.selected' : undefined,
                          }}
                        >
                          {row.text[code]}
                          {row.defaults[code] !== undefined && (
                            <Chip
                              size="small"
                              color="secondary"
                              label={t('i18n.overrides.overridden')}
                              sx={{ marginInlineStart: 1 }}
                            />
                          )}
                        </TableCell>
                      ))}
                      <TableCell>
                        <EditOutlined
                          fontSize="small"
                          color="action"
                          aria-label={t('resources.actions.edit')}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={shown.length}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[25, 50, 100]}
              onPageChange={(_e, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
              labelRowsPerPage={t('i18n.overrides.perPage')}
              labelDisplayedRows={({ from, to, count }) =>
                t('resources.list.range', {
                  from: f.number(from),
                  to: f.number(to),
                  count: f.number(count),
                })
              }
            />
          </>
        )}
      </Card>
      {current && (
        <EditDialog
          key={current.key}
          row={current}
          onClose={() => setEditing(null)}
          onChanged={reloadAll}
        />
      )}
    </Box>
  );
}

/** One message in the three languages: change or reset each language. */
function EditDialog({
  row,
  onClose,
  onChanged,
}: {
  row: MessageRow;
  onClose(): void;
  onChanged(): Promise<void>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState<Record<LocaleCode, string>>(row.text);
  const [errors, setErrors] = useState<Partial<Record<LocaleCode, string>>>({});
  const [busy, setBusy] = useState<LocaleCode | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const original = (code: LocaleCode) => row.defaults[code] ?? row.text[code];
  const path = (code: LocaleCode) => `/i18n-overrides/${code}/${encodeURIComponent(row.key)}`;

  const save = async (code: LocaleCode) => {
    const value = draft[code].trim();
    setDone(null);
    if (!value) {
      setErrors((e) => ({ ...e, [code]: t('validation.required') }));
      return;
    }
    if (!keepsPlaceholders(original(code), value)) {
      const wanted =
        placeholdersOf(original(code))
          .map((p) => `{{${p}}}`)
          .join(' ') || '—';
      setErrors((e) => ({ ...e, [code]: t('i18n.errors.placeholders', { placeholders: wanted }) }));
      return;
    }
    setBusy(code);
    try {
      await api.put(path(code), { value });
      setErrors((e) => ({ ...e, [code]: undefined }));
      await onChanged();
      setDone(t('i18n.overrides.saved'));
    } catch (error) {
      const message = isApiError(error)
        ? (error.fields?.value?.message ?? error.message)
        : t('errors.internal');
      setErrors((e) => ({ ...e, [code]: message }));
    } finally {
      setBusy(null);
    }
  };

  const reset = async (code: LocaleCode) => {
    setBusy(code);
    setDone(null);
    try {
      await api.delete(path(code));
      setDraft((d) => ({ ...d, [code]: row.defaults[code] ?? d[code] }));
      setErrors((e) => ({ ...e, [code]: undefined }));
      await onChanged();
      setDone(t('i18n.overrides.resetDone'));
    } catch (error) {
      setErrors((e) => ({
        ...e,
        [code]: isApiError(error) ? error.message : t('errors.internal'),
      }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid="translation-dialog"
    >
      <DialogTitle id={titleId}>
        <Typography
          component="span"
          variant="h6"
          dir="ltr"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {row.key}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {done && <Alert severity="success">{done}</Alert>}
          {LOCALE_CODES.map((code) => {
            const overridden = row.defaults[code] !== undefined;
            const changed = draft[code].trim() !== row.text[code];
            return (
              <Box key={code} data-locale={code}>
                <TextField
                  label={t(LANGUAGE_KEY[code])}
                  value={draft[code]}
                  onChange={(e) => setDraft((d) => ({ ...d, [code]: e.target.value }))}
                  multiline
                  minRows={1}
                  maxRows={6}
                  fullWidth
                  error={Boolean(errors[code])}
                  helperText={
                    errors[code] ??
                    (overridden
                      ? `${t('i18n.overrides.default')}: ${row.defaults[code]}`
                      : undefined)
                  }
                  slotProps={{
                    htmlInput: {
                      dir: getLocale(code).dir,
                      lang: code,
                      'data-testid': `translation-${code}`,
                    },
                    formHelperText: { dir: errors[code] ? undefined : getLocale(code).dir },
                  }}
                />
                <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
                  {overridden && (
                    <Button
                      size="small"
                      color="inherit"
                      disabled={busy !== null}
                      onClick={() => void reset(code)}
                      data-testid={`translation-reset-${code}`}
                    >
                      {t('i18n.overrides.reset')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="contained"
                    disabled={busy !== null || !changed}
                    onClick={() => void save(code)}
                    startIcon={
                      busy === code ? <CircularProgress size={14} color="inherit" /> : undefined
                    }
                    data-testid={`translation-save-${code}`}
                  >
                    {t('resources.actions.save')}
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('shell.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
