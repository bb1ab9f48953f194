import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSENT_QUESTION,
  checkAnswers,
  publicApplicationInput,
  publicStatusPath,
  RECRUITMENT_API,
  type FileAnswer,
  type FormAnswers,
  type PublicApplicationCreated,
  type PublicApplicationInput,
  type PublicPosting,
} from '@qc/domain';
import { issueKey } from '@qc/domain/platform/validation-issues';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { valuesInDigits } from '../../app/format/values-digits.ts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { NO_PHONE, phoneOut } from '../../app/components/phone/phone-form.ts';
import { PhoneInput } from '../../app/components/phone/PhoneInput.tsx';
import { FormRenderer } from '../../app/forms/FormRenderer.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { RichTextView } from '../../app/richtext/index.ts';
import { recPath } from './recruitment-api.ts';

/**
 * The public application form of a posting (/job-registration-link/:id): signed out, on the
 * blank layout, made for a phone, in the visitor's language. The applicant's name, gender,
 * phone, e-mail, identity number and the role they apply for, then the posting's own questions
 * (the shared form builder's renderer); each field is checked before sending with the server's
 * rules, and the server's refusals (closed, full, already applied) are shown as it words them.
 * Once sent, the applicant's private status link.
 */
export function PublicApplyScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const posting = useQuery({
    queryKey: ['public-job-posting', id, locale],
    queryFn: () =>
      api.get<PublicPosting>(recPath(RECRUITMENT_API.publicPosting, { id }), { skipAuth: true }),
  });
  const [fullName, setFullName] = useState('');
  const [gender, setGender] = useState('');
  const [phone, setPhone] = useState(NO_PHONE);
  const [email, setEmail] = useState('');
  const [identityNumber, setIdentityNumber] = useState('');
  const [candidateTypeId, setCandidateTypeId] = useState('');
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [messagesConsent, setMessagesConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = (): PublicApplicationInput => ({
    fullName,
    gender: gender as 'male' | 'female',
    phone: phoneOut(phone) ?? '',
    email,
    identityNumber,
    candidateTypeId: candidateTypeId || null,
    answers,
    messagesConsent,
    ...(search.get('src') ? { source: search.get('src')!.slice(0, 40) } : {}),
  });
  const send = useMutation({
    mutationFn: () =>
      api.post<PublicApplicationCreated>(recPath(RECRUITMENT_API.publicPosting, { id }), body(), {
        skipAuth: true,
      }),
    onError: (e) =>
      setErrors(
        Object.fromEntries(
          Object.entries(problemsOf(e, '').fields).map(([k, v]) => [
            k.replace(/^answers\./, ''),
            v,
          ]),
        ),
      ),
  });

  if (posting.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  if (posting.isError)
    return (
      <ErrorState
        error={posting.error}
        title={
          isApiError(posting.error) && posting.error.status === 404
            ? t('recruitment.ui.postingNotFound')
            : undefined
        }
        fullScreen
      />
    );
  const p = posting.data;
  // A check's numbers ("5 letters at least") in the visitor's digits.
  const tr = (code: string, params?: Record<string, unknown>) =>
    t(code, valuesInDigits(params, f.digits));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    const parsed = publicApplicationInput.safeParse(body());
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field === 'answers' || local[field]) continue;
        const key = issueKey(issue);
        local[field] = tr(key.code, key.params);
      }
    if (p.candidateTypes.length > 1 && !candidateTypeId)
      local.candidateTypeId = tr('recruitment.errors.candidateType');
    for (const i of checkAnswers(p.definition, answers, { complete: true }))
      local[i.questionId] ??= tr(i.code, i.params);
    if (
      p.definition.sections.some((s) => s.questions.some((q) => q.id === CONSENT_QUESTION)) &&
      answers[CONSENT_QUESTION]?.value !== 1
    )
      local[CONSENT_QUESTION] = tr('recruitment.errors.consent');
    setErrors(local);
    const first = Object.keys(local)[0];
    if (first) {
      globalThis.document
        ?.querySelector(`[data-question="${first}"], [name="${first}"]`)
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
          <Typography variant="h5" component="h1" gutterBottom dir="auto">
            {p.title}
          </Typography>
          {p.placeName && (
            <Typography color="text.secondary" dir="auto">
              {p.placeName}
            </Typography>
          )}
          {p.description && (
            <Box sx={{ mt: 1 }} dir="auto">
              <RichTextView html={p.description} />
            </Box>
          )}
          {send.isSuccess ? (
            <Stack
              sx={{ alignItems: 'center', textAlign: 'center', py: 4, gap: 1.5 }}
              role="status"
              data-testid="apply-thanks"
            >
              <CheckCircle color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h6">{t('recruitment.ui.thanks')}</Typography>
              <Typography variant="body2">{t('recruitment.ui.statusLinkHelp')}</Typography>
              <Link
                component={RouterLink}
                to={publicStatusPath(send.data.token)}
                data-testid="status-link"
                sx={{ fontWeight: 600 }}
              >
                {t('recruitment.ui.followApplication')}
              </Link>
            </Stack>
          ) : p.unavailable ? (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="apply-unavailable">
              {t(`recruitment.errors.${p.unavailable}`)}
            </Alert>
          ) : (
            <Stack component="form" spacing={2} sx={{ mt: 2.5 }} onSubmit={submit} noValidate>
              <TextField
                name="fullName"
                label={t('recruitment.ui.fullName')}
                value={fullName}
                onChange={(e) => setFullName(e.target.value)}
                required
                error={!!errors.fullName}
                helperText={errors.fullName}
                autoComplete="name"
              />
              <Box>
                <FormLabel required error={!!errors.gender}>
                  {t('recruitment.ui.gender')}
                </FormLabel>
                <RadioGroup
                  row
                  name="gender"
                  value={gender}
                  onChange={(e) => setGender(e.target.value)}
                >
                  <FormControlLabel
                    value="male"
                    control={<Radio />}
                    label={t('recruitment.ui.male')}
                    sx={{ minHeight: 44 }}
                  />
                  <FormControlLabel
                    value="female"
                    control={<Radio />}
                    label={t('recruitment.ui.female')}
                    sx={{ minHeight: 44 }}
                  />
                </RadioGroup>
                {errors.gender && <FormHelperText error>{errors.gender}</FormHelperText>}
              </Box>
              <PhoneInput
                name="phone"
                label={t('recruitment.ui.phone')}
                value={phone.text}
                onChange={setPhone}
                required
                fullWidth
                {...(errors.phone ? { error: errors.phone } : {})}
              />
              <TextField
                name="email"
                type="email"
                label={t('recruitment.ui.email')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={!!errors.email}
                helperText={errors.email}
                autoComplete="email"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
              <TextField
                name="identityNumber"
                label={t('recruitment.ui.identityNumber')}
                value={identityNumber}
                onChange={(e) => setIdentityNumber(e.target.value)}
                error={!!errors.identityNumber}
                helperText={errors.identityNumber ?? t('recruitment.ui.identityHelp')}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
              {p.candidateTypes.length > 1 && (
                <TextField
                  select
                  name="candidateTypeId"
                  label={t('recruitment.ui.applyingFor')}
                  value={candidateTypeId}
                  onChange={(e) => setCandidateTypeId(e.target.value)}
                  required
                  error={!!errors.candidateTypeId}
                  helperText={errors.candidateTypeId}
                >
                  {p.candidateTypes.map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <FormRenderer
                definition={p.definition}
                answers={answers}
                onChange={setAnswers}
                errors={errors}
                comments={false}
                files={{
                  upload: (q, file) => {
                    const form = new FormData();
                    form.append('file', file);
                    return api.upload<FileAnswer>(
                      recPath(RECRUITMENT_API.publicFile, { id }),
                      form,
                      { skipAuth: true, query: { question: q.id } },
                    );
                  },
                }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    name="messagesConsent"
                    checked={messagesConsent}
                    onChange={(e) => setMessagesConsent(e.target.checked)}
                  />
                }
                label={t('recruitment.ui.messagesConsent')}
                sx={{ minHeight: 44 }}
              />
              {serverMessage && (
                <Alert severity="error" role="alert">
                  {serverMessage}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
                {t('recruitment.ui.send')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export default PublicApplyScreen;
