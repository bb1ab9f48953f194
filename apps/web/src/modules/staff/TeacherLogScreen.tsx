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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { isNetworkError } from '../../app/offline/offline-data.ts';
import { requestBackgroundSync } from '../../app/offline/outbox-sync.ts';
import { useOutbox } from '../../app/offline/use-outbox.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { LOG_KEY, useCentreQr, useCheck, useLogDay, useMyLog } from './staff-api.ts';
import { CHECK_IN_KIND, queueCheckIn } from './teacher-log-offline.ts';

/** The phone's location, when the browser gives it (null otherwise: recorded as unknown). */
function phoneLocation(): Promise<{ lat: number; lng: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { timeout: 8000, maximumAge: 60_000 },
    ),
  );
}

/** Today's check-in code of the centre, to show there (a screen or a print at the entrance). */
function QrDialog({ centreId, onClose }: { centreId: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const qr = useCentreQr(centreId);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {t('staff.log.qr')}
        {qr.data ? ` · ${qr.data.centreName}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{t('staff.log.qrHelp')}</Typography>
          {qr.data && (
            <>
              <img
                src={qr.data.image}
                alt={t('staff.log.qr')}
                width={280}
                height={280}
                data-testid="centre-qr"
              />
              <DateText value={qr.data.day} />
            </>
          )}
          {qr.isError && <Alert severity="error">{(qr.error as Error).message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.ui.back')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The teacher log (teacher-log-component): on the phone, check in and out (the server's time;
 * the location checked against the centre's when it is known) and today's sessions; for the
 * centre's staff records' readers, the centre's day with late arrivals and absences.
 */
export function TeacherLogScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const mine = useMyLog();
  const checkIn = useCheck('checkIn');
  const checkOut = useCheck('checkOut');
  const canSeeCentre = useCan('employees:read');
  const s = useSearchState();
  const day = useLogDay(
    { date: s.get('date') || undefined, centreId: s.get('centre') || undefined },
    canSeeCentre,
  );
  // The centre whose day is shown: the one picked here, else the caller's own (the server's
  // default); a supervisor or an administrator without a centre of their own picks one.
  const [picked, setPicked] = useState<LookupItem | null>(null);
  const shownCentre: LookupItem | null =
    picked ??
    (day.data?.centreId
      ? { id: day.data.centreId, label: day.data.centreName ?? '', subtitle: null, archived: false }
      : null);
  const [error, setError] = useState<string | null>(null);
  const [showQr, setShowQr] = useState(false);
  // The centre's QR code opens this screen with today's code: it proves where the check-in is.
  const code = s.get('code') || null;
  // A check-in made with no network waits in the outbox (docs/offline.md), at the phone's time.
  const userId = useAuth().user?.id ?? null;
  const { entries } = useOutbox();
  const queued = entries.find((e) => e.kind === CHECK_IN_KIND && e.userId === userId) ?? null;
  const queryClient = useQueryClient();
  const hadQueued = useRef(false);
  useEffect(() => {
    if (queued) hadQueued.current = true;
    else if (hadQueued.current) {
      // Sent: the day as the server has it now.
      hadQueued.current = false;
      void queryClient.invalidateQueries({ queryKey: [LOG_KEY] });
    }
  }, [queued, queryClient]);
  const act = async (which: 'in' | 'out', locate: boolean) => {
    setError(null);
    try {
      const withCode = which === 'in' && code !== null;
      const location = locate && !withCode ? await phoneLocation() : null;
      const input = { location, ...(withCode ? { code } : {}) };
      const queueAs = which === 'in' ? userId : null;
      if (queueAs && globalThis.navigator?.onLine === false) {
        await queueCheckIn(queueAs, input);
        void requestBackgroundSync();
        return;
      }
      try {
        await (which === 'in' ? checkIn : checkOut).mutateAsync(input);
      } catch (e) {
        if (!queueAs || !isNetworkError(e)) throw e;
        await queueCheckIn(queueAs, input);
        void requestBackgroundSync();
      }
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Screen maxWidth={900}>
      <QueryState query={mine}>
        {(d) =>
          !d.employee ? (
            !canSeeCentre && (
              <EmptyState
                title={t('staff.ui.noEmployeeTitle')}
                description={t('staff.ui.noEmployeeBody')}
              />
            )
          ) : (
            <Card variant="outlined" sx={{ mb: 3 }}>
              <CardContent>
                <Stack spacing={1.5}>
                  <Typography variant="h6">
                    {t('staff.log.today')} · <DateText value={d.today} style="medium" wrap />
                  </Typography>
                  {d.locationRequired && !d.log && !code && (
                    <Alert severity="info" data-testid="location-note">
                      {t(
                        d.locationMandatory
                          ? 'staff.log.locationMandatory'
                          : 'staff.log.locationNote',
                      )}
                    </Alert>
                  )}
                  {d.log && (
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                      <Typography data-testid="log-arrived">
                        {t('staff.log.arrived')}: {f.digits(d.log.arrivedAt)}
                      </Typography>
                      {d.log.leftAt && (
                        <Typography data-testid="log-left">
                          · {t('staff.log.left')}: {f.digits(d.log.leftAt)}
                        </Typography>
                      )}
                      <Chip
                        size="small"
                        color={d.log.locationState === 'outside' ? 'warning' : 'default'}
                        label={t(`staff.log.location.${d.log.locationState}`)}
                      />
                    </Stack>
                  )}
                  {code && !d.log && <Alert severity="info">{t('staff.log.withCode')}</Alert>}
                  {queued && !d.log && (
                    <Alert severity={queued.error ? 'error' : 'info'} data-testid="check-in-queued">
                      {t('staff.log.checkInQueued', { time: f.dateTime(queued.createdAt) })}
                      {queued.error && <div>{queued.error.message}</div>}
                    </Alert>
                  )}
                  {error && <Alert severity="error">{error}</Alert>}
                  <Stack direction="row" sx={{ gap: 1 }}>
                    {!d.log && !queued && (
                      <Button
                        variant="contained"
                        size="large"
                        fullWidth
                        onClick={() => void act('in', d.locationRequired)}
                        disabled={checkIn.isPending}
                        data-testid="check-in"
                      >
                        {t('staff.log.checkIn')}
                      </Button>
                    )}
                    {d.log && !d.log.leftAt && (
                      <Button
                        variant="outlined"
                        size="large"
                        fullWidth
                        onClick={() => void act('out', false)}
                        disabled={checkOut.isPending}
                        data-testid="check-out"
                      >
                        {t('staff.log.checkOut')}
                      </Button>
                    )}
                  </Stack>
                  <Typography variant="subtitle2">{t('staff.log.todaySessions')}</Typography>
                  {d.sessions.length === 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {t('staff.log.noSessions')}
                    </Typography>
                  )}
                  {d.sessions.map((x, i) => (
                    <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <Typography variant="body2" sx={{ flex: 1 }}>
                        {x.ringName} · {f.digits(x.startsAt)}–{f.digits(x.endsAt)}
                      </Typography>
                      <Chip
                        size="small"
                        color={x.held ? 'success' : 'default'}
                        label={t(x.held ? 'staff.log.held' : 'staff.log.notHeld')}
                      />
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          )
        }
      </QueryState>
      {canSeeCentre && (
        <>
          <Stack direction="row" sx={{ gap: 1, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" sx={{ flex: '1 1 100%' }}>
              {t('staff.log.centreDay')}
            </Typography>
            <Box sx={{ flex: '1 1 220px', minWidth: 180 }}>
              <LookupField
                resource="centres"
                label={t('staff.log.centre')}
                value={shownCentre}
                onChange={(v) => {
                  setPicked(v);
                  s.set({ centre: v?.id ?? '' });
                }}
                size="small"
                fullWidth
              />
            </Box>
            <Box sx={{ flex: '0 1 220px', minWidth: 180 }}>
              <DateField
                size="small"
                compact
                label={t('staff.log.date')}
                value={s.get('date') || day.data?.date || null}
                // A day typed that is not one stays in the field and asks for nothing.
                onChange={(v) => {
                  if (!v || /^\d{4}-\d{2}-\d{2}$/.test(v)) s.set({ date: v ?? '' });
                }}
              />
            </Box>
            <Button
              variant="outlined"
              disabled={!day.data?.centreId}
              onClick={() => setShowQr(true)}
              data-testid="show-qr"
            >
              {t('staff.log.qr')}
            </Button>
          </Stack>
          {showQr && (
            <QrDialog centreId={day.data?.centreId ?? null} onClose={() => setShowQr(false)} />
          )}
          <QueryState
            query={day}
            isEmpty={(d) => d.people.length === 0}
            empty={
              <EmptyState
                title={t(day.data?.centreId ? 'staff.log.nobody' : 'staff.log.chooseCentre')}
                dense
              />
            }
          >
            {(d) => (
              <Stack spacing={1}>
                {d.people.map((p) => (
                  <Card key={p.employeeId} variant="outlined" data-testid="log-person">
                    <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                      <Stack
                        direction="row"
                        sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                          {p.employeeName}
                        </Typography>
                        {p.late && (
                          <Chip size="small" color="warning" label={t('staff.log.late')} />
                        )}
                        {p.absent && (
                          <Chip size="small" color="error" label={t('staff.log.absent')} />
                        )}
                        {p.locationState === 'outside' && (
                          <Chip
                            size="small"
                            color="warning"
                            label={t('staff.log.location.outside')}
                          />
                        )}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {p.firstSession
                          ? `${t('staff.log.firstSession')}: ${f.digits(p.firstSession)} · `
                          : ''}
                        {t('staff.log.arrived')}: {p.arrivedAt ? f.digits(p.arrivedAt) : '—'}
                        {p.leftAt ? ` · ${t('staff.log.left')}: ${f.digits(p.leftAt)}` : ''}
                      </Typography>
                    </CardContent>
                  </Card>
                ))}
              </Stack>
            )}
          </QueryState>
        </>
      )}
    </Screen>
  );
}

export default TeacherLogScreen;
