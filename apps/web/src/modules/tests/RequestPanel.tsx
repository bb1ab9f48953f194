import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EligibilityProblem, TestAction, TestRequestDetail } from '@qc/domain';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { useFormErrors } from '../../app/forms/use-form-errors.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { GradeChip, StateChip, usePortionText } from './parts.tsx';
import {
  useExaminerSuggestions,
  useLocalName,
  useRequestAction,
  useTestRequest,
} from './tests-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

type Action = Exclude<TestAction, 'request'>;

/** Actions that need a reason, and the one the request screen words for each. */
const REASON_ACTIONS: readonly Action[] = ['reject', 'cancel', 'no-show', 'return-result'];
/** Actions done with one click once confirmed. */
const CONFIRM_ACTIONS: readonly Action[] = ['approve', 'approve-result', 'issue-certificate'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
      {/* On a phone the label sits above its value, which then has the whole width. */}
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: { xs: '100%', sm: 120 } }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A reason for reject, cancel, no-show and return: at least 3 characters, said to the requester. */
function ReasonDialog({
  request,
  action,
  onClose,
}: {
  request: TestRequestDetail;
  action: Action;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const [reason, setReason] = useState('');
  const errors = useFormErrors();
  const act = useRequestAction(request.id);
  const send = async () => {
    try {
      await act.mutateAsync({ action, body: { reason: reason.trim() } });
      onClose();
    } catch (e) {
      errors.fail(e, ['reason']);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t(`tests.action.${action}`)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {request.studentName} · {localName(request.kindName)}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t('tests.ui.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!errors.fields.reason}
          helperText={errors.fields.reason ?? t('tests.ui.reasonHelp')}
        />
        {errors.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color={action === 'return-result' ? 'primary' : 'error'}
          disabled={reason.trim().length < 3 || act.isPending}
          onClick={() => void send()}
        >
          {t(`tests.action.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approve, approve the result, issue the certificate: what it means, then one click. */
function ConfirmActionDialog({
  request,
  action,
  onClose,
}: {
  request: TestRequestDetail;
  action: Action;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const localName = useLocalName();
  const errors = useFormErrors();
  const act = useRequestAction(request.id);
  const send = async () => {
    try {
      await act.mutateAsync({ action });
      onClose();
    } catch (e) {
      errors.fail(e);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t(`tests.action.${action}`)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          {request.studentName} · {localName(request.kindName)}
        </Typography>
        {action === 'approve' && request.overrideReason && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('tests.ui.overrideSeen', { reason: request.overrideReason })}
          </Alert>
        )}
        {action === 'approve' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('tests.ui.approveHelp')}
          </Typography>
        )}
        {action === 'approve' && <Problems problems={request.currentProblems} />}
        {action === 'approve-result' && request.result && (
          <Stack direction="row" sx={{ mt: 2, gap: 1, alignItems: 'center' }}>
            <Typography variant="body2">
              {t('tests.ui.resultLine', {
                total: f.number(request.result.total),
                max: f.number(request.result.maxTotal),
              })}
            </Typography>
            <GradeChip grade={request.result.grade} />
          </Stack>
        )}
        {action === 'approve-result' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('tests.ui.approveResultHelp')}
          </Typography>
        )}
        {action === 'issue-certificate' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('tests.ui.issueHelp')}
          </Typography>
        )}
        {errors.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={act.isPending} onClick={() => void send()}>
          {t(`tests.action.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The day and time of a test as the input of a `datetime-local` field, in local time. */
function localInput(iso: string | null): string {
  const d = iso ? new Date(iso) : new Date(Date.now() + 86_400_000);
  if (!iso) d.setHours(10, 0, 0, 0);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Eligibility problems as the server words them. */
function Problems({ problems }: { problems: readonly EligibilityProblem[] }) {
  const { t } = useTranslation();
  if (!problems.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="eligibility-problems">
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {problems.map((p) => (
          <li key={p.code}>{t(p.code, p.params)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Schedule (or reschedule): for the chosen time the server lists the qualified examiners, free
 * ones first, and names why one may not examine this student (their own teacher, the same
 * centre when the kind needs an outside examiner): those are shown but cannot be chosen.
 */
function ScheduleDialog({ request, onClose }: { request: TestRequestDetail; onClose(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const localName = useLocalName();
  const phone = usePhone();
  const [examinerId, setExaminerId] = useState(request.examinerId ?? '');
  const [at, setAt] = useState(localInput(request.scheduledAt));
  const [place, setPlace] = useState(request.place ?? '');
  const [onlineLink, setOnlineLink] = useState(request.onlineLink ?? '');
  const when = at && !Number.isNaN(new Date(at).getTime()) ? new Date(at).toISOString() : null;
  const suggestions = useExaminerSuggestions(request.id, when);
  const errors = useFormErrors();
  const act = useRequestAction(request.id);
  const send = async () => {
    try {
      await act.mutateAsync({
        action: 'schedule',
        body: {
          examinerId,
          scheduledAt: when,
          place: place.trim() || null,
          onlineLink: onlineLink.trim() || null,
        },
      });
      onClose();
    } catch (e) {
      errors.fail(e, ['examinerId', 'scheduledAt', 'place', 'onlineLink']);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle>{t('tests.action.schedule')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {request.studentName} · {localName(request.kindName)}
        </Typography>
        <TextField
          fullWidth
          type="datetime-local"
          label={t('tests.ui.when')}
          value={at}
          onChange={(e) => setAt(e.target.value)}
          error={!!errors.fields.scheduledAt}
          helperText={errors.fields.scheduledAt ?? (when ? f.dateTime(when) : undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('tests.ui.suggestedExaminers')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('tests.ui.suggestedHelp')}
        </Typography>
        <QueryState
          query={suggestions}
          isEmpty={(d) => d.items.length === 0}
          empty={
            <Alert severity="info" sx={{ my: 1 }}>
              {t('tests.ui.noExaminers')}
            </Alert>
          }
        >
          {({ items }) => (
            <List dense sx={{ mb: 1 }} aria-label={t('tests.ui.suggestedExaminers')}>
              {items.map((ex) => (
                <ListItem key={ex.examinerId} disablePadding>
                  <ListItemButton
                    selected={ex.examinerId === examinerId}
                    disabled={!!ex.conflict}
                    onClick={() => setExaminerId(ex.examinerId)}
                    data-testid="examiner-option"
                  >
                    <ListItemText
                      primary={ex.name}
                      // Each part isolated, so an Arabic centre name beside French words keeps
                      // its order.
                      secondary={[
                        ex.centreName,
                        count('tests.ui.loadCount', ex.load),
                        ex.conflict
                          ? t(`tests.examiner.${ex.conflict}`)
                          : ex.free === false
                            ? t('tests.ui.busyThen')
                            : null,
                      ]
                        .filter((x): x is string => !!x)
                        .map((x, i) => (
                          <Fragment key={i}>
                            {i > 0 && ' · '}
                            <bdi>{x}</bdi>
                          </Fragment>
                        ))}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
        {errors.fields.examinerId && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errors.fields.examinerId}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('tests.ui.place')}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            error={!!errors.fields.place}
            helperText={errors.fields.place ?? t('tests.ui.placeOrLink')}
          />
          <TextField
            label={t('tests.ui.onlineLink')}
            value={onlineLink}
            onChange={(e) => setOnlineLink(e.target.value)}
            error={!!errors.fields.onlineLink}
            helperText={errors.fields.onlineLink}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
        </Stack>
        {errors.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!examinerId || !when || (!place.trim() && !onlineLink.trim()) || act.isPending}
          onClick={() => void send()}
        >
          {t('tests.action.schedule')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The request's facts, its history (who, when, why) and the buttons the caller may use. */
function RequestDetails({ request }: { request: TestRequestDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const portionText = usePortionText();
  const localName = useLocalName();
  const { dir } = useLocale();
  const [dialog, setDialog] = useState<Action | null>(null);
  const actions = request.actions.filter((a) => a !== 'request');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StateChip state={request.state} />
        {request.result && <GradeChip grade={request.result.grade} />}
      </Stack>
      <Box>
        <Row label={t('tests.ui.student')}>
          {request.studentId ? (
            <Link component={RouterLink} to={`/student-page-component?id=${request.studentId}`}>
              {request.studentName}
            </Link>
          ) : (
            request.studentName
          )}
        </Row>
        <Row label={t('tests.ui.kind')}>{localName(request.kindName)}</Row>
        <Row label={t('tests.ui.portion')}>{portionText(request)}</Row>
        <Row label={t('tests.ui.centre')}>
          {[request.centreName, request.ringName].filter(Boolean).join(' · ')}
        </Row>
        <Row label={t('tests.ui.requested')}>
          <DateText value={request.requestedAt} style="medium" />
          {request.requestedByName && ` · ${request.requestedByName}`}
        </Row>
        {request.scheduledAt && (
          <Row label={t('tests.ui.scheduled')}>
            <DateText value={request.scheduledAt} withTime />
            {request.examinerName && ` · ${request.examinerName}`}
          </Row>
        )}
        {(request.place || request.onlineLink) && (
          <Row label={t('tests.ui.place')}>
            {request.place}
            {request.onlineLink && (
              <Link href={request.onlineLink} target="_blank" rel="noreferrer" dir="ltr">
                {request.onlineLink}
              </Link>
            )}
          </Row>
        )}
        {request.result && (
          <Row label={t('tests.ui.result')}>
            {t('tests.ui.resultLine', {
              total: f.number(request.result.total),
              max: f.number(request.result.maxTotal),
            })}
            {' · '}
            {t(`tests.resultStatus.${request.result.status}`)}
          </Row>
        )}
        {request.certificateSerial && (
          <Row label={t('tests.ui.certificate')}>
            <Link
              data-testid="certificate-serial"
              component={RouterLink}
              to={`/verify/${encodeURIComponent(request.certificateSerial)}`}
              dir="ltr"
            >
              {request.certificateSerial}
            </Link>
          </Row>
        )}
      </Box>
      {request.overrideReason && (
        <Alert severity="warning">
          {t('tests.ui.overrideSeen', { reason: request.overrideReason })}
        </Alert>
      )}
      {['requested', 'approved'].includes(request.state) && (
        <Problems problems={request.currentProblems} />
      )}
      {actions.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="request-actions">
          {actions.map((a) =>
            a === 'submit-result' ? (
              <Button
                key={a}
                variant="contained"
                component={RouterLink}
                to={`/student-test-form?id=${request.id}`}
              >
                {t('tests.ui.openSheet')}
              </Button>
            ) : (
              <Button
                key={a}
                variant={REASON_ACTIONS.includes(a) ? 'outlined' : 'contained'}
                color={REASON_ACTIONS.includes(a) && a !== 'return-result' ? 'error' : 'primary'}
                onClick={() => setDialog(a)}
              >
                {a === 'schedule' && request.state === 'scheduled'
                  ? t('tests.ui.reschedule')
                  : t(`tests.action.${a}`)}
              </Button>
            ),
          )}
        </Stack>
      )}
      <Divider />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('tests.ui.history')}
        </Typography>
        <List dense disablePadding data-testid="request-history">
          {request.events.map((e) => (
            <Box component="li" key={e.id} sx={{ listStyle: 'none', py: 0.75 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`tests.action.${e.action}`)} {dir === 'rtl' ? '←' : '→'}{' '}
                {t(`tests.state.${e.toState}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                <DateText value={e.at} withTime />
                {e.byName && ` · ${e.byName}`}
              </Typography>
              {e.reason && <Typography variant="body2">{e.reason}</Typography>}
            </Box>
          ))}
        </List>
      </Box>
      {dialog === 'schedule' && (
        <ScheduleDialog request={request} onClose={() => setDialog(null)} />
      )}
      {dialog && REASON_ACTIONS.includes(dialog) && (
        <ReasonDialog request={request} action={dialog} onClose={() => setDialog(null)} />
      )}
      {dialog && CONFIRM_ACTIONS.includes(dialog) && (
        <ConfirmActionDialog request={request} action={dialog} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

/** One request in a side panel (full screen on a phone), opened from a list row. */
export function RequestPanel({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const request = useTestRequest(id);
  return (
    <Drawer
      anchor="right"
      open={!!id}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: phone ? '100%' : 440, p: 2 } } }}
    >
      <Box data-testid="request-panel">
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {request.data ? request.data.studentName : t('tests.ui.request')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('shell.close')}>
            <Close />
          </IconButton>
        </Stack>
        <QueryState query={request}>{(r) => <RequestDetails request={r} />}</QueryState>
      </Box>
    </Drawer>
  );
}
