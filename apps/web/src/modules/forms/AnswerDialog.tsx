import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { POLLS_API, type PollAnswerDetail, type PollAnswerRow } from '@qc/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/components/QueryState.tsx';
import { FormRenderer } from '../../app/forms/FormRenderer.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { pollKeys, pollsPath } from './polls-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

/** One answer received, read only, on the form version it was given on. */
export function AnswerDialog({ row, onClose }: { row: PollAnswerRow; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const answer = useQuery({
    queryKey: pollKeys.answer(row.pollId, row.id),
    queryFn: () =>
      api.get<PollAnswerDetail>(pollsPath(POLLS_API.answer, { id: row.pollId, answerId: row.id })),
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle dir="auto">{row.respondent ?? row.pollTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {row.pollTitle} · {f.dateTime(row.submittedAt)} ·{' '}
          {t('polls.ui.version', { n: f.number(row.formVersion) })}
        </Typography>
        <QueryState query={answer}>
          {(d) => <FormRenderer definition={d.definition} answers={d.answers} comments={false} />}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('polls.ui.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
