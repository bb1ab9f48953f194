import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RECRUITMENT_API,
  type ApplicationDetail as Detail,
  type ApplicationState,
  type RoundSummary,
} from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { todayIso } from '../../app/format/today.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { FormRenderer } from '../../app/forms/FormRenderer.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { api } from '../../app/http/client.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { recKeys, recPath } from './recruitment-api.ts';

export const APP_STATE_COLOURS: Record<
  ApplicationState,
  'default' | 'primary' | 'info' | 'warning' | 'success' | 'error'
> = {
  new: 'primary',
  shortlisted: 'info',
  interview: 'warning',
  accepted: 'success',
  rejected: 'error',
  hired: 'success',
  withdrawn: 'default',
};

/** One application in a side panel: the person, the answers, the timeline, the interviews, the moves. */
export function ApplicationDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const detail = useQuery({
    queryKey: recKeys.application(id),
    queryFn: () => api.get<Detail>(recPath(RECRUITMENT_API.application, { id })),
  });
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: phone ? '100%' : 560, p: 2 } } }}
    >
      <QueryState query={detail}>{(a) => <DetailBody a={a} onClose={onClose} />}</QueryState>
      {phone && (
        <Button onClick={onClose} sx={{ mt: 2 }}>
          {t('recruitment.ui.close')}
        </Button>
      )}
    </Drawer>
  );
}

function DetailBody({ a, onClose }: { a: Detail; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [hiring, setHiring] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['job-applications'] });
  const move = useMutation({
    mutationFn: (x: {
      action: 'shortlist' | 'accept' | 'reject' | 'invite';
      reason?: string;
      roundId?: string;
    }) =>
      api.post<Detail>(recPath(RECRUITMENT_API.applicationAction, { id: a.id, action: x.action }), {
        version: a.version,
        ...(x.reason ? { reason: x.reason } : {}),
        ...(x.roundId ? { roundId: x.roundId } : {}),
      }),
    onSuccess: refresh,
  });
  const error = move.error ? problemsOf(move.error, t('errors.internal')).message : null;
  return (
    <Stack spacing={1.5} data-testid="application-detail">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }} dir="auto">
          {a.fullName}
        </Typography>
        <Chip
          color={APP_STATE_COLOURS[a.state]}
          label={t(`recruitment.state.${a.state}`)}
          data-testid="detail-state"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="auto">
        {a.postingTitle}
        {a.candidateTypeName ? ` · ${a.candidateTypeName}` : ''}
      </Typography>
      {a.purged ? (
        <Alert severity="info">{t('recruitment.ui.purged')}</Alert>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          <dt>{t('recruitment.ui.phone')}</dt>
          <dd style={{ margin: 0 }} dir="ltr">
            {a.phone}
          </dd>
          {a.email && (
            <>
              <dt>{t('recruitment.ui.email')}</dt>
              <dd style={{ margin: 0 }} dir="ltr">
                {a.email}
              </dd>
            </>
          )}
          {a.identityNumber && (
            <>
              <dt>{t('recruitment.ui.identityNumber')}</dt>
              <dd style={{ margin: 0 }} dir="ltr">
                {a.identityNumber}
              </dd>
            </>
          )}
          <dt>{t('recruitment.ui.submittedAt')}</dt>
          <dd style={{ margin: 0 }}>
            <DateText value={a.submittedAt} style="medium" />
          </dd>
          <dt>{t('recruitment.ui.source')}</dt>
          <dd style={{ margin: 0 }}>{a.source}</dd>
        </Box>
      )}
      {a.employeeId && <Alert severity="info">{t('recruitment.ui.isStaff')}</Alert>}
      {a.earlier.length > 0 && (
        <Alert severity="info">
          {t('recruitment.ui.returning')}
          {a.earlier.map((e) => (
            <div key={e.id}>
              {e.postingTitle} · {t(`recruitment.state.${e.state}`)} ·{' '}
              <DateText value={e.submittedAt} style="medium" />
            </div>
          ))}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {a.actions.includes('shortlist') && (
          <Button
            variant="contained"
            disabled={move.isPending}
            onClick={() => move.mutate({ action: 'shortlist' })}
          >
            {t('recruitment.action.shortlist')}
          </Button>
        )}
        {a.actions.includes('invite') && (
          <Button variant="contained" onClick={() => setInviting(true)}>
            {t('recruitment.action.invite')}
          </Button>
        )}
        {a.actions.includes('accept') && (
          <Button
            variant="contained"
            color="success"
            disabled={move.isPending}
            onClick={() => move.mutate({ action: 'accept' })}
          >
            {t('recruitment.action.accept')}
          </Button>
        )}
        {a.actions.includes('hire') && (
          <Button variant="contained" color="success" onClick={() => setHiring(true)}>
            {t('recruitment.action.hire')}
          </Button>
        )}
        {a.actions.includes('reject') && (
          <Button color="error" onClick={() => setRejecting(true)}>
            {t('recruitment.action.reject')}
          </Button>
        )}
        {a.hiredEmployeeId && (
          <Button component={RouterLink} to={`/r/teachers/${a.hiredEmployeeId}`}>
            {t('recruitment.ui.openEmployee')}
          </Button>
        )}
      </Stack>
      {a.interviews.length > 0 && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('recruitment.ui.interviews')}
          </Typography>
          {a.interviews.map((i) => (
            <Typography key={i.roundId} variant="body2">
              {i.roundName} ·{' '}
              {t('recruitment.ui.sheets', {
                done: f.number(i.sheetsSubmitted),
                of: f.number(i.panelSize),
              })}
              {i.score !== null && ` · ${f.percent(i.score / 100, 1)}`}
              {i.slotAt && (
                <>
                  {' · '}
                  <DateText value={i.slotAt} withTime />
                </>
              )}
            </Typography>
          ))}
        </>
      )}
      {a.rejectionReason && <Alert severity="warning">{a.rejectionReason}</Alert>}
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('recruitment.ui.answers')}
      </Typography>
      <FormRenderer
        definition={a.definition}
        answers={a.answers}
        comments={false}
        files={{
          source: (q) =>
            api.blob(recPath(RECRUITMENT_API.applicationFile, { id: a.id, questionId: q.id })),
        }}
      />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('recruitment.ui.timeline')}
      </Typography>
      <Stack spacing={0.5}>
        <Typography variant="body2">
          {t('recruitment.state.new')} · <DateText value={a.submittedAt} withTime />
        </Typography>
        {a.events.map((e, i) => (
          <Typography key={i} variant="body2">
            {t(`recruitment.state.${e.toState}`)} · <DateText value={e.at} withTime />
            {e.by ? ` · ${e.by}` : ''}
            {e.reason ? ` · ${e.reason}` : ''}
          </Typography>
        ))}
      </Stack>
      {rejecting && (
        <ReasonDialog
          title={t('recruitment.action.reject')}
          message={t('recruitment.ui.rejectHelp')}
          confirmLabel={t('recruitment.action.reject')}
          destructive
          onConfirm={(reason) => move.mutateAsync({ action: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
      {inviting && <InviteDialog a={a} onClose={() => setInviting(false)} onDone={refresh} />}
      {hiring && (
        <HireDialog
          a={a}
          onClose={() => setHiring(false)}
          onDone={() => void refresh().then(onClose)}
        />
      )}
    </Stack>
  );
}

function InviteDialog({
  a,
  onClose,
  onDone,
}: {
  a: Detail;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  const rounds = useQuery({
    queryKey: recKeys.rounds(a.postingId),
    queryFn: () => api.get<RoundSummary[]>(recPath(RECRUITMENT_API.rounds, { id: a.postingId })),
  });
  const [roundId, setRoundId] = useState('');
  return (
    <FormDialog
      title={t('recruitment.action.invite')}
      submitLabel={t('recruitment.action.invite')}
      canSubmit={!!roundId}
      onClose={onClose}
      onSubmit={() =>
        api
          .post(recPath(RECRUITMENT_API.applicationAction, { id: a.id, action: 'invite' }), {
            roundId,
            version: a.version,
          })
          .then(onDone)
      }
    >
      {(err) => (
        <>
          <TextField
            select
            label={t('recruitment.ui.round')}
            value={roundId}
            onChange={(e) => setRoundId(e.target.value)}
            required
            fullWidth
            error={!!err('roundId')}
            helperText={
              err('roundId') ??
              ((rounds.data?.length ?? 1) === 0 ? t('recruitment.ui.noRoundsYet') : ' ')
            }
          >
            {(rounds.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          {(rounds.data?.length ?? 1) === 0 && (
            <Button
              component={RouterLink}
              to={`/form-interviews-table-component?posting=${a.postingId}`}
            >
              {t('recruitment.ui.newRound')}
            </Button>
          )}
        </>
      )}
    </FormDialog>
  );
}

function HireDialog({
  a,
  onClose,
  onDone,
}: {
  a: Detail;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [startsOn, setStartsOn] = useState<string | null>(todayIso());
  return (
    <FormDialog
      title={t('recruitment.action.hire')}
      submitLabel={t('recruitment.action.hire')}
      canSubmit={!!startsOn}
      onClose={onClose}
      onSubmit={() =>
        api
          .post(recPath(RECRUITMENT_API.hire, { id: a.id }), {
            startsOn,
            version: a.version,
            ...(centre ? { centreId: centre.id } : {}),
          })
          .then(onDone)
      }
    >
      {(err) => (
        <>
          <Typography variant="body2">
            {t('recruitment.ui.hireHelp', { name: a.fullName })}
          </Typography>
          <LookupField
            resource="centres"
            label={t('recruitment.ui.hireCentre')}
            value={centre}
            onChange={setCentre}
            error={err('centreId')}
            fullWidth
          />
          <DateField
            label={t('recruitment.ui.startsOn')}
            value={startsOn}
            onChange={setStartsOn}
            required
            {...(err('startsOn') ? { error: err('startsOn')! } : {})}
          />
        </>
      )}
    </FormDialog>
  );
}
