import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@qc/domain/identity/password-policy';
import { useTranslation } from 'react-i18next';
import { useCount } from '../../../app/i18n/use-count.ts';

/** The policy rules a new password meets so far (the server checks the same ones). */
export function passwordRules(password: string, email?: string | null) {
  const local = (email ?? '').toLowerCase().split('@')[0] ?? '';
  const lower = password.toLowerCase();
  return [
    { key: 'identity.policy.length', ok: password.length >= PASSWORD_MIN_LENGTH },
    {
      key: 'identity.policy.lettersDigits',
      ok: /\p{L}/u.test(password) && /\p{Nd}/u.test(password),
    },
    ...(email
      ? [
          {
            key: 'identity.policy.notEmail',
            ok:
              password.length > 0 &&
              lower !== (email ?? '').toLowerCase() &&
              !(local.length >= 4 && lower.includes(local)),
          },
        ]
      : []),
  ];
}

/** The policy of a new password as a live checklist (under `PasswordField`). */
export default function PasswordPolicy({
  password,
  email,
}: {
  password: string;
  email?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const counted = useCount();
  const rules = passwordRules(password, email);
  return (
    <Box
      component="ul"
      aria-label={t('identity.policy.title')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75, mb: 1.5, display: 'grid', gap: 0.25 }}
    >
      {rules.map((r) => (
        <Box
          component="li"
          key={r.key}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          data-ok={r.ok}
        >
          {r.ok ? (
            <CheckCircle sx={{ fontSize: 16 }} color="success" aria-hidden="true" />
          ) : (
            <RadioButtonUnchecked
              sx={{ fontSize: 16, color: 'text.disabled' }}
              aria-hidden="true"
            />
          )}
          <Typography variant="caption" color={r.ok ? 'success.main' : 'text.secondary'}>
            {counted(r.key, PASSWORD_MIN_LENGTH)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
