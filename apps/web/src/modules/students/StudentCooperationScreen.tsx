import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from '../rings/RingSelect.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { fetchCooperation, todayIso } from './students-api.ts';
import type { LookupItem } from '../../resources/resource-api.ts';

function AddCooperation({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [student, setStudent] = useState<LookupItem | null>(null);
  const [ringId, setRingId] = useState('');
  const [tasks, setTasks] = useState('');
  const [hours, setHours] = useState('2');
  const [startsOn, setStartsOn] = useState(todayIso());
  const [endsOn, setEndsOn] = useState('');
  const save = useMutation({
    mutationFn: () =>
      api.post(`/students/${student!.id}/cooperation`, {
        ringId,
        tasks: tasks.trim(),
        hoursPerWeek: Number(hours),
        startsOn,
        endsOn: endsOn || null,
      }),
    onSuccess: onDone,
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  return (
    <Stack
      component="form"
      spacing={1.5}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <LookupField
          resource="students"
          label={t('students.coop.student')}
          value={student}
          onChange={setStudent}
          params={{ status: 'active' }}
          required
        />
        <RingSelect
          label={t('students.coop.ring')}
          value={ringId}
          onChange={(id) => setRingId(id)}
          required
          error={p?.fields.ringId}
        />
      </Stack>
      <TextField
        size="small"
        required
        multiline
        minRows={2}
        label={t('students.coop.tasks')}
        value={tasks}
        onChange={(e) => setTasks(e.target.value)}
        error={!!p?.fields.tasks}
        helperText={p?.fields.tasks ?? t('students.coop.tasksHelp')}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          required
          label={t('students.coop.hoursPerWeek')}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 60, inputMode: 'numeric' } }}
          error={!!p?.fields.hoursPerWeek}
          helperText={p?.fields.hoursPerWeek}
          sx={{ width: 160 }}
        />
        <Box sx={{ width: 180 }}>
          <DateField
            size="small"
            required
            label={t('students.coop.startsOn')}
            value={startsOn}
            onChange={(v) => setStartsOn(v ?? '')}
            error={p?.fields.startsOn ?? dateTextError(startsOn, t)}
          />
        </Box>
        <Box sx={{ width: 180 }}>
          <DateField
            size="small"
            label={t('students.coop.endsOn')}
            value={endsOn}
            onChange={(v) => setEndsOn(v ?? '')}
            error={p?.fields.endsOn ?? dateTextError(endsOn, t)}
          />
        </Box>
      </Stack>
      {p && <Alert severity="error">{p.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={
          !student ||
          !ringId ||
          tasks.trim().length < 3 ||
          isUnreadableDate(startsOn) ||
          isUnreadableDate(endsOn) ||
          save.isPending
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('students.coop.save')}
      </Button>
    </Stack>
  );
}

/** student-cooperation-component: advanced students who assist teachers, their hours and tasks. */
export function StudentCooperationScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const canAdd = useCan('students:update');
  const [ringId, setRingId] = useState('');
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['student-cooperation', 'list', { ringId, page }],
    queryFn: () =>
      fetchCooperation({ ringId: ringId || undefined, page, pageSize: LIST_PAGE_SIZE }),
  });
  return (
    <Screen
      subtitle={t('students.coop.help')}
      actions={
        canAdd && !adding ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('students.coop.add')}
          </Button>
        ) : null
      }
    >
      {adding && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <AddCooperation
              onDone={() => {
                setAdding(false);
                void queryClient.invalidateQueries({ queryKey: ['student-cooperation'] });
              }}
            />
          </CardContent>
        </Card>
      )}
      <Stack direction="row" sx={{ mb: 2 }}>
        <RingSelect
          value={ringId}
          onChange={(id) => {
            setRingId(id);
            setPage(1);
          }}
          emptyLabel={t('students.ui.allRings')}
        />
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState title={t('students.coop.none')} description={t('students.coop.noneHelp')} />
        }
      >
        {({ items, total }) => (
          <>
            <RecordTable
              rows={items}
              rowKey={(c) => c.id}
              label={t('students.coop.list')}
              columns={[
                {
                  key: 'student',
                  header: t('students.coop.student'),
                  primary: true,
                  cell: (c) => (
                    <Link component={RouterLink} to={`/student-page-component?id=${c.studentId}`}>
                      {c.studentName}
                    </Link>
                  ),
                },
                { key: 'ring', header: t('students.coop.ring'), cell: (c) => c.ringName },
                {
                  key: 'tasks',
                  header: t('students.coop.tasks'),
                  cell: (c) => (
                    <Box dir="auto" sx={{ maxWidth: 320 }}>
                      {c.tasks}
                    </Box>
                  ),
                },
                {
                  key: 'hours',
                  header: t('students.coop.hoursPerWeek'),
                  nowrap: true,
                  cell: (c) => f.number(c.hoursPerWeek),
                },
                {
                  key: 'period',
                  header: t('students.coop.period'),
                  cell: (c) => (
                    <>
                      <DateText value={c.startsOn} style="medium" />
                      {c.endsOn ? (
                        <>
                          {' – '}
                          <DateText value={c.endsOn} style="medium" />
                        </>
                      ) : null}
                    </>
                  ),
                },
              ]}
            />
            <ListPager page={page} total={total} pageSize={LIST_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default StudentCooperationScreen;
