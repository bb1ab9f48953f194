import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVALUATIONS_API, type EvaluationDetail, type FormAnswers } from '@qc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/components/QueryState.tsx';
import { FormRenderer } from '../../app/forms/FormRenderer.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api, isApiError } from '../../app/http/client.ts';
import { ActionsPanel } from './ActionsPanel.tsx';
import { draftSaver, type DraftSaver } from './draft-saver.ts';
import {
  apiPath,
  KEY,
  uploadPhoto,
  useEvaluation,
  useEvaluationAction,
} from './evaluations-api.ts';
import { StateChip } from './parts.tsx';
import { resizePhoto } from './resize-photo.ts';
import { SubjectTrend } from './SubjectTrend.tsx';

/** Problems per question id from a refusal (`answers.<id>` fields). */
function answerErrors(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error) || !error.fields) return undefined;
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([k]) => k.startsWith('answers.'))
      .map(([k, v]) => [k.slice('answers.'.length), v.message]),
  );
}

function Sheet({ d }: { d: EvaluationDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const act = useEvaluationAction(d.id);
  const mode: 'evaluator' | 'self' | 'view' = d.can.fill
    ? 'evaluator'
    : d.can.fillSelf
      ? 'self'
      : 'view';
  const [answers, setAnswers] = useState<FormAnswers>(
    mode === 'self' ? (d.selfAnswers ?? {}) : d.answers,
  );
  const [tab, setTab] = useState(0);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [saveError, setSaveError] = useState<unknown>(null);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const qc = useQueryClient();
  const editable = mode !== 'view';

  // The draft is saved as the evaluator goes (a second after the last change), at once when
  // the sheet closes or the page is hidden or left, one save after another with its version.
  const [saver] = useState<DraftSaver<FormAnswers>>(() =>
    draftSaver<FormAnswers>({
      version: d.version,
      delay: 1000,
      save: async (next, version, how) => {
        const saved = await api.put<EvaluationDetail>(
          apiPath(EVALUATIONS_API.draft, { id: d.id }),
          { role: mode === 'self' ? 'self' : 'evaluator', answers: next, version },
          how.keepalive ? { keepalive: true } : undefined,
        );
        qc.setQueryData([KEY, 'detail', d.id], saved);
        return saved;
      },
      onState: (state, error) => {
        setStatus(state === 'saving' ? 'saving' : 'saved');
        setSaveError(state === 'failed' ? error : null);
      },
    }),
  );
  useEffect(() => {
    const leave = () => void saver.flush({ keepalive: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, [saver]);
  const change = (next: FormAnswers) => {
    setAnswers(next);
    saver.change(next);
  };

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setPhotoError(null);
    try {
      await uploadPhoto(d.id, await resizePhoto(file), file.name.replace(/\.\w+$/, '.jpg'));
      // The sheet is read again with the photo (and the marks saved so far).
      saver.change(answers);
      await saver.flush();
      await qc.invalidateQueries({ queryKey: [KEY, 'detail', d.id] });
    } catch (e) {
      setPhotoError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };

  const error = act.error ?? (saveError instanceof Error ? saveError : null);
  const errors = answerErrors(error);
  const showSelf = d.allowSelf && d.selfAnswers && mode !== 'self';
  return (
    <Stack spacing={2} data-testid="evaluation-sheet">
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ flex: '1 1 auto' }}>
          {d.subjectName}
        </Typography>
        <StateChip state={d.state} overdue={d.overdue} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {d.formName} · {t('evaluations.ui.version', { n: f.number(d.formVersion) })} ·{' '}
        {t('evaluations.ui.period')}: {f.month(d.period)} · {t('evaluations.ui.evaluator')}:{' '}
        {d.evaluatorName} · {t('evaluations.ui.dueOn')}: {f.date(d.dueOn)}
      </Typography>
      {d.state === 'returned' && d.returnReason && (
        <Alert severity="warning">
          {t('evaluations.ui.returnedBecause', { reason: d.returnReason })}
        </Alert>
      )}
      {error && <Alert severity="error">{error.message}</Alert>}
      {mode === 'self' && <Alert severity="info">{t('evaluations.ui.fillSelf')}</Alert>}
      {showSelf && (
        <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="fullWidth">
          <Tab label={t('evaluations.ui.evaluatorMarks')} />
          <Tab label={t('forms.ui.self')} />
        </Tabs>
      )}
      <FormRenderer
        definition={d.definition}
        answers={tab === 1 && d.selfAnswers ? d.selfAnswers : answers}
        onChange={editable && tab === 0 ? change : undefined}
        compareWith={showSelf && tab === 0 ? d.selfAnswers : null}
        errors={errors}
      />
      {editable && (
        <Typography
          variant="caption"
          color="text.secondary"
          aria-live="polite"
          data-testid="draft-status"
        >
          {status === 'saving' || act.isPending
            ? t('evaluations.ui.saving')
            : status === 'saved' && !error
              ? t('evaluations.ui.saved')
              : ''}
        </Typography>
      )}
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('evaluations.ui.photos')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {d.photos.map((p) => (
            <Box
              key={p.id}
              component="img"
              src={p.url}
              alt={p.name}
              data-testid="evidence-photo"
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
          {mode === 'evaluator' && (
            <Button
              component="label"
              variant="outlined"
              startIcon={<AddAPhotoOutlined />}
              disabled={uploading}
              sx={{ minHeight: 48 }}
            >
              {t('evaluations.ui.addPhoto')}
              <input
                hidden
                type="file"
                accept="image/*"
                capture="environment"
                data-testid="photo-input"
                onChange={(e) => void addPhoto(e.target.files?.[0])}
              />
            </Button>
          )}
        </Stack>
        {photoError && <Alert severity="error">{photoError}</Alert>}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {mode === 'evaluator' && (
          <Button
            variant="contained"
            size="large"
            disabled={act.isPending}
            onClick={() =>
              void saver.flush().then(() =>
                act.mutate({
                  kind: 'submit',
                  body: { role: 'evaluator', answers, version: saver.version() },
                }),
              )
            }
          >
            {t('evaluations.ui.submit')}
          </Button>
        )}
        {d.can.approve && (
          <Button
            variant="contained"
            color="success"
            onClick={() => act.mutate({ kind: 'approve' })}
          >
            {t('evaluations.ui.approve')}
          </Button>
        )}
        {d.can.return && (
          <Button variant="outlined" color="warning" onClick={() => setReturning(true)}>
            {t('evaluations.ui.return')}
          </Button>
        )}
        {d.state === 'approved' && (
          <Button
            startIcon={<PictureAsPdfOutlined />}
            onClick={() => void api.download(apiPath(EVALUATIONS_API.pdf, { id: d.id }))}
          >
            {t('evaluations.ui.pdf')}
          </Button>
        )}
      </Stack>
      {d.state === 'approved' && (
        <>
          <SubjectTrend target={d.target} subjectId={d.subjectId} name={d.subjectName} />
          <ActionsPanel requestId={d.id} />
        </>
      )}
      <Dialog open={returning} onClose={() => setReturning(false)} fullWidth>
        <DialogTitle>{t('evaluations.ui.return')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('evaluations.ui.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReturning(false)}>{t('evaluations.ui.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              act.mutate({ kind: 'return', body: { reason } });
              setReturning(false);
            }}
          >
            {t('evaluations.ui.return')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** One evaluation: filled on a phone by its evaluator, decided by an approver, or shown. */
export function EvaluationSheet({ id }: { id: string }) {
  const q = useEvaluation(id);
  return <QueryState query={q}>{(d) => <Sheet key={d.id} d={d} />}</QueryState>;
}
