import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { userCreateSchema } from '@qc/domain/identity/admin.schemas';
import { LOCALES } from '@qc/domain/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { PhoneInput } from '../../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../../app/components/phone/phone-model.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { NO_PHONE, phoneImpossible, phoneOut } from '../../../app/components/phone/phone-form.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import type { SearchHit } from '@qc/domain';
import { identityKeys, rolesApi, usersApi } from '../identity-api.ts';
import { RecordPicker } from './RecordPicker.tsx';
import {
  AssignmentFields,
  draftInput,
  newDraft,
  type AssignmentDraft,
} from './AssignmentFields.tsx';

/**
 * /users/AddUser: a new user by e-mail or phone, with an invitation e-mail (they choose their
 * password) or a password set now, the employee record they are, and their roles, each with
 * its place, picked among the places the administrator manages.
 */
export function AddUserScreen() {
  const { t } = useTranslation();
  const { locale: uiLocale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormErrors();
  const roles = useQuery({ queryKey: identityKeys.roles, queryFn: rolesApi.list });
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(NO_PHONE);
  const [locale, setLocale] = useState<string>(uiLocale);
  const [access, setAccess] = useState<'invite' | 'password'>('invite');
  const [password, setPassword] = useState('');
  const [employee, setEmployee] = useState<SearchHit | null>(null);
  const [drafts, setDrafts] = useState<AssignmentDraft[]>([newDraft()]);
  const [busy, setBusy] = useState(false);

  // Rows left entirely blank are not sent; errors come back by the index of what was sent.
  const filled = drafts.filter((d) => d.roleId || d.country || d.centre || d.ring);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(userCreateSchema, {
      displayName,
      email: email.trim() || undefined,
      phone: phoneOut(phone),
      locale,
      password: access === 'password' ? password : undefined,
      employeeId: employee?.id,
      assignments: filled.map(draftInput),
    });
    if (phoneImpossible(phone)) form.setField('phone', t('validation.invalidPhone'));
    if (!input || phoneImpossible(phone)) return;
    setBusy(true);
    try {
      const user = await usersApi.create(input);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void navigate(`/users/${user.id}`, {
        state: { created: access === 'invite' ? 'invited' : 'created' },
      });
    } catch (err) {
      form.fail(err);
      setBusy(false);
    }
  };

  const field = (name: string) => form.fields[name];
  const assignmentErrors = (d: AssignmentDraft) => {
    const i = filled.indexOf(d);
    return Object.fromEntries(
      ['roleId', 'scopeLevel', 'countryId', 'centreId', 'ringId'].map((f) => [
        f,
        i >= 0 ? form.fields[`assignments.${i}.${f}`] : undefined,
      ]),
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="add-user-form">
      <PageHeader title={t('route./users/AddUser')} subtitle={t('identity.addUser.subtitle')} />
      {form.error && (
        <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
          {form.error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card variant="outlined">
          <CardHeader
            title={t('identity.addUser.person')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent
            sx={{
              pt: 0,
              display: 'grid',
              columnGap: 2.5,
              rowGap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            <TextField
              label={t('identity.field.displayName')}
              name="displayName"
              required
              fullWidth
              value={displayName}
              onChange={(e) => {
                setDisplayName(e.target.value);
                form.clear('displayName');
              }}
              error={Boolean(field('displayName'))}
              helperText={field('displayName') ?? ' '}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              label={t('identity.field.email')}
              name="email"
              type="email"
              fullWidth
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                form.clear('email');
              }}
              error={Boolean(field('email'))}
              helperText={field('email') ?? t('identity.addUser.emailHelp')}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
            />
            <Box sx={{ mb: 2.5 }}>
              <PhoneInput
                label={t('identity.field.phone')}
                value={phone.text}
                onChange={(v) => {
                  setPhone(v);
                  form.clear('phone');
                }}
                error={field('phone')}
              />
            </Box>
            <TextField
              select
              label={t('identity.field.messagesLanguage')}
              value={locale}
              onChange={(e) => setLocale(e.target.value)}
              helperText=" "
            >
              {LOCALES.map((l) => (
                <MenuItem key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ gridColumn: { md: '1 / -1' } }}>
              <RecordPicker
                label={t('identity.addUser.employee')}
                value={employee}
                onChange={setEmployee}
                error={field('employeeId')}
              />
            </Box>
          </CardContent>
        </Card>

        <Card variant="outlined">
          <CardHeader
            title={t('identity.addUser.access')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <RadioGroup
              value={access}
              onChange={(e) => setAccess(e.target.value as 'invite' | 'password')}
              aria-label={t('identity.addUser.access')}
            >
              <FormControlLabel
                value="invite"
                control={<Radio />}
                label={t('identity.addUser.invite')}
              />
              <FormControlLabel
                value="password"
                control={<Radio />}
                label={t('identity.addUser.setPassword')}
              />
            </RadioGroup>
            {access === 'password' && (
              <Box sx={{ maxWidth: 480, mt: 1.5 }}>
                <PasswordField
                  label={t('identity.field.password')}
                  name="password"
                  autoComplete="new-password"
                  email={email}
                  value={password}
                  onChange={(v) => {
                    setPassword(v);
                    form.clear('password');
                  }}
                  error={field('password')}
                />
              </Box>
            )}
            {access === 'invite' && field('password') && (
              <Alert severity="warning" sx={{ mt: 1.5 }}>
                {field('password')}
              </Alert>
            )}
          </CardContent>
        </Card>

        <Card variant="outlined">
          <CardHeader
            title={t('identity.addUser.roles')}
            subheader={t('identity.addUser.rolesHelp')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            {drafts.map((d, i) => (
              <Fragment key={d.key}>
                {i > 0 && <Divider sx={{ my: 2 }} />}
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1 }}>
                    <AssignmentFields
                      index={i}
                      draft={d}
                      roles={roles.data ?? []}
                      onChange={(nd) =>
                        setDrafts((all) => all.map((x) => (x.key === d.key ? nd : x)))
                      }
                      errors={assignmentErrors(d)}
                    />
                  </Box>
                  <IconButton
                    aria-label={t('identity.addUser.removeRole')}
                    onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              </Fragment>
            ))}
            <Button
              startIcon={<AddOutlined />}
              onClick={() => setDrafts((all) => [...all, newDraft()])}
              sx={{ mt: 1 }}
            >
              {t('identity.addUser.addRole')}
            </Button>
          </CardContent>
        </Card>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button color="inherit" onClick={() => void navigate(-1)} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {access === 'invite' ? t('identity.addUser.submitInvite') : t('identity.addUser.submit')}
        </Button>
      </Box>
    </Box>
  );
}

export default AddUserScreen;
