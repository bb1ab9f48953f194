import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MaherCandidate, MaherStudent } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useMaherCandidates, useMaherStudents } from './competitions-api.ts';

function Ready({ c }: { c: MaherCandidate }) {
  const { t } = useTranslation();
  if (c.nominated)
    return <Chip size="small" color="primary" label={t('competitions.ui.nominated')} />;
  return (
    <Chip
      size="small"
      color={c.ready ? 'success' : 'default'}
      label={t(c.ready ? 'competitions.ui.ready' : 'competitions.ui.notReady')}
    />
  );
}

/**
 * Maher candidates (maher-candidate-component): the Maher rings' students with what makes them
 * ready for the contest: the juz their readings show, their pace, their last test.
 */
export function MaherCandidatesScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const query = useMaherCandidates();
  const lastTest = (c: MaherCandidate) =>
    c.lastTest ? (
      <>
        <DateText value={c.lastTest.date} style="medium" /> ·{' '}
        {t(c.lastTest.passed ? 'competitions.ui.passed' : 'competitions.ui.failed')}
      </>
    ) : (
      '—'
    );
  return (
    <Screen>
      <QueryState query={query} isEmpty={(d) => d.length === 0}>
        {(items) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.studentId}
            label={t('competitions.ui.candidates')}
            phone={phone}
            rowTestId="candidate-row"
            columns={[
              { key: 'student', header: t('competitions.ui.student'), cell: (r) => r.studentName },
              { key: 'ring', header: t('competitions.ui.ring'), cell: (r) => r.ringName },
              { key: 'centre', header: t('competitions.ui.centre'), cell: (r) => r.centreName },
              {
                key: 'juz',
                header: t('competitions.ui.memorisedJuz'),
                cell: (r) => f.number(r.memorisedJuz),
                nowrap: true,
              },
              {
                key: 'pace',
                header: t('competitions.ui.pace'),
                cell: (r) => t('competitions.ui.pagesWeek', { n: f.number(r.pace) }),
                nowrap: true,
              },
              { key: 'test', header: t('competitions.ui.lastTest'), cell: lastTest },
              {
                key: 'ready',
                header: t('competitions.ui.readiness'),
                cell: (r) => <Ready c={r} />,
              },
            ]}
            card={(r) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{r.studentName}</Typography>
                    <Ready c={r} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {r.ringName} · {t('competitions.ui.memorisedJuz')} {f.number(r.memorisedJuz)} ·{' '}
                    {t('competitions.ui.pagesWeek', { n: f.number(r.pace) })}
                  </Typography>
                  <Typography variant="body2">
                    {t('competitions.ui.lastTest')}: {lastTest(r)}
                  </Typography>
                </CardContent>
              </Card>
            )}
          />
        )}
      </QueryState>
    </Screen>
  );
}

/** Maher students (maher-students-component): the project's students with their contest history. */
export function MaherStudentsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const query = useMaherStudents();
  const history = (s: MaherStudent) =>
    s.contests.length
      ? s.contests
          .map(
            (c) =>
              `${c.competitionName} ${f.digits(c.season)}${c.rank !== null ? ` — ${t('competitions.ui.rank')} ${f.number(c.rank)}` : ''}`,
          )
          .join(' · ')
      : t('competitions.ui.noContests');
  return (
    <Screen>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
        {(data) => (
          <RecordTable
            rows={data.items}
            rowKey={(r) => r.studentId}
            label={t('competitions.ui.maherStudents')}
            phone={phone}
            rowTestId="maher-student-row"
            columns={[
              { key: 'student', header: t('competitions.ui.student'), cell: (r) => r.studentName },
              { key: 'centre', header: t('competitions.ui.centre'), cell: (r) => r.centreName },
              { key: 'history', header: t('competitions.ui.contestHistory'), cell: history },
            ]}
            card={(r) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{r.studentName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {r.centreName}
                  </Typography>
                  <Typography variant="body2">{history(r)}</Typography>
                </CardContent>
              </Card>
            )}
          />
        )}
      </QueryState>
    </Screen>
  );
}
