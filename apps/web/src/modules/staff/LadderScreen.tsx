import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  CriterionEvidence,
  LadderGradeRef,
  LadderTeacherDetail,
  LadderTeacherRow,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import {
  useIjazah,
  useLadderTeacher,
  useLadderTeachers,
  useMyLadder,
  usePromote,
  useRunEligibility,
} from './ladder-api.ts';

const PAGE_SIZE = 25;

function useFigure() {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  return (e: CriterionEvidence, value: number | boolean | null) => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return value ? t('ladder.ui.yes') : t('ladder.ui.no');
    switch (e.criterion) {
      case 'years':
        return count('count.years', Math.round(value * 10) / 10);
      case 'evaluations':
      case 'passRate':
        return f.percent(value / 100, 1);
      default:
        return f.number(value);
    }
  };
}

/** Each criterion of the next grade: what it asks, what the records show, met or missing. */
export function EvidenceList({ evidence }: { evidence: readonly CriterionEvidence[] }) {
  const { t } = useTranslation();
  const figure = useFigure();
  return (
    <Stack spacing={1} data-testid="ladder-evidence">
      {evidence.map((e) => (
        <Stack
          key={e.criterion}
          direction="row"
          sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Chip
            size="small"
            color={e.met ? 'success' : 'warning'}
            label={e.met ? t('ladder.ui.met') : t('ladder.ui.missing')}
          />
          <Typography sx={{ fontWeight: 600 }}>{t(`ladder.criterion.${e.criterion}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ladder.ui.required')}: {figure(e, e.required)} · {t('ladder.ui.actual')}:{' '}
            {figure(e, e.actual)}
            {e.detail && e.criterion !== 'years' ? ` (${e.detail})` : ''}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function GradeText({ grade }: { grade: LadderGradeRef | null }) {
  const { t } = useTranslation();
  return <>{grade ? grade.name : t('ladder.ui.noGrade')}</>;
}

function VerdictChip({ row }: { row: LadderTeacherRow }) {
  const { t } = useTranslation();
  if (!row.nextGrade) return <Chip size="small" label={t('ladder.ui.top')} />;
  if (row.eligible === null) return <Chip size="small" label={t('ladder.ui.notJudged')} />;
  return (
    <Chip
      size="small"
      color={row.eligible ? 'success' : 'default'}
      label={row.eligible ? t('ladder.ui.eligible') : t('ladder.ui.notEligible')}
    />
  );
}

/** A teacher's standing: grade, since, pay, and the next grade with its evidence. */
function Standing({ d }: { d: LadderTeacherDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('ladder.ui.grade')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="ladder-grade">
            <GradeText grade={d.grade} />
          </Typography>
        </Box>
        {d.since && (
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('ladder.ui.since')}
            </Typography>
            <Typography>
              <DateText value={d.since} />
            </Typography>
          </Box>
        )}
        {d.grade && (
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('ladder.ui.pay')}
            </Typography>
            <Typography>{f.money(d.grade.payAmount, d.grade.currency)}</Typography>
          </Box>
        )}
      </Stack>
      {d.nextGrade ? (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('ladder.ui.next')}: {d.nextGrade.name}
          </Typography>
          {d.judgement && <EvidenceList evidence={d.judgement.evidence} />}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('ladder.ui.top')}</Typography>
      )}
    </Stack>
  );
}

/** One teacher for the committee: the standing, the ijazah, the promotions and the promotion. */
function TeacherDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const canUpdate = useCan('ladder:update');
  const teacher = useLadderTeacher(id);
  const promote = usePromote();
  const ijazah = useIjazah();
  const [effectiveFrom, setEffectiveFrom] = useState(new Date().toISOString().slice(0, 10));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const d = teacher.data;
  const met = d?.judgement?.met ?? false;
  const submit = async () => {
    if (!d?.nextGrade) return;
    setError(null);
    try {
      await promote.mutateAsync({
        id,
        gradeId: d.nextGrade.id,
        effectiveFrom,
        overrideReason: reason.trim() || null,
      });
      setReason('');
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle>{d ? d.name : t('ladder.ui.title')}</DialogTitle>
      <DialogContent dividers>
        {teacher.isError && (
          <ErrorState error={teacher.error} onRetry={() => void teacher.refetch()} />
        )}
        {d && (
          <Stack spacing={2}>
            <Standing d={d} />
            <FormControlLabel
              control={
                <Switch
                  checked={d.ijazah}
                  disabled={!canUpdate || ijazah.isPending}
                  onChange={(e) => void ijazah.mutateAsync({ id, ijazah: e.target.checked })}
                />
              }
              label={t('ladder.ui.ijazah')}
            />
            {d.canPromote && d.nextGrade && (
              <Stack spacing={1.5} component="section" aria-label={t('ladder.ui.promote')}>
                <Typography variant="subtitle2">
                  {t('ladder.ui.promote')}: {d.nextGrade.name}
                </Typography>
                <DateField
                  label={t('ladder.ui.effectiveFrom')}
                  name="effectiveFrom"
                  value={effectiveFrom || null}
                  onChange={(v) => setEffectiveFrom(v ?? '')}
                />
                {!met && (
                  <TextField
                    label={t('ladder.ui.overrideReason')}
                    name="overrideReason"
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    multiline
                    minRows={2}
                  />
                )}
              </Stack>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            {d.promotions.length > 0 && (
              <Box>
                <Typography variant="subtitle2">{t('ladder.ui.promotions')}</Typography>
                {d.promotions.map((p) => (
                  <Typography key={p.id} variant="body2" color="text.secondary">
                    <DateText value={p.effectiveFrom} /> · {p.toGrade}
                    {p.byName ? ` · ${p.byName}` : ''}
                    {p.overrideReason ? ` · ${t('ladder.ui.override')}: ${p.overrideReason}` : ''}
                  </Typography>
                ))}
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.ui.back')}</Button>
        {d?.canPromote && d.nextGrade && (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={promote.isPending}
            data-testid="ladder-promote"
          >
            {t('ladder.ui.promote')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * Teachers on the ladder (ladder-teachers): the caller's own grade and what is still missing for
 * the next (any teacher), and for readers of the ladder who is where, with the nightly verdict and
 * its evidence; the committee opens a teacher to promote them.
 */
export function LadderScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const phone = usePhone();
  const canRead = useCan('ladder:read');
  const canRun = useCan('ladder:approve');
  const mine = useMyLadder();
  const run = useRunEligibility();
  const query = {
    q: s.get('q') || undefined,
    eligible: s.get('eligible') || undefined,
    page: s.page,
    pageSize: PAGE_SIZE,
  };
  const list = useLadderTeachers(query, canRead);
  const [open, setOpen] = useState<string | null>(null);
  const me = mine.data?.teacher ?? null;
  return (
    <Screen
      actions={
        canRun ? (
          <Button onClick={() => void run.mutateAsync(undefined)} disabled={run.isPending}>
            {t('ladder.ui.runNow')}
          </Button>
        ) : undefined
      }
    >
      {me && (
        <Card variant="outlined" sx={{ mb: 2 }} data-testid="ladder-mine">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1.5 }}>
              {t('ladder.ui.mine')}
            </Typography>
            <Standing d={me} />
            {me.judgement?.met && (
              <Alert severity="success" sx={{ mt: 1.5 }}>
                {t('ladder.ui.nothingMissing')}
              </Alert>
            )}
          </CardContent>
        </Card>
      )}
      {!me && !canRead && mine.isSuccess && (
        <Alert severity="info">{t('ladder.ui.noTeacher')}</Alert>
      )}
      {canRead && (
        <ListFrame
          query={list}
          search={s}
          pageSize={PAGE_SIZE}
          emptyTitle={t('ladder.ui.empty')}
          filters={
            <>
              <SearchField
                size="small"
                label={t('staff.ui.search')}
                value={s.get('q')}
                onChange={(e) => s.set({ q: e.target.value })}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={s.get('eligible') === 'true'}
                    onChange={(e) => s.set({ eligible: e.target.checked ? 'true' : null })}
                  />
                }
                label={t('ladder.ui.onlyEligible')}
              />
            </>
          }
        >
          {({ items }) => (
            <RecordTable
              rows={items}
              rowKey={(r) => r.employeeId}
              label={t('ladder.ui.title')}
              phone={phone}
              rowTestId="ladder-row"
              onOpen={(r) => setOpen(r.employeeId)}
              columns={[
                { key: 'who', header: t('staff.ui.employee'), cell: (r) => r.name, primary: true },
                { key: 'centre', header: t('staff.ui.centre'), cell: (r) => r.centreName ?? '' },
                {
                  key: 'grade',
                  header: t('ladder.ui.grade'),
                  cell: (r) => <GradeText grade={r.grade} />,
                },
                {
                  key: 'since',
                  header: t('ladder.ui.since'),
                  cell: (r) => (r.since ? <DateText value={r.since} /> : ''),
                },
                {
                  key: 'next',
                  header: t('ladder.ui.next'),
                  cell: (r) => r.nextGrade?.name ?? '',
                },
                { key: 'verdict', header: '', cell: (r) => <VerdictChip row={r} /> },
              ]}
            />
          )}
        </ListFrame>
      )}
      {open && <TeacherDialog id={open} onClose={() => setOpen(null)} />}
    </Screen>
  );
}

export default LadderScreen;
