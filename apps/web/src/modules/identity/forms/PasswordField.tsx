import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@qc/domain/identity/password-policy';
import { useCount } from '../../../app/i18n/use-count.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from './OutlinedField.tsx';

export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** `new-password` shows the policy as a live checklist. */
  autoComplete: 'current-password' | 'new-password';
  /** The e-mail of the account, for the "not your e-mail" rule. */
  email?: string | null | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
  showPolicy?: boolean;
}

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

/** A password with show/hide, and for a new one the policy as a checklist. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
  email,
  autoFocus,
  disabled,
  showPolicy = autoComplete === 'new-password',
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const counted = useCount();
  const [visible, setVisible] = useState(false);
  const rules = showPolicy ? passwordRules(value, email) : [];
  return (
    <Box>
      <OutlinedField
        label={label}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        helperText={showPolicy ? '' : ' '}
        inputProps={{ dir: 'ltr', maxLength: 256 }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? t('shell.login.hidePassword') : t('shell.login.showPassword')}
            >
              {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      {showPolicy && (
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
      )}
    </Box>
  );
}
