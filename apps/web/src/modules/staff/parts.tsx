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
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { SheetDay, WorkSheetDetail, WorkSheetState } from '@qc/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { MonthText } from '../../app/components/MonthField.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useOpenSheet, useReview, useSheet } from './staff-api.ts';

const COLOURS: Record<WorkSheetState, 'default' | 'info' | 'warning' | 'success'> = {
  draft: 'default',
  submitted: 'info',
  returned: 'warning',
  approved: 'success',
};

export function SheetStateChip({ state }: { state: WorkSheetState | null }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={state ? COLOURS[state] : 'default'}
      variant={state ? 'filled' : 'outlined'}
      label={t(state ? `staff.state.${state}` : 'staff.state.none')}
      data-testid="sheet-state"
    />
  );
}

/** Minutes as hours and minutes ("٣ س ٢٠ د"), in the user's digits. */
export function useHours() {
  const { t } = useTranslation();
  const f = useFormat();
  return (minutes: number) =>
    minutes % 60 === 0
      ? t('staff.ui.hoursOnly', { h: f.number(minutes / 60) })
      : t('staff.ui.hoursValue', {
          h: f.number(Math.floor(minutes / 60)),
          m: f.number(minutes % 60),
        });
}

/** The sheet's figures: expected, recorded, sessions, days that deviate. */
export function SheetFigures({ sheet }: { sheet: Pick<WorkSheetDetail, 'totals'> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const hours = useHours();
  const figures = [
    ['staff.ui.expected', hours(sheet.totals.expectedMinutes)],
    ['staff.ui.recorded', hours(sheet.totals.recordedMinutes)],
    ['staff.ui.sessions', f.number(sheet.totals.sessions)],
    ['staff.ui.deviations', f.number(sheet.totals.deviations)],
  ] as const;
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}
    >
      {figures.map(([key, value]) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <Typography variant="caption" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid={`figure-${key.split('.').pop()}`}>
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The days of a sheet, each a card (readable on a phone), those that deviate first to the eye. */
export function DayList({
  days,
  onRemoveLine,
}: {
  days: readonly SheetDay[];
  onRemoveLine?: ((lineId: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const hours = useHours();
  const [onlyDeviations, setOnlyDeviations] = useState(false);
  const shown = days.filter(
    (d) =>
      (d.entries.length > 0 || d.expectedMinutes > 0 || d.holiday) &&
      (!onlyDeviations || d.flags.length > 0),
  );
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={onlyDeviations} onChange={(e) => setOnlyDeviations(e.target.checked)} />
        }
        label={t('staff.ui.onlyDeviations')}
      />
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('staff.ui.emptyDay')}
        </Typography>
      )}
      {shown.map((d) => (
        <Card
          key={d.date}
          variant="outlined"
          data-testid="sheet-day"
          sx={d.flags.length > 0 ? { borderColor: 'warning.main' } : undefined}
        >
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <Stack
              direction="row"
              sx={{
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 1,
                flexWrap: 'wrap',
              }}
            >
              <Typography sx={{ fontWeight: 600, minWidth: 0 }}>
                <DateText value={d.date} style="medium" wrap />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {hours(d.recordedMinutes)} / {hours(d.expectedMinutes)}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
              {d.holiday && <Chip size="small" label={d.holiday} color="secondary" />}
              {d.weekend && d.expectedMinutes === 0 && (
                <Chip size="small" label={t('staff.ui.weekend')} variant="outlined" />
              )}
              {d.flags.map((flag) => (
                <Chip
                  key={flag}
                  size="small"
                  color="warning"
                  label={t(`staff.flag.${flag}`)}
                  data-testid="sheet-flag"
                />
              ))}
            </Stack>
            {d.entries.map((e, i) => (
              <Stack
                key={`${e.kind}-${e.lineId ?? i}`}
                direction="row"
                sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}
                data-testid="sheet-entry"
              >
                <Chip size="small" variant="outlined" label={t(`staff.entry.${e.kind}`)} />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {e.label}
                  {e.startsAt && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      {f.digits(e.startsAt)}
                      {e.endsAt ? `–${f.digits(e.endsAt)}` : ''}
                    </Typography>
                  )}
                  {e.note && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      · {e.note}
                    </Typography>
                  )}
                </Typography>
                {e.minutes > 0 && (
                  <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
                    {hours(e.minutes)}
                  </Typography>
                )}
                {onRemoveLine && e.lineId && (
                  <IconButton
                    size="small"
                    aria-label={t('staff.ui.removeLine')}
                    onClick={() => onRemoveLine(e.lineId!)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A sheet as its reviewer reads it, in a dialog: opening a submitted sheet one may decide on
 * records it (approval needs it), then approve or return it with a reason.
 */
export function SheetDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const sheet = useSheet(id);
  const open = useOpenSheet();
  const review = useReview();
  const [returning, setReturning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opened = useRef(false);
  const data = sheet.data;
  useEffect(() => {
    if (!data || opened.current) return;
    if (data.state === 'submitted' && !data.mine && !data.opened && data.actions.length > 0) {
      opened.current = true;
      open.mutate(id);
    }
  }, [data, id, open]);
  const approve = async () => {
    setError(null);
    try {
      await review.mutateAsync({ id, action: 'approve', version: data?.version });
      onClose();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>
        {data ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{data.employeeName}</span>
            <SheetStateChip state={data.state} />
            <Typography variant="body2" color="text.secondary">
              <MonthText month={data.month} />
              {data.centreName ? ` · ${data.centreName}` : ''}
            </Typography>
          </Stack>
        ) : (
          t('staff.ui.open')
        )}
      </DialogTitle>
      <DialogContent dividers>
        {sheet.isError && <ErrorState error={sheet.error} onRetry={() => void sheet.refetch()} />}
        {data && (
          <Stack spacing={2}>
            <SheetFigures sheet={data} />
            {data.returnReason && (
              <Alert severity="warning">
                {t('staff.ui.returnedBecause', { reason: data.returnReason })}
              </Alert>
            )}
            <DayList days={data.days} />
            {data.events.length > 0 && (
              <Box>
                <Typography variant="subtitle2">{t('staff.ui.history')}</Typography>
                {data.events.map((e, i) => (
                  <Typography key={i} variant="body2" color="text.secondary">
                    <DateText value={e.at} withTime /> · {t(`identity.auditAction.${e.action}`)}
                    {e.byName ? ` · ${e.byName}` : ''}
                    {e.reason ? ` · ${e.reason}` : ''}
                  </Typography>
                ))}
              </Box>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.ui.back')}</Button>
        {data?.actions.includes('return') && (
          <Button color="warning" onClick={() => setReturning(true)} data-testid="sheet-return">
            {t('staff.action.return')}
          </Button>
        )}
        {data?.actions.includes('approve') && (
          <Button
            variant="contained"
            onClick={() => void approve()}
            disabled={review.isPending || open.isPending}
            data-testid="sheet-approve"
          >
            {t('staff.action.approve')}
          </Button>
        )}
      </DialogActions>
      {returning && (
        <ReasonDialog
          title={t('staff.action.return')}
          confirmLabel={t('staff.action.return')}
          required
          onClose={() => setReturning(false)}
          onConfirm={async (reason) => {
            await review.mutateAsync({ id, action: 'return', reason, version: data?.version });
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
