import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { isApiError } from '../../app/http/api-error.ts';
import { LevelLessonsPanel } from './LevelLessonsPanel.tsx';
import { SittingPanel } from './SittingPanel.tsx';
import { useMyExams, useSitting, useStartSitting } from './training-api.ts';
import { useMyRingLevels } from './use-my-ring-levels.ts';

const STATE_COLOURS = {
  upcoming: 'default',
  notStarted: 'primary',
  missed: 'error',
  inProgress: 'warning',
  submitted: 'info',
  marked: 'success',
} as const;

/**
 * The exams of the caller's centre as a trainee (educational-exam-student-center): open ones
 * to start or continue, past ones with their state and score. `?sitting=` opens a sitting.
 */
export default function MyExamsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sittingId = params.get('sitting');
  const exams = useMyExams();
  const sitting = useSitting(sittingId);
  const start = useStartSitting();
  const levels = useMyRingLevels();

  if (sittingId)
    return (
      <Screen maxWidth={760}>
        <QueryState query={sitting}>{(s) => <SittingPanel sitting={s} />}</QueryState>
      </Screen>
    );

  return (
    <Screen
      maxWidth={760}
      actions={
        exams.data?.traineeId && (
          // Every result of the trainee, including those of a programme they completed.
          <Button
            component={RouterLink}
            to={`/educational-student-test-full?id=${exams.data.traineeId}`}
            data-testid="my-full-record"
          >
            {t('training.screen.fullRecord')}
          </Button>
        )
      }
    >
      {start.isError && (
        <Typography color="error" sx={{ mb: 1 }}>
          {isApiError(start.error) ? start.error.message : t('errors.internal')}
        </Typography>
      )}
      <QueryState
        query={exams}
        isEmpty={(mine) => mine.exams.length === 0}
        empty={<EmptyState title={t('training.screen.noExams')} />}
      >
        {(mine) => (
          <Stack spacing={1.5}>
            {mine.exams.map((e) => (
              <Card key={e.id} variant="outlined" data-testid="my-exam">
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
                      {e.title}
                    </Typography>
                    <Chip
                      size="small"
                      color={STATE_COLOURS[e.state]}
                      label={t(`training.screen.state.${e.state}`)}
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    <DateText value={e.opensAt} withTime /> –{' '}
                    <DateText value={e.closesAt} withTime />
                  </Typography>
                  {e.score !== null && (
                    <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="my-exam-score">
                      {t('training.screen.score')}: {e.score} / {e.maxScore}
                    </Typography>
                  )}
                </CardContent>
                <CardActions>
                  {e.sittingId ? (
                    <Button onClick={() => setParams({ sitting: e.sittingId! })}>
                      {e.state === 'inProgress'
                        ? t('training.screen.continue')
                        : t('training.screen.results')}
                    </Button>
                  ) : (
                    e.open && (
                      <Button
                        variant="contained"
                        data-testid="exam-start"
                        disabled={start.isPending}
                        onClick={() =>
                          // Opens the sitting once started, even if the screen was drawn again
                          // meanwhile (a call's own onSuccess is dropped then); a refusal is shown
                          // above from the mutation's state.
                          void start.mutateAsync(e.id).then(
                            (s) => setParams({ sitting: s.id }),
                            () => undefined,
                          )
                        }
                      >
                        {t('training.screen.start')}
                      </Button>
                    )
                  )}
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      {/* One step from the teacher's rings to the lessons of their levels, of every kind: below
          the exams, so that it appearing when loaded does not move a card under a finger. */}
      <LevelLessonsPanel levels={levels} />
    </Screen>
  );
}
