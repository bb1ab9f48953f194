import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONDUCT_GRADES,
  LOCALE_CODES,
  type ConductGrade,
  type RemarkRow,
  type TemplateRow,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { cleanQuery } from '../../app/http/contract-path.ts';
import { JobProgress } from '../../app/jobs/JobProgress.tsx';
import { useCan } from '../../app/auth/auth-context.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { RingSelect } from '../rings/index.ts';
import { TemplateDesigner } from './TemplateDesigner.tsx';
import {
  useIssue,
  useRemarkAction,
  useRemarks,
  useSaveRemark,
  useTemplate,
  useTemplates,
} from './report-cards-api.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

const PAGE_SIZE = 25;

/** The last whole quarter before today, as a default term. */
function defaultTerm() {
  const now = new Date();
  const q = Math.floor(now.getUTCMonth() / 3);
  const start = new Date(Date.UTC(now.getUTCFullYear(), (q - 1) * 3, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), q * 3, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/**
 * Card templates and their issue (card-report-setting-component): the templates with their
 * versions and the designer; the teachers' remarks of a ring for a term, approved by the
 * manager; and the ring's cards issued as one PDF by a background job with its progress.
 */
export function TemplatesScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  // A teacher writes remarks only: the templates and the issue are the managers'.
  const manages = useCan('report-cards:read');
  const tab = manages ? s.get('tab') || 'templates' : 'remarks';
  return (
    <Screen>
      <Tabs
        value={tab}
        onChange={(_, v: string) => s.set({ tab: v === 'templates' ? '' : v })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {manages && <Tab value="templates" label={t('reportCards.ui.tabTemplates')} />}
        <Tab value="remarks" label={t('reportCards.ui.tabRemarks')} />
        {manages && <Tab value="issue" label={t('reportCards.ui.tabIssue')} />}
      </Tabs>
      {tab === 'templates' && <TemplatesTab />}
      {tab === 'remarks' && <RemarksTab />}
      {tab === 'issue' && <IssueTab />}
    </Screen>
  );
}

function TemplatesTab() {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const s = useSearchState();
  const canCreate = useCan('report-cards:create');
  const q = useDebounced(s.get('q'), 300);
  const list = useTemplates(cleanQuery({ q: q.trim(), page: s.page, pageSize: PAGE_SIZE }));
  const [open, setOpen] = useState<string | 'new' | null>(null);
  const detail = useTemplate(open && open !== 'new' ? open : null);
  return (
    <>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('reportCards.ui.noTemplates')}
        filters={
          <>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('reportCards.ui.searchTemplates')}
              aria-label={t('reportCards.ui.searchTemplates')}
              sx={{ flex: '2 1 220px' }}
            />
            {canCreate && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setOpen('new')}>
                {t('reportCards.ui.newTemplate')}
              </Button>
            )}
          </>
        }
      >
        {({ items }) => (
          <RecordTable<TemplateRow>
            rows={items}
            rowKey={(r) => r.id}
            label={t('reportCards.ui.tabTemplates')}
            phone={phone}
            rowTestId="template-row"
            onOpen={(r) => setOpen(r.id)}
            columns={[
              { key: 'name', header: t('reportCards.ui.name'), cell: (r) => r.name, primary: true },
              {
                key: 'version',
                header: t('reportCards.ui.versions'),
                cell: (r) => t('reportCards.ui.version', { n: f.number(r.currentVersion) }),
                nowrap: true,
              },
              { key: 'style', header: t('reportCards.ui.style'), cell: (r) => r.styleName },
              {
                key: 'place',
                header: t('reportCards.ui.place'),
                cell: (r) => r.placeName ?? t('reportCards.ui.organisation'),
              },
              {
                key: 'elements',
                header: t('reportCards.ui.elements'),
                cell: (r) => f.number(r.elements),
                nowrap: true,
              },
              {
                key: 'cards',
                header: t('reportCards.ui.cards'),
                cell: (r) => f.number(r.cards),
                nowrap: true,
              },
              {
                key: 'updated',
                header: t('reportCards.ui.updated'),
                cell: (r) => f.date(r.updatedAt),
                nowrap: true,
              },
            ]}
          />
        )}
      </ListFrame>
      {open === 'new' && <TemplateDesigner template={null} onClose={() => setOpen(null)} />}
      {open && open !== 'new' && detail.data && (
        <TemplateDesigner
          key={detail.data.version}
          template={detail.data}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function TermFields(p: {
  value: { from: string; to: string };
  onChange(v: { from: string; to: string }): void;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        size="small"
        compact
        label={t('reportCards.ui.from')}
        value={p.value.from}
        onChange={(v) => p.onChange({ ...p.value, from: v ?? '' })}
        error={p.errors?.from}
      />
      <DateField
        size="small"
        compact
        label={t('reportCards.ui.to')}
        value={p.value.to}
        onChange={(v) => p.onChange({ ...p.value, to: v ?? '' })}
        error={p.errors?.to}
      />
    </>
  );
}

function RemarksTab() {
  const { t } = useTranslation();
  const [ringId, setRingId] = useState('');
  const [term, setTerm] = useState(defaultTerm);
  const remarks = useRemarks({ ringId, ...term });
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('reportCards.ui.remarksHelp')}</Alert>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <RingSelect value={ringId} onChange={setRingId} label={t('reportCards.ui.ring')} />
        <TermFields value={term} onChange={setTerm} />
      </Stack>
      {!ringId ? (
        <EmptyState title={t('reportCards.ui.pickRing')} />
      ) : (
        <QueryState
          query={remarks}
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState title={t('reportCards.ui.noStudents')} />}
        >
          {(rows) => (
            <Stack spacing={1.5}>
              {rows.map((r) => (
                <RemarkCard key={r.studentId} row={r} term={term} />
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

function RemarkCard(p: { row: RemarkRow; term: { from: string; to: string } }) {
  const { t } = useTranslation();
  const r = p.row;
  const save = useSaveRemark();
  const act = useRemarkAction();
  const [comment, setComment] = useState(r.remark?.comment ?? '');
  const [conduct, setConduct] = useState<ConductGrade | ''>(r.remark?.conduct ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [reopen, setReopen] = useState(false);
  const state = r.remark?.state ?? 'none';
  const locked = state === 'approved';
  const submit = async () => {
    setFields({});
    setError(null);
    try {
      await save.mutateAsync({
        studentId: r.studentId,
        ...p.term,
        comment,
        conduct: conduct as ConductGrade,
        ...(r.remark ? { version: r.remark.version } : {}),
      });
    } catch (e) {
      const found = problemsOf(e, t('errors.internal'));
      setFields(found.fields);
      if (Object.keys(found.fields).length === 0) setError(found.message);
    }
  };
  const approve = async () => {
    setError(null);
    try {
      await act.mutateAsync({ id: r.remark!.id, action: 'approve' });
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')).message);
    }
  };
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
      data-testid="remark-row"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{r.studentName}</Typography>
        <Chip
          size="small"
          label={t(`reportCards.ui.state.${state}`)}
          color={state === 'approved' ? 'success' : state === 'draft' ? 'warning' : 'default'}
        />
        {r.cards > 0 && (
          <Chip size="small" variant="outlined" label={t('reportCards.ui.hasCard')} />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          size="small"
          label={t('reportCards.ui.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={1}
          disabled={locked}
          error={!!fields.comment}
          helperText={fields.comment}
          sx={{ flex: 3 }}
        />
        <TextField
          select
          size="small"
          label={t('reportCards.ui.conduct')}
          value={conduct}
          onChange={(e) => setConduct(e.target.value as ConductGrade)}
          disabled={locked}
          error={!!fields.conduct}
          helperText={fields.conduct}
          sx={{ flex: 1, minWidth: 140 }}
        >
          {CONDUCT_GRADES.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`reportCards.conduct.${g}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {!locked && (
          <Button size="small" onClick={() => void submit()} disabled={save.isPending}>
            {t('reportCards.ui.save')}
          </Button>
        )}
        {r.remark?.actions.includes('approve') && (
          <Button size="small" variant="contained" onClick={() => void approve()}>
            {t('reportCards.ui.approve')}
          </Button>
        )}
        {r.remark?.actions.includes('reopen') && (
          <Button size="small" onClick={() => setReopen(true)}>
            {t('reportCards.ui.reopen')}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {reopen && (
        <ReasonDialog
          title={t('reportCards.ui.reopenTitle')}
          confirmLabel={t('reportCards.ui.reopen')}
          required
          onConfirm={(reason) => act.mutateAsync({ id: r.remark!.id, action: 'reopen', reason })}
          onClose={() => setReopen(false)}
        />
      )}
    </Box>
  );
}

function IssueTab() {
  const { t } = useTranslation();
  const counted = useCount();
  const templates = useTemplates({ pageSize: 100 });
  const issue = useIssue();
  const [templateId, setTemplateId] = useState('');
  const [ringId, setRingId] = useState('');
  const [term, setTerm] = useState(defaultTerm);
  const [termLabel, setTermLabel] = useState('');
  const [language, setLanguage] = useState<(typeof LOCALE_CODES)[number]>('ar');
  const [jobId, setJobId] = useState<string | null>(null);
  const [summary, setSummary] = useState<Record<string, unknown> | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setFields({});
    setError(null);
    setSummary(null);
    try {
      const answer = await issue.mutateAsync({ templateId, ringId, termLabel, ...term, language });
      if ('jobId' in answer) setJobId(answer.jobId);
    } catch (e) {
      const found = problemsOf(e, t('errors.internal'));
      setFields(found.fields);
      if (Object.keys(found.fields).length === 0) setError(found.message);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity="info">{t('reportCards.ui.issueHelp')}</Alert>
      <TextField
        select
        size="small"
        label={t('reportCards.ui.template')}
        value={templateId}
        onChange={(e) => setTemplateId(e.target.value)}
        error={!!fields.templateId}
        helperText={fields.templateId}
        required
      >
        {(templates.data?.items ?? []).map((x) => (
          <MenuItem key={x.id} value={x.id}>
            {x.name} — {t('reportCards.ui.version', { n: x.currentVersion })}
          </MenuItem>
        ))}
      </TextField>
      <RingSelect
        value={ringId}
        onChange={setRingId}
        label={t('reportCards.ui.ring')}
        required
        {...(fields.ringId ? { error: fields.ringId } : {})}
      />
      <TextField
        size="small"
        label={t('reportCards.ui.termLabel')}
        value={termLabel}
        onChange={(e) => setTermLabel(e.target.value)}
        error={!!fields.termLabel}
        helperText={fields.termLabel}
        required
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TermFields value={term} onChange={setTerm} errors={fields} />
        <TextField
          select
          size="small"
          label={t('reportCards.ui.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as typeof language)}
          sx={{ minWidth: 140 }}
        >
          {LOCALE_CODES.map((l) => (
            <MenuItem key={l} value={l}>
              {t(`reportCards.ui.lang.${l}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button
          variant="contained"
          disabled={issue.isPending || !templateId || !ringId}
          onClick={() => void start()}
          data-testid="issue-ring"
        >
          {t('reportCards.ui.issueRing')}
        </Button>
      </Box>
      {jobId && (
        <JobProgress
          key={jobId}
          jobId={jobId}
          title={t('reportCards.ui.issueRunning')}
          countKey="reportCards.count.progress"
          onDone={(job) => setSummary(job.summary ?? null)}
          onRetry={() => void start()}
        />
      )}
      {summary && (
        <Alert severity="success">
          {counted('reportCards.count.issued', Number(summary.issued ?? 0))}{' '}
          {counted('reportCards.count.skipped', Number(summary.skipped ?? 0))}
        </Alert>
      )}
    </Stack>
  );
}

export default TemplatesScreen;
