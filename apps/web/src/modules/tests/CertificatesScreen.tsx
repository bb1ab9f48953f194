import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CertificateSummary } from '@qc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { JobProgress } from '../../app/jobs/JobProgress.tsx';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { GradeChip } from './parts.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { PeriodFields } from './PeriodFields.tsx';
import { FilterBar } from '../../app/components/FilterBar.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import {
  TESTS_KEY,
  cleanQuery,
  downloadCertificate,
  startBulkCertificates,
  useCertificates,
  useLocalName,
  useRevokeCertificate,
  useTestKindRules,
} from './tests-results-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { isoDay } from '../../resources/kinds/inputs/date-value.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

const PAGE_SIZE = 25;
const STATES = ['all', 'valid', 'revoked'] as const;
const LANGUAGES = ['ar', 'en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

/** Downloads the PDF in the certificate's language, or another one from the menu. */
function PdfButton({ c, onError }: { c: CertificateSummary; onError(m: string): void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const get = async (language?: Language) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadCertificate(c, language);
    } catch (e) {
      onError(problemsOf(e, t('errors.internal')).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={t('tests.certs.download')}>
        <span>
          <IconButton
            size="small"
            disabled={busy}
            aria-label={t('tests.certs.downloadOf', { serial: c.serial })}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <PictureAsPdfOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem key={l} onClick={() => void get(l)} selected={l === c.language}>
            {t(`tests.b.language.${l}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Bulk issue of a session (the passed tests of one day, optionally one centre and kind). */
function BulkIssueDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const localName = useLocalName();
  const kinds = useTestKindRules();
  const [takenOn, setTakenOn] = useState<string | null>(null);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [kindId, setKindId] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ fields: Record<string, string>; message: string } | null>(
    null,
  );
  const start = async () => {
    const day = isoDay(takenOn ?? '');
    if (!day) return;
    setBusy(true);
    setError(null);
    try {
      const { jobId: id } = await startBulkCertificates({
        takenOn: day,
        centreId: centre?.id,
        kindId: kindId || undefined,
        language: language || undefined,
      });
      setJobId(id);
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle>{t('tests.certs.bulkTitle')}</DialogTitle>
      <DialogContent dividers>
        {jobId ? (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('tests.certs.bulkRunning')}
            </Typography>
            <JobProgress
              jobId={jobId}
              title={t('tests.certs.bulkTitle')}
              countKey="tests.certs.bulkCount"
              onDone={() => void queryClient.invalidateQueries({ queryKey: [TESTS_KEY] })}
              onRetry={() => void start()}
            />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('tests.certs.bulkHelp')}
            </Typography>
            <DateField
              name="takenOn"
              label={t('tests.certs.takenOn')}
              required
              value={takenOn}
              onChange={setTakenOn}
              error={error?.fields.takenOn}
            />
            <LookupField
              resource="centres"
              label={t('tests.b.centre')}
              value={centre}
              onChange={setCentre}
              size="medium"
              fullWidth
              error={error?.fields.centreId}
            />
            <TextField
              select
              label={t('tests.b.kind')}
              value={kindId}
              onChange={(e) => setKindId(e.target.value)}
            >
              <MenuItem value="">{t('tests.b.all')}</MenuItem>
              {(kinds.data?.items ?? []).map((k) => (
                <MenuItem key={k.id} value={k.id}>
                  {localName(k.name)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('tests.certs.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value as Language | '')}
              helperText={t('tests.certs.languageHelp')}
            >
              <MenuItem value="">{t('tests.certs.studentLanguage')}</MenuItem>
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {t(`tests.b.language.${l}`)}
                </MenuItem>
              ))}
            </TextField>
            {error && Object.keys(error.fields).length === 0 && (
              <Alert severity="error">{error.message}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(jobId ? 'tests.b.close' : 'common.cancel')}</Button>
        {!jobId && (
          <Button
            variant="contained"
            disabled={!isoDay(takenOn ?? '') || busy}
            onClick={() => void start()}
          >
            {t('tests.certs.bulkStart')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * Certificates issued (tests-certificate-results): each with its serial, never edited; its PDF
 * in any of the three languages; its public verification page; revocation with a reason (the
 * record stays, marked revoked). Bulk issue of a session's certificates as one PDF runs as a
 * background job with a progress bar.
 */
export function CertificatesScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const localName = useLocalName();
  const canIssue = useCan('certificates:issue');
  const s = useSearchState();
  const state = (STATES as readonly string[]).includes(s.get('state')) ? s.get('state') : 'all';
  const q = useDebounced(s.get('q'), 300);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const kinds = useTestKindRules();
  const list = useCertificates(
    cleanQuery({
      state,
      q: q.trim(),
      kindId: s.get('kind'),
      centreId: centre?.id,
      from: isoDay(s.get('from')),
      to: isoDay(s.get('to')),
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  const revoke = useRevokeCertificate();
  const phone = usePhone();
  const [revoking, setRevoking] = useState<CertificateSummary | null>(null);
  const [bulk, setBulk] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A certificate's contents: table cells on a wide screen, a card on a phone. */
  const cellsOf = (c: CertificateSummary) => ({
    serial: (
      <>
        <bdi dir="ltr">{f.digits(c.serial)}</bdi>
      </>
    ),
    student: (
      <>
        {c.studentName}
        <Typography variant="caption" color="text.secondary" component="div">
          {c.centreName}
        </Typography>
      </>
    ),
    kind: <>{localName(c.kindName)}</>,
    grade: (
      <>
        <GradeChip grade={c.grade} />
      </>
    ),
    issued: (
      <>
        <DateText value={c.issuedAt} style="medium" />
        {c.issuedByName && (
          <Typography variant="caption" color="text.secondary" component="div">
            {c.issuedByName}
          </Typography>
        )}
      </>
    ),
    state: (
      <>
        {c.revokedAt ? (
          <Tooltip title={c.revokeReason ?? ''}>
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={t('tests.certs.state.revoked')}
            />
          </Tooltip>
        ) : (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t('tests.certs.state.valid')}
          />
        )}
      </>
    ),
    actions: (
      <>
        <PdfButton c={c} onError={setError} />
        <Tooltip title={t('tests.certs.verify')}>
          <IconButton
            size="small"
            component="a"
            href={c.verifyUrl}
            target="_blank"
            rel="noopener"
            aria-label={t('tests.certs.verify')}
          >
            <OpenInNew fontSize="small" />
          </IconButton>
        </Tooltip>
        {canIssue && !c.revokedAt && (
          <Tooltip title={t('tests.certs.revoke')}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('tests.certs.revokeOf', { serial: c.serial })}
              onClick={() => setRevoking(c)}
            >
              <BlockOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </>
    ),
  });

  return (
    <Screen
      actions={
        canIssue ? (
          <Button
            variant="contained"
            startIcon={<LibraryBooksOutlined />}
            onClick={() => setBulk(true)}
          >
            {t('tests.certs.bulk')}
          </Button>
        ) : null
      }
    >
      <FilterBar
        active={['state', 'kind', 'from', 'to'].filter((k) => s.get(k)).length + (centre ? 1 : 0)}
        main={
          <SearchField
            size="small"
            value={s.get('q')}
            onChange={(e) => s.set({ q: e.target.value })}
            placeholder={t('tests.certs.searchHint')}
            aria-label={t('tests.certs.searchHint')}
            sx={{ flex: '2 1 220px' }}
          />
        }
      >
        <TextField
          select
          size="small"
          label={t('tests.certs.state')}
          value={state}
          onChange={(e) => s.set({ state: e.target.value === 'all' ? null : e.target.value })}
          sx={{ flex: '1 1 140px' }}
        >
          {STATES.map((st) => (
            <MenuItem key={st} value={st}>
              {t(`tests.certs.state.${st}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('tests.b.kind')}
          value={s.get('kind')}
          onChange={(e) => s.set({ kind: e.target.value })}
          sx={{ flex: '1 1 170px' }}
        >
          <MenuItem value="">{t('tests.b.all')}</MenuItem>
          {(kinds.data?.items ?? []).map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {localName(k.name)}
            </MenuItem>
          ))}
        </TextField>
        <LookupField
          resource="centres"
          label={t('tests.b.centre')}
          value={centre}
          onChange={(c) => {
            setCentre(c);
            s.set({});
          }}
        />
        <PeriodFields from={s.get('from')} to={s.get('to')} onChange={(v) => s.set(v)} />
      </FilterBar>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('tests.certs.none')} />}
      >
        {({ items, total }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('tests.count.certificates', total)}
            </Typography>
            <RecordTable
              rows={items}
              rowKey={(c) => c.id}
              label={t('tests.certs.table')}
              phone={phone}
              rowTestId="certificate-row"
              columns={[
                { key: 'serial', header: t('tests.certs.serial'), cell: (c) => cellsOf(c).serial },
                { key: 'student', header: t('tests.b.student'), cell: (c) => cellsOf(c).student },
                { key: 'kind', header: t('tests.b.kind'), cell: (c) => cellsOf(c).kind },
                { key: 'grade', header: t('tests.b.grade'), cell: (c) => cellsOf(c).grade },
                {
                  key: 'issued',
                  header: t('tests.certs.issuedAt'),
                  cell: (c) => cellsOf(c).issued,
                },
                { key: 'state', header: t('tests.certs.state'), cell: (c) => cellsOf(c).state },
                {
                  key: 'actions',
                  header: t('tests.b.actions'),
                  cell: (c) => cellsOf(c).actions,
                  nowrap: true,
                },
              ]}
              card={(c) => {
                const x = cellsOf(c);
                return (
                  <Card variant="outlined">
                    <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                        <div>{x.student}</div>
                        {x.grade}
                      </Stack>
                      <Typography variant="body2">
                        {x.kind} · {x.serial}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" component="div">
                        {x.issued}
                      </Typography>
                      <Stack
                        direction="row"
                        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                      >
                        {x.state}
                        <div>{x.actions}</div>
                      </Stack>
                    </CardContent>
                  </Card>
                );
              }}
            />
            <ListPager
              page={s.page}
              total={total}
              pageSize={PAGE_SIZE}
              onChange={(p) => s.set({ page: String(p) })}
            />
          </>
        )}
      </QueryState>
      {revoking && (
        <ReasonDialog
          title={t('tests.certs.revokeTitle', { serial: revoking.serial })}
          message={t('tests.certs.revokeHelp', { name: revoking.studentName })}
          confirmLabel={t('tests.certs.revoke')}
          destructive
          onConfirm={(reason) => revoke.mutateAsync({ id: revoking.id, reason })}
          onClose={() => setRevoking(null)}
        />
      )}
      {bulk && <BulkIssueDialog onClose={() => setBulk(false)} />}
    </Screen>
  );
}

export default CertificatesScreen;
