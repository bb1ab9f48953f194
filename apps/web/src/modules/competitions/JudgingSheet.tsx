import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Lock from '@mui/icons-material/Lock';
import Remove from '@mui/icons-material/Remove';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  scoreSheet,
  type FormAnswers,
  type JudgingContestant,
  type JudgingView,
  type SheetEvent,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { FormRenderer } from '../../app/forms/FormRenderer.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useRangeText } from '../../app/format/use-range-text.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import type { OutboxEntry } from '../../app/offline/offline-db.ts';
import { isNetworkError } from '../../app/offline/offline-data.ts';
import { requestBackgroundSync, sendOutboxNow } from '../../app/offline/outbox-sync.ts';
import { useOutbox } from '../../app/offline/use-outbox.ts';
import { useJudging, useResolve, useSaveSheet, useSheetAction } from './competitions-api.ts';
import { queuedSheet, queueSheet, type SheetDraft } from './judge-sheet-offline.ts';
import { useRuleLabels } from './parts.tsx';

/** Big tap targets: a judge marks mistakes on a phone while listening. */
const TAP = { minHeight: 56, fontSize: '1.05rem' } as const;

function Sheet({
  view,
  c,
  queued,
}: {
  view: JudgingView;
  c: JudgingContestant;
  /** The draft of this sheet still waiting in the outbox (saved offline), if any. */
  queued: OutboxEntry | null;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const rangeText = useRangeText();
  const labels = useRuleLabels(view.ruleSet);
  const save = useSaveSheet();
  const act = useSheetAction();
  const resolve = useResolve();
  const mine = c.mine;
  const locked = mine !== null && mine.state !== 'draft';
  const [editing, setEditing] = useState(!locked);
  const userId = useAuth().user?.id ?? null;
  // What the judge sees is their latest draft: the one waiting to be sent, else the saved one.
  const waiting = queued ? (queued.body as SheetDraft) : null;
  const [events, setEvents] = useState<SheetEvent[]>(waiting?.events ?? mine?.events ?? []);
  const [marks, setMarks] = useState<Record<string, number>>(waiting?.marks ?? mine?.marks ?? {});
  const [formAnswers, setFormAnswers] = useState<FormAnswers>(
    waiting?.formAnswers ?? mine?.formAnswers ?? {},
  );
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const scored = scoreSheet(
    view.ruleSet,
    { events, marks, formAnswers },
    c.passages.length,
    false,
    view.criteriaForm,
  );
  const total = scored.ok ? scored.score.total : null;
  /** A refusal: its message above, and each criteria form question's problem under it. */
  const fail = (e: unknown) => {
    const problems = problemsOf(e, t('errors.internal'));
    setError(problems.message);
    setFormErrors(
      Object.fromEntries(
        Object.entries(problems.fields)
          .filter(([k]) => k.startsWith('formAnswers.'))
          .map(([k, v]) => [k.slice('formAnswers.'.length), v]),
      ),
    );
  };
  const tap = (kind: string, passage: number) => setEvents((x) => [...x, { kind, passage }]);
  const countOf = (kind: string, passage: number) =>
    events.filter((e) => e.kind === kind && e.passage === passage).length;
  /**
   * Saves the draft; with no network (or while an earlier draft of it still waits, to keep the
   * order) it goes to the outbox instead (docs/offline.md) and the answer is null.
   */
  const saveDraft = async () => {
    const draft = {
      nominationId: c.nominationId,
      events,
      marks,
      formAnswers,
      ...(mine ? { version: mine.version } : {}),
    };
    const queue = async (as: string) => {
      await queueSheet(as, { ...draft, total }, c.drawNumber);
      if (globalThis.navigator?.onLine === false) void requestBackgroundSync();
      else void sendOutboxNow();
      return null;
    };
    if (userId && (queued || globalThis.navigator?.onLine === false)) return queue(userId);
    try {
      return await save.mutateAsync(draft);
    } catch (e) {
      if (userId && isNetworkError(e)) return queue(userId);
      throw e;
    }
  };
  if (c.recused)
    return (
      <Alert severity="info" data-testid="recused">
        {t('competitions.ui.recused')}
      </Alert>
    );
  const marksCriteria = view.ruleSet.criteria.filter((x) => x.kind === 'mark');
  const formCriterion = view.ruleSet.criteria.find((x) => x.kind === 'form');
  return (
    <Stack sx={{ gap: 1.5 }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {locked && (
        <Alert
          severity={mine.state === 'correction' ? 'warning' : 'success'}
          icon={<Lock />}
          data-testid="sheet-locked"
        >
          {t(
            mine.state === 'correction'
              ? 'competitions.ui.correctionPending'
              : 'competitions.ui.submitted',
            {
              total: f.number(mine.total),
              revision: f.number(mine.revision),
            },
          )}
        </Alert>
      )}
      {queued && (
        <Alert severity={queued.error ? 'error' : 'info'} data-testid="sheet-queued">
          {queued.error ? queued.error.message : t('competitions.ui.sheetQueued')}
        </Alert>
      )}
      {c.passages.map((p, i) => (
        <Card key={i} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('competitions.ui.passage', { n: f.number(i + 1) })}: {rangeText(p)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
              {view.ruleSet.events.map((e) => (
                <Badge
                  key={e.kind}
                  badgeContent={countOf(e.kind, i) ? f.number(countOf(e.kind, i)) : 0}
                  color="error"
                  sx={{ width: '100%' }}
                >
                  <Button
                    fullWidth
                    variant="outlined"
                    sx={TAP}
                    disabled={!editing}
                    data-testid={`tap-${e.kind}-${i}`}
                    onClick={() => tap(e.kind, i)}
                  >
                    {labels.event(e.kind)} −{f.number(e.deduction)}
                  </Button>
                </Badge>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
      {marksCriteria.map((m) => (
        <Stack key={m.key} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flex: 1 }}>
            {labels.criterion(m.key)} ({t('competitions.ui.outOf', { max: f.number(m.max) })})
          </Typography>
          <IconButton
            aria-label={t('competitions.ui.less')}
            disabled={!editing}
            sx={{ width: 56, height: 56, border: 1, borderColor: 'divider' }}
            onClick={() =>
              setMarks((x) => ({ ...x, [m.key]: Math.max(0, (x[m.key] ?? m.max) - 0.5) }))
            }
          >
            <Remove />
          </IconButton>
          <Typography
            sx={{ minWidth: 48, textAlign: 'center', fontSize: '1.3rem' }}
            data-testid={`mark-${m.key}`}
          >
            {marks[m.key] === undefined ? '—' : f.number(marks[m.key])}
          </Typography>
          <IconButton
            aria-label={t('competitions.ui.more')}
            disabled={!editing}
            sx={{ width: 56, height: 56, border: 1, borderColor: 'divider' }}
            onClick={() =>
              setMarks((x) => ({ ...x, [m.key]: Math.min(m.max, (x[m.key] ?? m.max - 0.5) + 0.5) }))
            }
          >
            <Add />
          </IconButton>
        </Stack>
      ))}
      {view.criteriaForm && formCriterion && (
        <Box component="section" data-testid="criteria-form" sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {labels.criterion(formCriterion.key)} (
            {t('competitions.ui.outOf', { max: f.number(formCriterion.max) })})
          </Typography>
          <FormRenderer
            definition={view.criteriaForm}
            answers={formAnswers}
            onChange={editing ? setFormAnswers : undefined}
            errors={formErrors}
            comments={false}
          />
        </Box>
      )}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="p" data-testid="sheet-total">
          {t('competitions.ui.total')}: {total === null ? '—' : f.number(total)}
        </Typography>
        {editing && (
          <Button
            startIcon={<Undo />}
            disabled={events.length === 0}
            onClick={() => setEvents((x) => x.slice(0, -1))}
            sx={TAP}
          >
            {t('competitions.ui.undo')}
          </Button>
        )}
      </Stack>
      {editing && !locked && (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            variant="outlined"
            sx={{ ...TAP, flex: 1 }}
            disabled={save.isPending}
            onClick={() => void saveDraft().catch(fail)}
          >
            {t('competitions.ui.saveDraft')}
          </Button>
          <Button
            variant="contained"
            sx={{ ...TAP, flex: 1 }}
            data-testid="submit-sheet"
            onClick={() => setConfirming(true)}
          >
            {t('competitions.ui.submit')}
          </Button>
        </Stack>
      )}
      {locked && mine.actions.includes('propose-correction') && !editing && (
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {t('competitions.ui.correct')}
        </Button>
      )}
      {locked && editing && (
        <Button variant="contained" sx={TAP} onClick={() => setCorrecting(true)}>
          {t('competitions.ui.proposeCorrection')}
        </Button>
      )}
      {c.others.length > 0 && (
        <Card variant="outlined" data-testid="other-judges">
          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle2">{t('competitions.ui.otherJudges')}</Typography>
            {c.others.map((o, i) => (
              <Typography key={i} variant="body2">
                {o.judge}: {f.number(o.total)}
                {o.state === 'correction' ? ` (${t('competitions.ui.correctionShort')})` : ''}
              </Typography>
            ))}
            {c.divergent && (
              <Alert severity={c.divergenceNote ? 'info' : 'warning'} data-testid="divergence">
                {c.divergenceNote
                  ? `${t('competitions.ui.resolved')}: ${c.divergenceNote}`
                  : t('competitions.ui.divergent')}
              </Alert>
            )}
            {view.head && (c.divergent || c.others.length > 0) && (
              <Button size="small" onClick={() => setResolving(true)} data-testid="resolve">
                {t('competitions.ui.resolve')}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
      {c.corrections.map((x) => (
        <Alert
          key={x.sheetId}
          severity="warning"
          action={
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button
                size="small"
                onClick={() =>
                  void act.mutateAsync({ id: x.sheetId, action: 'approve-correction' }).catch(fail)
                }
              >
                {t('competitions.ui.approve')}
              </Button>
              <Button size="small" color="error" onClick={() => setRejecting(x.sheetId)}>
                {t('competitions.ui.reject')}
              </Button>
            </Stack>
          }
        >
          {t('competitions.ui.correctionBy', { judge: x.judge })}: {x.reason}
        </Alert>
      ))}
      {confirming && (
        <ConfirmDialog
          open
          title={t('competitions.ui.submitTitle')}
          message={t('competitions.ui.submitMessage', { total: f.number(total) })}
          confirmLabel={t('competitions.ui.submit')}
          onConfirm={async () => {
            try {
              const s = await saveDraft();
              if (!s) {
                setError(t('competitions.ui.submitNeedsConnection'));
                return;
              }
              await act.mutateAsync({ id: s.id, action: 'submit' });
              setEditing(false);
            } catch (e) {
              fail(e);
            }
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      {correcting && mine && (
        <ReasonDialog
          title={t('competitions.ui.proposeCorrection')}
          confirmLabel={t('competitions.ui.proposeCorrection')}
          required
          onConfirm={async (reason) => {
            await act.mutateAsync({
              id: mine.id,
              action: 'propose-correction',
              reason,
              events,
              marks,
              formAnswers,
            });
            setEditing(false);
          }}
          onClose={() => setCorrecting(false)}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('competitions.ui.reject')}
          confirmLabel={t('competitions.ui.reject')}
          required
          destructive
          onConfirm={(reason) =>
            act.mutateAsync({ id: rejecting, action: 'reject-correction', reason })
          }
          onClose={() => setRejecting(null)}
        />
      )}
      {resolving && (
        <ResolveDialog
          nominationId={c.nominationId}
          onClose={() => setResolving(false)}
          resolve={resolve.mutateAsync}
        />
      )}
    </Stack>
  );
}

function ResolveDialog({
  nominationId,
  onClose,
  resolve,
}: {
  nominationId: string;
  onClose(): void;
  resolve(input: { id: string; note: string; tieOrder?: number | null }): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [order, setOrder] = useState('');
  return (
    <FormDialog
      title={t('competitions.ui.resolve')}
      submitLabel={t('competitions.ui.save')}
      canSubmit={note.trim().length >= 3}
      onClose={onClose}
      onSubmit={() => resolve({ id: nominationId, note, tieOrder: order ? Number(order) : null })}
    >
      {(err) => (
        <>
          <TextField
            label={t('competitions.ui.resolutionNote')}
            name="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={!!err('note')}
            helperText={err('note')}
            multiline
            minRows={2}
            required
          />
          <TextField
            type="number"
            label={t('competitions.ui.tieOrder')}
            name="tieOrder"
            value={order}
            onChange={(e) => setOrder(e.target.value)}
            helperText={t('competitions.ui.tieOrderHint')}
          />
        </>
      )}
    </FormDialog>
  );
}

/**
 * A judge's sheet (in quranic-competition, `?judge=<category>`): contestants by draw number only,
 * the drawn passages, a big button per mistake event and passage, the marks, the running total;
 * submitted sheets are locked (a correction is proposed with a reason); the head judge approves
 * corrections and resolves divergences. Made for a 390 px phone.
 */
export function JudgingSheet({ categoryId, onBack }: { categoryId: string; onBack(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useJudging(categoryId);
  const [selected, setSelected] = useState<string | null>(null);
  const userId = useAuth().user?.id ?? null;
  const outboxState = useOutbox();
  return (
    <Screen
      title={query.data?.categoryName ?? t('competitions.ui.sheet')}
      subtitle={query.data?.competitionName}
      actions={
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('competitions.ui.back')}
        </Button>
      }
      maxWidth={720}
    >
      <QueryState query={query}>
        {(view) => {
          if (view.contestants.length === 0)
            return <Alert severity="info">{t('competitions.ui.noDrawYet')}</Alert>;
          const current =
            view.contestants.find((x) => x.nominationId === selected) ?? view.contestants[0]!;
          return (
            <Stack sx={{ gap: 2 }}>
              <Stack direction="row" sx={{ gap: 1, overflowX: 'auto', pb: 1 }} role="tablist">
                {view.contestants.map((x) => (
                  <Chip
                    key={x.nominationId}
                    role="tab"
                    aria-selected={x.nominationId === current.nominationId}
                    data-testid="contestant-chip"
                    label={`${t('competitions.ui.contestantNo')} ${f.number(x.drawNumber)}`}
                    color={x.nominationId === current.nominationId ? 'primary' : 'default'}
                    variant={x.mine && x.mine.state !== 'draft' ? 'filled' : 'outlined'}
                    icon={
                      x.mine && x.mine.state !== 'draft' ? <Lock fontSize="small" /> : undefined
                    }
                    onClick={() => setSelected(x.nominationId)}
                    sx={{ minHeight: 48, fontSize: '1rem', px: 1 }}
                  />
                ))}
              </Stack>
              {outboxState.loaded && (
                <Sheet
                  key={`${current.nominationId}:${current.mine?.version ?? 0}`}
                  view={view}
                  c={current}
                  queued={queuedSheet(outboxState.entries, userId, current.nominationId)}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Screen>
  );
}
