import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { MonthField, thisMonth } from '../../app/components/MonthField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { todayIso } from '../../app/format/today.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { DayList, SheetFigures, SheetStateChip } from './parts.tsx';
import { useAddLine, useMySheet, useRemoveLine, useSubmitMine } from './staff-api.ts';

/**
 * My work sheet (work-sheet-component): the month's days as the records show them (ring
 * sessions held, tests examined, training), the lines the employee adds, expected against
 * recorded with the days that deviate; submitted to the centre's manager. Made for a phone.
 */
export function MySheetScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const month = s.get('month') || thisMonth();
  const mine = useMySheet(month);
  const add = useAddLine();
  const remove = useRemoveLine();
  const submit = useSubmitMine();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [line, setLine] = useState({
    date: todayIso().slice(0, 7) === month ? todayIso() : `${month}-01`,
    startsAt: '',
    endsAt: '',
    task: '',
    note: '',
  });
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Screen maxWidth={900}>
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <MonthField
          hijriSpan
          size="small"
          label={t('staff.ui.month')}
          value={month}
          onChange={(v) => s.set({ month: v })}
          sx={{ minWidth: 180 }}
        />
      </Stack>
      <QueryState query={mine}>
        {(data) =>
          !data.employee || !data.sheet ? (
            <EmptyState
              title={t('staff.ui.noEmployeeTitle')}
              description={t('staff.ui.noEmployeeBody')}
            />
          ) : (
            <Stack spacing={2}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" sx={{ flex: 1, minWidth: 0 }}>
                  {data.employee.name}
                  {data.employee.centreName && (
                    <Typography component="span" color="text.secondary">
                      {' '}
                      · {data.employee.centreName}
                    </Typography>
                  )}
                </Typography>
                <SheetStateChip state={data.sheet.id ? data.sheet.state : null} />
              </Stack>
              {data.sheet.returnReason && (
                <Alert severity="warning" data-testid="return-reason">
                  {t('staff.ui.returnedBecause', { reason: data.sheet.returnReason })}
                </Alert>
              )}
              {data.sheet.state === 'submitted' && (
                <Alert severity="info">{t('staff.ui.waitingApproval')}</Alert>
              )}
              {data.sheet.state === 'approved' && (
                <Alert severity="success">{t('staff.ui.lockedApproved')}</Alert>
              )}
              <SheetFigures sheet={data.sheet} />
              {error && <Alert severity="error">{error}</Alert>}
              {data.sheet.editable && (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => setAdding(true)}
                    data-testid="add-line"
                  >
                    {t('staff.ui.addLine')}
                  </Button>
                  {data.sheet.actions.includes('submit') && (
                    <Button
                      variant="contained"
                      startIcon={<SendIcon />}
                      onClick={() => setConfirming(true)}
                      data-testid="submit-sheet"
                    >
                      {t('staff.action.submit')}
                    </Button>
                  )}
                </Stack>
              )}
              <DayList
                days={data.sheet.days}
                onRemoveLine={
                  data.sheet.editable
                    ? (lineId) => void act(() => remove.mutateAsync({ lineId, month }))
                    : undefined
                }
              />
              <ConfirmDialog
                open={confirming}
                title={t('staff.action.submit')}
                message={t('staff.ui.confirmSubmit')}
                confirmLabel={t('staff.action.submit')}
                onClose={() => setConfirming(false)}
                onConfirm={() =>
                  act(() => submit.mutateAsync({ month, version: data.sheet?.version ?? 0 }))
                }
              />
            </Stack>
          )
        }
      </QueryState>
      {adding && (
        <FormDialog
          title={t('staff.ui.addLine')}
          submitLabel={t('staff.ui.addLine')}
          onClose={() => setAdding(false)}
          onSubmit={() =>
            add.mutateAsync({
              month,
              date: line.date,
              startsAt: line.startsAt,
              endsAt: line.endsAt,
              task: line.task,
              note: line.note || null,
            })
          }
        >
          {(fieldError) => (
            <>
              <DateField
                name="date"
                label={t('staff.ui.day')}
                value={line.date || null}
                onChange={(v) => setLine({ ...line, date: v ?? '' })}
                error={fieldError('date')}
              />
              <Stack direction="row" sx={{ gap: 1 }}>
                <TextField
                  type="time"
                  name="startsAt"
                  label={t('staff.ui.from')}
                  value={line.startsAt}
                  onChange={(e) => setLine({ ...line, startsAt: e.target.value })}
                  error={!!fieldError('startsAt')}
                  helperText={fieldError('startsAt')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  type="time"
                  name="endsAt"
                  label={t('staff.ui.to')}
                  value={line.endsAt}
                  onChange={(e) => setLine({ ...line, endsAt: e.target.value })}
                  error={!!fieldError('endsAt')}
                  helperText={fieldError('endsAt')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flex: 1 }}
                />
              </Stack>
              <TextField
                name="task"
                label={t('staff.ui.task')}
                value={line.task}
                onChange={(e) => setLine({ ...line, task: e.target.value })}
                error={!!fieldError('task')}
                helperText={fieldError('task')}
              />
              <TextField
                name="note"
                label={t('staff.ui.note')}
                value={line.note}
                onChange={(e) => setLine({ ...line, note: e.target.value })}
                multiline
                minRows={2}
              />
            </>
          )}
        </FormDialog>
      )}
    </Screen>
  );
}

export default MySheetScreen;
