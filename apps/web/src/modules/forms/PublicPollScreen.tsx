import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkAnswers, POLLS_API, type FormAnswers, type PublicPoll } from '@qc/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { valuesInDigits } from '../../app/format/values-digits.ts';
import { useParams } from 'react-router';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { FormRenderer } from '../../app/forms/FormRenderer.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { api } from '../../app/http/client.ts';
import { pollsPath } from './polls-api.ts';

/**
 * The public page of a poll or registration form (/pull-registration-link/:id): signed out, on
 * the blank layout (language switch at the top), made for a phone. The questions are the
 * shared form builder's FormRenderer; mistakes are shown by each question before anything is
 * sent, with the same rules as the server, and the server's refusals (closed, full, already
 * answered) as it words them. A closed, not yet open or full link says so instead of the form;
 * after sending, a thank-you.
 */
export function PublicPollScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { id = '' } = useParams();
  const poll = useQuery({
    queryKey: ['public-poll', id],
    queryFn: () => api.get<PublicPoll>(pollsPath(POLLS_API.publicPoll, { id }), { skipAuth: true }),
  });
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      api.post<{ id: string }>(
        pollsPath(POLLS_API.publicPoll, { id }),
        { answers },
        { skipAuth: true },
      ),
    onError: (e) => {
      const fields = problemsOf(e, '').fields;
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k.replace(/^answers\./, ''), v]),
        ),
      );
    },
  });

  if (poll.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  if (poll.isError)
    return (
      <ErrorState
        error={poll.error}
        title={
          isApiError(poll.error) && poll.error.status === 404 ? t('polls.ui.notFound') : undefined
        }
        fullScreen
      />
    );
  const p = poll.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const issues = checkAnswers(p.definition, answers, { complete: true });
    const local = Object.fromEntries(
      issues.map((i) => [i.questionId, t(i.code, valuesInDigits(i.params, f.digits))]),
    );
    setErrors(local);
    if (issues.length > 0) {
      globalThis.document
        ?.querySelector(`[data-question="${issues[0]!.questionId}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    send.mutate();
  };
  const serverMessage = send.isError ? problemsOf(send.error, t('errors.internal')).message : null;

  return (
    <Box
      component="section"
      sx={{ maxWidth: 640, mx: 'auto', px: { xs: 1, sm: 2 }, pt: { xs: 7, sm: 9 }, pb: 4 }}
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {/* Typed by the centre in any language: each text takes its own direction. */}
          <Typography variant="h5" component="h1" gutterBottom dir="auto">
            {p.title}
          </Typography>
          {p.placeName && (
            <Typography color="text.secondary" dir="auto">
              {p.placeName}
            </Typography>
          )}
          {p.description && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }} dir="auto">
              {p.description}
            </Typography>
          )}
          {send.isSuccess ? (
            <Stack
              sx={{ alignItems: 'center', textAlign: 'center', py: 4, gap: 1 }}
              role="status"
              data-testid="poll-thanks"
            >
              <CheckCircle color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h6">{t('polls.ui.thanks')}</Typography>
            </Stack>
          ) : p.unavailable ? (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="poll-unavailable">
              {t(`polls.${p.unavailable}`)}
            </Alert>
          ) : (
            <Stack component="form" spacing={2} sx={{ mt: 2.5 }} onSubmit={submit} noValidate>
              <FormRenderer
                definition={p.definition}
                answers={answers}
                onChange={setAnswers}
                errors={errors}
                comments={false}
              />
              {serverMessage && (
                <Alert severity="error" role="alert">
                  {serverMessage}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
                {t('polls.ui.send')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export default PublicPollScreen;
