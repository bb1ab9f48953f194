import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  FORM_QUESTION_KINDS,
  POLL_KINDS,
  POLLS_API,
  type FormDefinition,
  type PollDetail,
  type PollInput,
  type PollKind,
} from '@qc/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupField } from '../../app/components/LookupField.tsx';
import { FormBuilder, newSection } from '../../app/forms/FormBuilder.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { api } from '../../app/http/client.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { pollKeys, pollsPath } from './polls-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

type Level = 'organisation' | 'country' | 'centre';

/** Polls offer every kind; the unscored ones first (a poll rarely gives marks). */
const KINDS = [
  ...FORM_QUESTION_KINDS.filter((k) => k !== 'mark' && k !== 'scale'),
  'scale',
  'mark',
];

const lookupOf = (id: string | null, label: string | null): LookupItem | null =>
  id ? { id, label: label ?? '', subtitle: null, archived: false } : null;

/**
 * Creates or edits a poll or registration form: its title, description and kind, its place
 * (the organisation, a country or a centre, as the caller's scope allows; the server checks),
 * its open period, answer limit and "one answer per phone or e-mail", and its questions with
 * the shared form builder. Editing a form that has answers makes a new version (said above the
 * builder); the answers keep theirs.
 */
export function PollEditor({ poll, onClose }: { poll: PollDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(poll?.title ?? '');
  const [description, setDescription] = useState(poll?.description ?? '');
  const [kind, setKind] = useState<PollKind>(poll?.kind ?? 'poll');
  const [level, setLevel] = useState<Level>(
    poll ? (poll.centreId ? 'centre' : poll.countryId ? 'country' : 'organisation') : 'centre',
  );
  const [centre, setCentre] = useState<LookupItem | null>(
    poll?.centreId ? lookupOf(poll.centreId, poll.placeName) : null,
  );
  const [country, setCountry] = useState<LookupItem | null>(
    poll && !poll.centreId ? lookupOf(poll.countryId, poll.placeName) : null,
  );
  const [opensOn, setOpensOn] = useState<string | null>(poll?.opensOn ?? null);
  const [closesOn, setClosesOn] = useState<string | null>(poll?.closesOn ?? null);
  const [limit, setLimit] = useState(poll?.answerLimit ? String(poll.answerLimit) : '');
  const [onePerContact, setOnePerContact] = useState(poll?.onePerContact ?? false);
  const [definition, setDefinition] = useState<FormDefinition>(
    poll?.definition ?? { sections: [newSection(t('polls.ui.questions'), 'text')] },
  );
  const save = useMutation({
    mutationFn: () => {
      const body: PollInput = {
        title,
        description: description || null,
        kind,
        countryId: level === 'country' ? (country?.id ?? null) : null,
        centreId: level === 'centre' ? (centre?.id ?? null) : null,
        opensOn,
        closesOn,
        answerLimit: limit ? Number(limit) : null,
        onePerContact,
        definition,
        ...(poll ? { version: poll.version } : {}),
      };
      return poll
        ? api.put<PollDetail>(pollsPath(POLLS_API.poll, { id: poll.id }), body)
        : api.post<PollDetail>(pollsPath(POLLS_API.polls), body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pollKeys.all });
      onClose();
    },
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  const builderProblems = p
    ? Object.entries(p.fields).filter(([k]) => k.startsWith('definition'))
    : [];
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{poll ? poll.title : t('polls.ui.new')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label={t('polls.ui.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            error={!!p?.fields.title}
            helperText={p?.fields.title}
          />
          <TextField
            label={t('polls.ui.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              label={t('polls.ui.kind')}
              value={kind}
              onChange={(e) => setKind(e.target.value as PollKind)}
              sx={{ minWidth: 180 }}
            >
              {POLL_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`polls.kind.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('polls.ui.place')}
              value={level}
              onChange={(e) => setLevel(e.target.value as Level)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="centre">{t('polls.ui.centre')}</MenuItem>
              <MenuItem value="country">{t('polls.ui.country')}</MenuItem>
              <MenuItem value="organisation">{t('polls.ui.organisation')}</MenuItem>
            </TextField>
            {level === 'centre' && (
              <LookupField
                resource="centres"
                label={t('polls.ui.centre')}
                value={centre}
                onChange={setCentre}
                required
                error={p?.fields.centreId}
                fullWidth
              />
            )}
            {level === 'country' && (
              <LookupField
                resource="countries"
                label={t('polls.ui.country')}
                value={country}
                onChange={setCountry}
                required
                error={p?.fields.countryId}
                fullWidth
              />
            )}
          </Stack>
          {level === 'organisation' && (p?.fields.countryId || p?.fields.centreId) && (
            <Alert severity="error">{p.fields.countryId ?? p.fields.centreId}</Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <DateField label={t('polls.ui.opensOn')} value={opensOn} onChange={setOpensOn} />
            <DateField
              label={t('polls.ui.closesOn')}
              value={closesOn}
              onChange={setClosesOn}
              {...(p?.fields.closesOn ? { error: p.fields.closesOn } : {})}
            />
            <TextField
              type="number"
              label={t('polls.ui.answerLimit')}
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              error={!!p?.fields.answerLimit}
              helperText={p?.fields.answerLimit}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
              sx={{ minWidth: 160 }}
            />
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={onePerContact}
                onChange={(e) => setOnePerContact(e.target.checked)}
              />
            }
            label={t('polls.ui.onePerContact')}
          />
          {p?.fields.onePerContact && <Alert severity="error">{p.fields.onePerContact}</Alert>}
          {poll?.answered && <Alert severity="info">{t('polls.ui.newVersion')}</Alert>}
          <FormBuilder value={definition} onChange={setDefinition} kinds={KINDS} />
          {builderProblems.length > 0 && (
            <Alert severity="error">
              {builderProblems.map(([k, m]) => (
                <div key={k}>{m}</div>
              ))}
            </Alert>
          )}
          {p && !Object.keys(p.fields).length && <Alert severity="error">{p.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('polls.ui.cancel')}</Button>
        <Button
          variant="contained"
          disabled={title.trim().length < 3 || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('polls.ui.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
