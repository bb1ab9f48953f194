import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { api } from '../../app/http/client.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { ForwardArrow } from '../../app/components/ForwardArrow.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from './RingSelect.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { todayIso } from '../../app/format/today.ts';
import {
  fetchStudent,
  fetchTransfers,
  StudentStatusChip,
  studentsKeys,
} from '../students/index.ts';
import type { LookupItem } from '../../resources/resource-api.ts';

function TransferForm({ initialStudent }: { initialStudent: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [student, setStudent] = useState<LookupItem | null>(null);
  const studentId = student?.id ?? initialStudent;
  const current = useQuery({
    queryKey: studentsKeys.detail(studentId),
    queryFn: () => fetchStudent(studentId),
    enabled: !!studentId,
  });
  const [toRingId, setToRingId] = useState('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(todayIso());
  const move = useMutation({
    mutationFn: () =>
      api.post(`/students/${studentId}/transfer`, { toRingId, reason: reason.trim(), date }),
    onSuccess: async () => {
      setReason('');
      setToRingId('');
      await queryClient.invalidateQueries({ queryKey: ['ring-transfers'] });
      await queryClient.invalidateQueries({ queryKey: ['students'] });
      await queryClient.invalidateQueries({ queryKey: ['readings', 'day'] });
    },
  });
  const p = move.isError ? problemsOf(move.error, t('errors.internal')) : null;
  const s = current.data;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          component="form"
          spacing={1.5}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            move.mutate();
          }}
        >
          <LookupField
            resource="students"
            label={t('rings.transfer.student')}
            value={
              student ??
              (s ? { id: s.id, label: s.fullName, subtitle: null, archived: false } : null)
            }
            onChange={(v) => {
              setStudent(v);
              move.reset();
            }}
            fullWidth
          />
          {s && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {t('rings.transfer.now')}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s._refs.ringId?.label ?? t('students.page.noRing')} · {s._refs.centreId?.label}
              </Typography>
              <StudentStatusChip status={s.status} />
            </Stack>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <RingSelect
              label={t('rings.transfer.to')}
              value={toRingId}
              onChange={(id) => setToRingId(id)}
              required
              error={p?.fields.toRingId}
            />
            <Box sx={{ width: 180 }}>
              <DateField
                size="small"
                label={t('rings.day.date')}
                value={date}
                onChange={(v) => setDate(v ?? '')}
                error={p?.fields.date ?? dateTextError(date, t)}
              />
            </Box>
          </Stack>
          <TextField
            size="small"
            required
            label={t('rings.transfer.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!p?.fields.reason}
            helperText={p?.fields.reason ?? t('rings.transfer.reasonHelp')}
          />
          {p && !p.fields.toRingId && !p.fields.reason && (
            <Alert severity="error" role="alert">
              {p.message}
            </Alert>
          )}
          {move.isSuccess && <Alert severity="success">{t('rings.transfer.done')}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={
              !studentId ||
              !toRingId ||
              reason.trim().length < 3 ||
              isUnreadableDate(date) ||
              move.isPending
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('rings.transfer.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * ring-transfer: move a student to another ring (or another centre) with a reason and a date;
 * below, the history of transfers in scope, newest first, each kept for good.
 */
export function RingTransferScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const canMove = useCan('ring-transfers:create');
  const initialStudent = params.get('student') ?? '';
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['ring-transfers', 'list', { page }],
    queryFn: () => fetchTransfers({ page, pageSize: LIST_PAGE_SIZE }),
  });
  return (
    <Screen maxWidth={1000}>
      {canMove && <TransferForm initialStudent={initialStudent} />}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('rings.transfer.history')}
      </Typography>
      <QueryState
        query={history}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('students.page.noTransfers')} />}
      >
        {({ items, total }) => (
          <>
            <RecordTable
              rows={items}
              rowKey={(h) => h.id}
              label={t('rings.transfer.history')}
              columns={[
                {
                  key: 'date',
                  header: t('rings.day.date'),
                  nowrap: true,
                  cell: (h) => <DateText value={h.transferredOn} style="medium" />,
                },
                {
                  key: 'student',
                  header: t('rings.transfer.student'),
                  primary: true,
                  cell: (h) => (
                    <Link component={RouterLink} to={`/student-page-component?id=${h.studentId}`}>
                      {h.studentName}
                    </Link>
                  ),
                },
                {
                  key: 'move',
                  header: t('rings.transfer.move'),
                  cell: (h) => (
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                      <span>{h.fromRingName ?? t('students.page.noRing')}</span>
                      <ForwardArrow />
                      <span>{h.toRingName ?? '—'}</span>
                    </Stack>
                  ),
                },
                {
                  key: 'reason',
                  header: t('rings.transfer.reason'),
                  cell: (h) => <span dir="auto">{h.reason}</span>,
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

export default RingTransferScreen;
