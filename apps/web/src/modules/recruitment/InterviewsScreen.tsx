import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import {
  FILE_KIND,
  RECRUITMENT_API,
  scoreForm,
  scoreSheetTemplate,
  type FormAnswers,
  type FormDefinition,
  type ListPage,
  type PostingSummary,
  type RoundDetail,
  type RoundInput,
  type RoundSummary,
  type ScoreSheet,
} from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { FormBuilder } from '../../app/forms/FormBuilder.tsx';
import { FileAnswerView } from '../../app/forms/AnswerInputs.tsx';
import { FormRenderer } from '../../app/forms/FormRenderer.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { APP_STATE_COLOURS } from './ApplicationDetail.tsx';
import { recKeys, recPath } from './recruitment-api.ts';

/** A new round: its posting, name, panel (staff with an account), slots and weighted sheet. */
function RoundEditor({
  postingId,
  onClose,
}: {
  postingId: string;
  onClose: (id?: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const postings = useQuery({
    queryKey: recKeys.postings({ picker: true }),
    queryFn: () =>
      api.get<ListPage<PostingSummary>>(recPath(RECRUITMENT_API.postings), {
        query: { pageSize: 100 },
      }),
  });
  const [posting, setPosting] = useState(postingId);
  const [name, setName] = useState('');
  const [panel, setPanel] = useState<LookupItem[]>([]);
  const [pick, setPick] = useState<LookupItem | null>(null);
  const [slots, setSlots] = useState<string[]>([]);
  const [slot, setSlot] = useState('');
  const [definition, setDefinition] = useState<FormDefinition>(scoreSheetTemplate(locale));
  const save = useMutation({
    mutationFn: () => {
      const body: RoundInput = {
        name,
        panelEmployeeIds: panel.map((p) => p.id),
        slots: slots.map((s) => new Date(s).toISOString()),
        definition,
      };
      return api.post<RoundDetail>(recPath(RECRUITMENT_API.rounds, { id: posting }), body);
    },
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['interviews'] });
      onClose(r.id);
    },
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  return (
    <Dialog open onClose={() => onClose()} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{t('recruitment.ui.newRound')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            select
            label={t('recruitment.ui.posting')}
            value={posting}
            onChange={(e) => setPosting(e.target.value)}
            required
          >
            {(postings.data?.items ?? []).map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('recruitment.ui.roundName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={!!p?.fields.name}
            helperText={p?.fields.name}
          />
          <Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' } }}
            >
              <LookupField
                resource="employees"
                label={t('recruitment.ui.panelMember')}
                value={pick}
                onChange={setPick}
                fullWidth
              />
              <Button
                disabled={!pick}
                onClick={() => {
                  if (pick && !panel.some((x) => x.id === pick.id)) setPanel([...panel, pick]);
                  setPick(null);
                }}
              >
                {t('recruitment.ui.addToPanel')}
              </Button>
            </Stack>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
              {panel.map((x) => (
                <Chip
                  key={x.id}
                  label={x.label}
                  onDelete={() => setPanel(panel.filter((y) => y.id !== x.id))}
                />
              ))}
            </Stack>
            {p?.fields.panelEmployeeIds && (
              <Typography color="error" variant="caption">
                {p.fields.panelEmployeeIds}
              </Typography>
            )}
          </Box>
          <Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' } }}
            >
              <TextField
                type="datetime-local"
                label={t('recruitment.ui.slot')}
                value={slot}
                onChange={(e) => setSlot(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                disabled={!slot}
                onClick={() => {
                  if (!slots.includes(slot)) setSlots([...slots, slot].sort());
                  setSlot('');
                }}
              >
                {t('recruitment.ui.addSlot')}
              </Button>
            </Stack>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
              {slots.map((s) => (
                <Chip
                  key={s}
                  label={<DateText value={new Date(s).toISOString()} withTime />}
                  onDelete={() => setSlots(slots.filter((x) => x !== s))}
                />
              ))}
            </Stack>
          </Box>
          <Typography variant="subtitle1" component="h3">
            {t('recruitment.ui.scoreSheet')}
          </Typography>
          <FormBuilder value={definition} onChange={setDefinition} />
          {p && <Alert severity="error">{p.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('recruitment.ui.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!posting || name.trim().length < 2 || panel.length === 0 || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('recruitment.ui.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A panel member's score sheet: marks with the running weighted total; submitted, it is locked. */
function SheetDialog({
  roundId,
  applicationId,
  onClose,
}: {
  roundId: string;
  applicationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const sheet = useQuery({
    queryKey: recKeys.sheet(roundId, applicationId),
    queryFn: () =>
      api.get<ScoreSheet>(recPath(RECRUITMENT_API.sheet, { id: roundId, applicationId })),
  });
  const [answers, setAnswers] = useState<FormAnswers | null>(null);
  const save = useMutation({
    mutationFn: (submit: boolean) =>
      submit
        ? api.post<ScoreSheet>(
            recPath(RECRUITMENT_API.sheetSubmit, { id: roundId, applicationId }),
            { answers: answers ?? {} },
          )
        : api.put<ScoreSheet>(recPath(RECRUITMENT_API.sheet, { id: roundId, applicationId }), {
            answers: answers ?? {},
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['interviews'] });
      onClose();
    },
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  const errors = p
    ? Object.fromEntries(Object.entries(p.fields).map(([k, v]) => [k.replace(/^answers\./, ''), v]))
    : {};
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <QueryState query={sheet}>
        {(s) => {
          const current = answers ?? s.answers;
          const locked = s.state === 'submitted';
          return (
            <>
              <DialogTitle dir="auto">{s.candidateName}</DialogTitle>
              <DialogContent dividers data-testid="score-sheet">
                {locked && (
                  <Alert severity="info" sx={{ mb: 1 }}>
                    {t('recruitment.ui.sheetLocked')}
                  </Alert>
                )}
                {s.applicantFiles.map((x) => (
                  <Paper
                    key={x.questionId}
                    variant="outlined"
                    sx={{ p: 1.5, mb: 1.5 }}
                    data-testid="applicant-file"
                  >
                    <Typography sx={{ fontWeight: 600 }} dir="auto">
                      {x.label}
                    </Typography>
                    <FileAnswerView
                      q={{
                        id: x.questionId,
                        kind: FILE_KIND,
                        label: x.label,
                        weight: 1,
                        required: false,
                      }}
                      file={x.file}
                      source={() =>
                        api.blob(
                          recPath(RECRUITMENT_API.applicationFile, {
                            id: applicationId,
                            questionId: x.questionId,
                          }),
                        )
                      }
                    />
                  </Paper>
                ))}
                <FormRenderer
                  definition={s.definition}
                  answers={current}
                  onChange={locked ? undefined : setAnswers}
                  errors={errors}
                  comments={false}
                />
                <Typography sx={{ mt: 1 }}>
                  {t('recruitment.ui.weightedScore')}:{' '}
                  <strong>{f.percent(scoreForm(s.definition, current).percent / 100, 1)}</strong>
                </Typography>
                {p && <Alert severity="error">{p.message}</Alert>}
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>{t('recruitment.ui.close')}</Button>
                {!locked && (
                  <>
                    <Button disabled={save.isPending} onClick={() => save.mutate(false)}>
                      {t('recruitment.ui.saveDraft')}
                    </Button>
                    <Button
                      variant="contained"
                      disabled={save.isPending}
                      onClick={() => save.mutate(true)}
                    >
                      {t('recruitment.ui.submitSheet')}
                    </Button>
                  </>
                )}
              </DialogActions>
            </>
          );
        }}
      </QueryState>
    </Dialog>
  );
}

/** A round: its panel and the ranking table (a member sees a score once their own is in). */
function RoundView({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const round = useQuery({
    queryKey: recKeys.round(id),
    queryFn: () => api.get<RoundDetail>(recPath(RECRUITMENT_API.round, { id })),
  });
  const [scoring, setScoring] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="round-view">
      <QueryState query={round}>
        {(r) => (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }} dir="auto">
                {r.name}
              </Typography>
              <IconButton aria-label={t('recruitment.ui.close')} onClick={onClose}>
                <Close />
              </IconButton>
            </Stack>
            <Typography variant="body2" color="text.secondary" dir="auto">
              {r.postingTitle} · {t('recruitment.ui.panel')}:{' '}
              {r.panel.map((p) => p.name).join('، ')}
            </Typography>
            {r.candidates.length === 0 ? (
              <EmptyState title={t('recruitment.ui.noCandidates')} />
            ) : (
              <TableContainer sx={{ mt: 1 }}>
                <Table size="small" aria-label={t('recruitment.ui.ranking')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('recruitment.ui.rank')}</TableCell>
                      <TableCell>{t('recruitment.ui.candidate')}</TableCell>
                      <TableCell>{t('recruitment.ui.slot')}</TableCell>
                      <TableCell>{t('recruitment.ui.sheetsDone')}</TableCell>
                      <TableCell>{t('recruitment.ui.score')}</TableCell>
                      <TableCell>{t('recruitment.ui.decision')}</TableCell>
                      {r.onPanel && <TableCell />}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {r.candidates.map((c) => (
                      <TableRow key={c.applicationId} data-testid="round-candidate">
                        <TableCell>{c.rank !== null ? f.number(c.rank) : '—'}</TableCell>
                        <TableCell dir="auto">{c.fullName}</TableCell>
                        <TableCell>
                          {c.slotAt ? <DateText value={c.slotAt} withTime /> : '—'}
                        </TableCell>
                        <TableCell>
                          {t('recruitment.ui.sheets', {
                            done: f.number(c.sheetsSubmitted),
                            of: f.number(r.panelSize),
                          })}
                        </TableCell>
                        <TableCell data-testid="candidate-score">
                          {c.score !== null
                            ? f.percent(c.score / 100, 1)
                            : r.onPanel && !r.manages
                              ? t('recruitment.ui.hiddenUntilYours')
                              : '—'}
                        </TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={APP_STATE_COLOURS[c.state]}
                            label={t(`recruitment.state.${c.state}`)}
                          />
                        </TableCell>
                        {r.onPanel && (
                          <TableCell>
                            <Button
                              size="small"
                              variant={c.mySheet?.state === 'submitted' ? 'text' : 'contained'}
                              onClick={() => setScoring(c.applicationId)}
                            >
                              {c.mySheet?.state === 'submitted'
                                ? t('recruitment.ui.viewSheet')
                                : t('recruitment.ui.score')}
                            </Button>
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {scoring && (
              <SheetDialog
                roundId={r.id}
                applicationId={scoring}
                onClose={() => setScoring(null)}
              />
            )}
          </>
        )}
      </QueryState>
    </Paper>
  );
}

/**
 * Interviews (/form-interviews-table-component): the rounds the caller manages (HR) or sits on
 * (a panel member); a round's ranking table with each candidate's mean score and the panel's
 * decision; HR adds rounds with their panel, slots and weighted score sheet (the form builder,
 * started with the recitation test); a panel member fills their own sheet.
 */
export function InterviewsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const [params] = useSearchParams();
  const canCreate = useCan('interviews:create');
  const [creating, setCreating] = useState(!!params.get('posting'));
  const [open, setOpen] = useState<string | null>(params.get('round'));
  const rounds = useQuery({
    queryKey: ['interviews', 'mine'],
    queryFn: () => api.get<RoundSummary[]>(recPath(RECRUITMENT_API.myRounds)),
  });
  return (
    <Screen
      maxWidth={1100}
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('recruitment.ui.newRound')}
          </Button>
        ) : null
      }
    >
      <Stack spacing={2}>
        {open && <RoundView id={open} onClose={() => setOpen(null)} />}
        <QueryState
          query={rounds}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t('recruitment.ui.noRounds')} />}
        >
          {(items) => (
            <Box
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              {items.map((r) => (
                <Card key={r.id} variant="outlined" data-testid="round-card">
                  <CardActionArea onClick={() => setOpen(r.id)} sx={{ p: 1.5, minHeight: 56 }}>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 600, flex: 1 }} dir="auto">
                        {r.name}
                      </Typography>
                      {r.onPanel && (
                        <Chip size="small" color="primary" label={t('recruitment.ui.onPanel')} />
                      )}
                    </Stack>
                    <Typography variant="body2" color="text.secondary" dir="auto">
                      {r.postingTitle} ·{' '}
                      {t('recruitment.ui.candidatesCount', {
                        count: r.candidateCount,
                        n: f.number(r.candidateCount),
                      })}
                    </Typography>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          )}
        </QueryState>
      </Stack>
      {creating && (
        <RoundEditor
          postingId={params.get('posting') ?? ''}
          onClose={(id) => {
            setCreating(false);
            if (id) setOpen(id);
          }}
        />
      )}
    </Screen>
  );
}

export default InterviewsScreen;
