import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountUpdateSchema } from '@qc/domain/identity/admin.schemas';
import { isLocaleCode, LOCALES } from '@qc/domain/locales';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../app/auth/auth-types.ts';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { PhoneInput } from '../../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../../app/components/phone/phone-model.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { accountApi } from '../identity-api.ts';
import { NO_PHONE, phoneImpossible, phoneOut } from '../../../app/components/phone/phone-form.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';

function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const { reload } = useAuth();
  const { locale: uiLocale, setLocale } = useLocale();
  const form = useFormErrors();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [phone, setPhone] = useState<PhoneValue>({ ...NO_PHONE, text: user.phone ?? '' });
  const [locale, setLocaleField] = useState(user.locale);
  const [avatarUrl, setAvatarUrl] = useState(user.avatarUrl ?? '');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const input = form.check(accountUpdateSchema, {
      displayName,
      phone: phoneOut(phone) ?? null,
      locale,
      avatarUrl: avatarUrl.trim() || null,
    });
    if (phoneImpossible(phone)) form.setField('phone', t('validation.invalidPhone'));
    if (!input || phoneImpossible(phone)) return;
    setBusy(true);
    try {
      await accountApi.update(input);
      await reload();
      if (isLocaleCode(locale) && locale !== uiLocale) setLocale(locale);
      setSaved(true);
    } catch (err) {
      form.fail(err, ['displayName', 'phone', 'locale', 'avatarUrl']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="profile-form">
      {form.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.error}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          {t('identity.profile.saved')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, mb: 3, flexWrap: 'wrap' }}>
        <UserAvatar name={displayName || user.displayName} src={avatarUrl || null} size={72} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {user.displayName}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary" dir="ltr">
              {user.email ?? user.phone}
            </Typography>
            {user.email && (
              <Chip
                size="small"
                icon={user.emailVerified ? <VerifiedOutlined /> : undefined}
                color={user.emailVerified ? 'success' : 'warning'}
                variant="outlined"
                label={
                  user.emailVerified
                    ? t('identity.profile.verified')
                    : t('identity.profile.unverified')
                }
              />
            )}
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 2.5,
          rowGap: 1.5,
        }}
      >
        <TextField
          label={t('identity.field.displayName')}
          name="displayName"
          fullWidth
          value={displayName}
          onChange={(e) => {
            setDisplayName(e.target.value);
            form.clear('displayName');
          }}
          error={Boolean(form.fields.displayName)}
          helperText={form.fields.displayName ?? ' '}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label={t('identity.field.email')}
          name="email"
          fullWidth
          value={user.email ?? ''}
          disabled
          helperText={t('identity.profile.emailHelp')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Box sx={{ mb: 2.5 }}>
          <PhoneInput
            label={t('identity.field.phone')}
            value={phone.text}
            onChange={(v) => {
              setPhone(v);
              form.clear('phone');
            }}
            error={form.fields.phone}
          />
        </Box>
        <TextField
          select
          label={t('identity.field.language')}
          name="locale"
          fullWidth
          value={locale}
          onChange={(e) => setLocaleField(e.target.value)}
          helperText={t('identity.profile.languageHelp')}
        >
          {LOCALES.map((l) => (
            <MenuItem key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('identity.profile.avatarUrl')}
          name="avatarUrl"
          fullWidth
          value={avatarUrl}
          onChange={(e) => {
            setAvatarUrl(e.target.value);
            form.clear('avatarUrl');
          }}
          error={Boolean(form.fields.avatarUrl)}
          helperText={form.fields.avatarUrl ?? t('identity.profile.avatarHelp')}
          sx={{ gridColumn: { md: '1 / -1' } }}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2000 } }}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ mt: 2 }}
      >
        {t('common.save')}
      </Button>
    </Box>
  );
}

/** The account tab: the user's name, phone, language and picture. */
export function ProfileCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('identity.profile.title')}
        subheader={t('identity.profile.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <ProfileForm key={user.id} user={user} />
      </CardContent>
    </Card>
  );
}
