import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EssayToMark } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { isApiError } from '../../app/http/api-error.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { PassChip, ScoreText, useResultColumns } from './parts.tsx';
import { useEssays, useExamResults, useMarkEssay } from './training-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

function EssayCard({ essay }: { essay: EssayToMark }) {
  const { t } = useTranslation();
  const mark = useMarkEssay();
  const [marks, setMarks] = useState(essay.marks === null ? '' : String(essay.marks));
  const [comment, setComment] = useState(essay.comment ?? '');
  return (
    <Card variant="outlined" data-testid="essay">
      <CardContent>
        <Typography variant="subtitle2">{essay.traineeName}</Typography>
        <Typography dir="auto" sx={{ fontWeight: 500, mt: 1 }}>
          {essay.prompt}
        </Typography>
        {essay.rubric && (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 0.5 }}>
            {t('training.screen.rubric')}: {essay.rubric}
          </Typography>
        )}
        <Typography
          dir="auto"
          sx={{ my: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-line' }}
        >
          {essay.text || '—'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            type="number"
            label={`${t('training.screen.mark')} (≤ ${essay.maxMarks})`}
            value={marks}
            onChange={(e) => setMarks(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: essay.maxMarks, 'data-testid': 'essay-marks' } }}
          />
          <TextField
            size="small"
            sx={{ flex: 1 }}
            label={t('training.screen.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            variant="contained"
            data-testid="essay-save"
            disabled={marks === '' || mark.isPending}
            onClick={() =>
              mark.mutate({ id: essay.id, marks: Number(marks), comment: comment || null })
            }
          >
            {t('training.screen.saveMark')}
          </Button>
        </Stack>
        {mark.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {isApiError(mark.error) ? mark.error.message : t('errors.internal')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One exam's results (educational-exam-results?exam=): each trainee's score and whether they
 * passed, the hardest questions across the exam (lowest share of marks won), and for those who
 * mark, the essays waiting for a mark with their rubric.
 */
export default function ExamResultsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const examine = useCan('training-exams:examine');
  const [params, setParams] = useSearchParams();
  const examId = params.get('exam');
  const [picked, setPicked] = useState<LookupItem | null>(null);
  const results = useExamResults(examId);
  const essays = useEssays(examId, examine);
  const columns = useResultColumns({ exam: false, centre: false });

  return (
    <Screen>
      <LookupField
        resource="training-exams"
        label={t('training.screen.pickExam')}
        value={
          picked ??
          (results.data
            ? {
                id: results.data.exam.id,
                label: results.data.exam.title,
                subtitle: null,
                archived: false,
              }
            : null)
        }
        onChange={(v) => {
          setPicked(v);
          setParams(v ? { exam: v.id } : {});
        }}
      />
      {!examId ? (
        <EmptyState title={t('training.screen.pickExamHint')} />
      ) : (
        <QueryState query={results}>
          {(r) => (
            <Stack spacing={2} sx={{ mt: 2 }}>
              <Typography variant="h6">{t('training.screen.results')}</Typography>
              {r.results.length === 0 ? (
                <EmptyState dense title={t('training.screen.noResults')} />
              ) : (
                <RecordTable
                  rows={r.results}
                  rowKey={(x) => x.id}
                  columns={columns}
                  label={t('training.screen.results')}
                  phone={phone}
                  rowTestId="exam-result"
                  card={(x) => (
                    <Stack spacing={0.5}>
                      <Typography sx={{ fontWeight: 600 }}>{x.traineeName}</Typography>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <ScoreText r={x} />
                        <PassChip r={x} />
                      </Stack>
                    </Stack>
                  )}
                />
              )}
              <Typography variant="h6">{t('training.screen.hardest')}</Typography>
              {r.hardest.length === 0 ? (
                <EmptyState dense title={t('training.screen.noResults')} />
              ) : (
                <Stack spacing={1} data-testid="hardest">
                  {r.hardest.map((h) => (
                    <Card key={h.questionId} variant="outlined" data-testid="hardest-question">
                      <CardContent>
                        <Typography dir="auto">{h.prompt}</Typography>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                          <LinearProgress
                            variant="determinate"
                            value={h.successRate}
                            color={h.successRate < 50 ? 'error' : 'primary'}
                            sx={{ flex: 1, height: 8, borderRadius: 1 }}
                          />
                          <Typography variant="body2">
                            {t('training.screen.successRate')}: {f.percent(h.successRate / 100, 1)}
                          </Typography>
                        </Stack>
                      </CardContent>
                    </Card>
                  ))}
                </Stack>
              )}
              {examine && (
                <>
                  <Typography variant="h6">{t('training.screen.toMark')}</Typography>
                  <QueryState
                    query={essays}
                    isEmpty={(list) => list.length === 0}
                    empty={<EmptyState dense title={t('training.screen.noResults')} />}
                  >
                    {(list) => (
                      <Stack spacing={1}>
                        {list.map((e) => (
                          <EssayCard key={e.id} essay={e} />
                        ))}
                      </Stack>
                    )}
                  </QueryState>
                </>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Screen>
  );
}
