import {
  allowedTransitions,
  isStudentStatus,
  MIN_REASON_LENGTH,
  STUDENT_STATUS_CHANGE_PERMISSION,
} from '@qc/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAuth, useCan } from '../../app/auth/auth-context.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { CaseHistory } from './CaseHistory.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from '../rings/index.ts';
import { Screen } from '../../app/components/Screen.tsx';
import { StudentStatusChip } from './StudentStatusChip.tsx';
import { SpecialCasesPanel } from './SpecialCasesPanel.tsx';
import { changeStatus, fetchStudent, studentsKeys, type StudentRecord } from './students-api.ts';
import { todayIso } from '../../app/format/today.ts';

function StatusChange({ student }: { student: StudentRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { can } = useAuth();
  const from = isStudentStatus(student.status) ? student.status : 'applicant';
  // The lifecycle's actions from the student's status whose permission the user holds.
  const targets = allowedTransitions(from, can);
  const [to, setTo] = useState<string>('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(todayIso());
  const [ringId, setRingId] = useState('');
  const needsRing = to === 'active' && !student.ringId;
  const save = useMutation({
    mutationFn: () =>
      changeStatus(student.id, {
        to,
        reason: reason.trim(),
        date,
        ...(needsRing && ringId ? { ringId } : {}),
      }),
    onSuccess: async () => {
      setTo('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
  const problems = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  if (targets.length === 0) return <Alert severity="info">{t('students.case.final')}</Alert>;
  const shortReason = reason.trim().length < MIN_REASON_LENGTH;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('students.case.moveTo')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={to}
          onChange={(_e, v: string | null) => setTo(v ?? '')}
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('students.case.moveTo')}
        >
          {targets.map((s) => (
            <ToggleButton
              key={s}
              value={s}
              color={s === 'withdrawn' || s === 'suspended' ? 'error' : 'primary'}
            >
              {t(`students.status.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {needsRing && (
        <RingSelect
          value={ringId}
          onChange={(id) => setRingId(id)}
          centreId={student.centreId}
          required
          error={problems?.fields.ringId}
        />
      )}
      <TextField
        label={t('students.case.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        multiline
        minRows={2}
        error={!!problems?.fields.reason}
        helperText={problems?.fields.reason ?? t('students.case.reasonHelp')}
      />
      <Box sx={{ maxWidth: 220 }}>
        <DateField
          label={t('students.case.date')}
          value={date}
          onChange={(v) => setDate(v ?? '')}
          error={problems?.fields.date ?? dateTextError(date, t)}
        />
      </Box>
      {problems && !Object.keys(problems.fields).length && (
        <Alert severity="error">{problems.message}</Alert>
      )}
      {save.isSuccess && <Alert severity="success">{t('students.case.saved')}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={
          !to || shortReason || isUnreadableDate(date) || save.isPending || (needsRing && !ringId)
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('students.case.save')}
      </Button>
    </Stack>
  );
}

/**
 * student-case-component (?id=): a student's lifecycle (applicant → accepted → active ⇄
 * suspended → graduated | withdrawn): the changes allowed from the current status, each with a
 * reason and a date, the case history, and the student's special cases with evidence files.
 */
export function StudentCaseScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const canUpdate = useCan(STUDENT_STATUS_CHANGE_PERMISSION);
  const canCases = useCan('special-cases:read');
  const student = useQuery({
    queryKey: studentsKeys.detail(id),
    queryFn: () => fetchStudent(id),
    enabled: !!id,
  });
  return (
    <Screen>
      <Stack direction="row" sx={{ mb: 2 }}>
        <LookupField
          resource="students"
          label={t('students.case.findStudent')}
          value={
            student.data
              ? { id, label: student.data.fullName, subtitle: null, archived: false }
              : null
          }
          onChange={(v) => setParams(v ? { id: v.id } : {})}
          fullWidth
        />
      </Stack>
      {!id ? (
        <Alert severity="info">{t('students.case.pick')}</Alert>
      ) : (
        <QueryState query={student}>
          {(s) => (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Card variant="outlined">
                  <CardContent>
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}
                    >
                      <Link
                        component={RouterLink}
                        to={`/student-page-component?id=${s.id}`}
                        variant="h6"
                      >
                        {s.fullName}
                      </Link>
                      <StudentStatusChip status={s.status} />
                      <Typography variant="body2" color="text.secondary">
                        {[s._refs.centreId?.label, s._refs.ringId?.label]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </Stack>
                    {canUpdate ? <StatusChange key={s.version} student={s} /> : null}
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
                      {t('students.page.cases')}
                    </Typography>
                    <CaseHistory studentId={s.id} />
                  </CardContent>
                </Card>
              </Grid>
              {canCases && (
                <Grid size={12}>
                  <SpecialCasesPanel studentId={s.id} />
                </Grid>
              )}
            </Grid>
          )}
        </QueryState>
      )}
    </Screen>
  );
}

export default StudentCaseScreen;
