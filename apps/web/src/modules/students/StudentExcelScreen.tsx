import { IMPORT_FIELDS } from '@qc/domain';
import {
  REALTIME_EVENTS,
  type ImportProgressPayload,
} from '@qc/domain/conversations/realtime-events';
import Download from '@mui/icons-material/DownloadOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { useRealtimeEvent } from '../../app/realtime/realtime-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { api } from '../../app/http/client.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from '../rings/index.ts';
import { Screen } from '../../app/components/Screen.tsx';
import { fileToBase64 } from './students-api.ts';
import type { LookupItem } from '../../resources/resource-api.ts';

interface ImportView {
  id: string;
  fileName: string;
  status: 'previewed' | 'imported';
  headers: string[];
  mapping: Record<string, number>;
  missing: string[];
  totalRows: number;
  validRows: number;
  importedRows: number;
  skippedRows: number;
  createdAt: string;
  report: Array<{
    row: number;
    status: string;
    fullName?: string;
    errors?: Array<{ field: string; code: string }>;
  }>;
}

interface ImportSummary {
  id: string;
  fileName: string;
  status: string;
  totalRows: number;
  importedRows: number;
  createdAt: string;
}

const STATUS_COLOUR: Record<string, 'success' | 'error' | 'warning' | 'default' | 'info'> = {
  valid: 'success',
  imported: 'info',
  invalid: 'error',
  duplicate: 'warning',
  exists: 'default',
};

const ROW_FILTERS = ['all', 'valid', 'problems'] as const;
type RowFilter = (typeof ROW_FILTERS)[number];

function Preview({ current, onChange }: { current: ImportView; onChange(v: ImportView): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<RowFilter>('all');
  const remap = useMutation({
    mutationFn: (mapping: Record<string, number>) =>
      api.post<ImportView>(`/student-imports/${current.id}/mapping`, { mapping }),
    onSuccess: onChange,
  });
  const commit = useMutation({
    mutationFn: () => api.post<ImportView>(`/student-imports/${current.id}/commit`),
    onSuccess: async (v) => {
      onChange(v);
      await queryClient.invalidateQueries({ queryKey: ['student-imports'] });
      await queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
  // While the import runs, the server reports how many rows are done: pushed over realtime
  // (from whichever process runs it), and asked for as well in case the socket is down.
  const polled = useQuery({
    queryKey: ['student-imports', 'progress', current.id],
    queryFn: () => api.get<ImportProgressPayload>(`/student-imports/${current.id}/progress`),
    enabled: commit.isPending,
    refetchInterval: commit.isPending ? 400 : false,
  });
  const [pushed, setPushed] = useState<ImportProgressPayload | null>(null);
  useRealtimeEvent<ImportProgressPayload>(REALTIME_EVENTS.importProgress, (p) => {
    if (p.id === current.id) setPushed(p);
  });
  // The furthest of the two answers (a poll may reach a process that does not run it).
  const answers = commit.isPending ? [pushed, polled.data] : [];
  const furthest = answers.reduce<{ done: number; total: number } | undefined>(
    (best, p) => (p && (!best || p.done > best.done) ? p : best),
    undefined,
  );
  const progress = { data: furthest };
  const problem = remap.error ?? commit.error;
  const p = problem ? problemsOf(problem, t('errors.internal')) : null;
  const rows = current.report.filter((r) =>
    filter === 'all'
      ? true
      : filter === 'valid'
        ? r.status === 'valid' || r.status === 'imported'
        : r.errors?.length,
  );
  const pct =
    progress.data && progress.data.total > 0 ? (progress.data.done / progress.data.total) * 100 : 0;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {current.fileName}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
            <Chip label={count('count.rows', current.totalRows)} />
            <Chip color="success" label={count('students.excel.rowsValid', current.validRows)} />
            <Chip
              color={current.skippedRows ? 'warning' : 'default'}
              label={count('students.excel.rowsSkipped', current.skippedRows)}
            />
          </Stack>
          {current.status === 'previewed' && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('students.excel.mappingHelp')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                }}
              >
                {IMPORT_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    select
                    size="small"
                    label={t(`students.field.${field}`)}
                    value={current.mapping[field] ?? ''}
                    error={current.missing.includes(field)}
                    disabled={remap.isPending}
                    onChange={(e) => {
                      const mapping = { ...current.mapping };
                      if (e.target.value === '') delete mapping[field];
                      else mapping[field] = Number(e.target.value);
                      remap.mutate(mapping);
                    }}
                  >
                    <MenuItem value="">{t('students.excel.notInFile')}</MenuItem>
                    {current.headers.map((h, i) => (
                      <MenuItem key={i} value={i}>
                        {h || t('students.excel.column', { n: i + 1 })}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Box>
              {current.missing.length > 0 && (
                <Alert severity="warning" sx={{ mt: 1.5 }}>
                  {t('students.import.missingColumns')}
                </Alert>
              )}
            </>
          )}
          {commit.isPending && (
            <Box sx={{ mt: 2 }} aria-live="polite">
              <LinearProgress
                variant={progress.data ? 'determinate' : 'indeterminate'}
                value={pct}
              />
              <Typography variant="caption" color="text.secondary">
                {progress.data
                  ? t('students.excel.progress', {
                      done: f.number(progress.data.done),
                      total: f.number(progress.data.total),
                    })
                  : t('students.excel.starting')}
              </Typography>
            </Box>
          )}
          {p && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {p.message}
            </Alert>
          )}
          {current.status === 'previewed' ? (
            <Button
              variant="contained"
              color="success"
              sx={{ mt: 2 }}
              disabled={
                commit.isPending ||
                remap.isPending ||
                current.missing.length > 0 ||
                current.validRows === 0
              }
              onClick={() => commit.mutate()}
            >
              {t('students.excel.import', {
                students: count('count.students', current.validRows),
              })}
            </Button>
          ) : (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t('students.excel.done', {
                students: count('count.students', current.importedRows),
              })}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Tabs value={filter} onChange={(_e, v: RowFilter) => setFilter(v)}>
        {ROW_FILTERS.map((r) => (
          <Tab key={r} value={r} label={t(`students.excel.show.${r}`)} />
        ))}
      </Tabs>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 520 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('students.excel.row')}</TableCell>
              <TableCell>{t('students.field.fullName')}</TableCell>
              <TableCell>{t('students.excel.status')}</TableCell>
              <TableCell>{t('students.excel.problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, 1000).map((r) => (
              <TableRow key={r.row}>
                <TableCell>{f.number(r.row)}</TableCell>
                <TableCell>{r.fullName ?? ''}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOUR[r.status] ?? 'default'}
                    label={t(`students.excel.row.${r.status}`)}
                  />
                </TableCell>
                <TableCell>
                  {(r.errors ?? [])
                    .map((e) =>
                      e.field === '_'
                        ? t(e.code)
                        : `${t(`students.field.${e.field}`)}: ${t(e.code)}`,
                    )
                    .join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/**
 * student-excel-files: upload a sheet (Arabic or English headers), map the columns, see each
 * row's problems, import the valid rows in one transaction (with a progress bar), keep the file
 * and its report; and export any list of students to Excel.
 */
export function StudentExcelScreen() {
  const { t } = useTranslation();
  const canImport = useCan('students:create');
  const canExport = useCan('students:export');
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [ringId, setRingId] = useState('');
  const [current, setCurrent] = useState<ImportView | null>(null);
  const imports = useQuery({
    queryKey: ['student-imports', 'list'],
    queryFn: () => api.get<{ items: ImportSummary[] }>('/student-imports').then((r) => r.items),
  });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      api.post<ImportView>('/student-imports', {
        centreId: centre?.id,
        ringId: ringId || null,
        fileName: file.name,
        contentBase64: await fileToBase64(file),
      }),
    onSuccess: setCurrent,
  });
  const open = useMutation({
    mutationFn: (id: string) => api.get<ImportView>(`/student-imports/${id}`),
    onSuccess: setCurrent,
  });
  const p = upload.isError ? problemsOf(upload.error, t('errors.internal')) : null;
  return (
    <Screen>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('students.excel.help')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <LookupField
              resource="centres"
              label={t('students.excel.centre')}
              value={centre}
              onChange={(c) => {
                setCentre(c);
                setRingId('');
              }}
              error={p?.fields.centreId}
            />
            <RingSelect
              label={t('students.excel.ring')}
              value={ringId}
              onChange={(id) => setRingId(id)}
              centreId={centre?.id}
              emptyLabel={t('students.excel.waitingList')}
              error={p?.fields.ringId}
            />
            {canImport && (
              <Button
                variant="contained"
                component="label"
                startIcon={<UploadFile />}
                disabled={!centre || upload.isPending}
              >
                {t('students.excel.upload')}
                <input
                  hidden
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) upload.mutate(file);
                  }}
                />
              </Button>
            )}
            {canExport && (
              <Button
                variant="outlined"
                startIcon={<Download />}
                onClick={() =>
                  void api.download('/students/export', undefined, {
                    query: { format: 'xlsx', centreId: centre?.id, ringId: ringId || undefined },
                  })
                }
              >
                {t('students.excel.export')}
              </Button>
            )}
          </Stack>
          {upload.isPending && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress />
              <Typography variant="caption" color="text.secondary">
                {t('students.excel.reading')}
              </Typography>
            </Box>
          )}
          {p && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {p.message}
            </Alert>
          )}
        </CardContent>
      </Card>
      {current ? (
        <>
          <Button onClick={() => setCurrent(null)} sx={{ mb: 1 }}>
            {t('students.excel.back')}
          </Button>
          <Preview current={current} onChange={setCurrent} />
        </>
      ) : (
        <QueryState
          query={imports}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t('students.excel.noImports')} />}
        >
          {(items) => (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('students.excel.file')}</TableCell>
                    <TableCell>{t('students.excel.uploadedOn')}</TableCell>
                    <TableCell>{t('students.excel.status')}</TableCell>
                    <TableCell>{t('students.excel.importedCount')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((i) => (
                    <TableRow key={i.id} hover>
                      <TableCell>{i.fileName}</TableCell>
                      <TableCell>
                        <DateText value={i.createdAt} style="medium" />
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={i.status === 'imported' ? 'info' : 'default'}
                          label={t(`students.excel.state.${i.status}`)}
                        />
                      </TableCell>
                      <TableCell>{i.importedRows}</TableCell>
                      <TableCell align="right">
                        <Button size="small" onClick={() => open.mutate(i.id)}>
                          {t('students.excel.report')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() =>
                            void api.download(`/student-imports/${i.id}/file`, i.fileName)
                          }
                        >
                          {t('students.excel.original')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryState>
      )}
    </Screen>
  );
}

export default StudentExcelScreen;
