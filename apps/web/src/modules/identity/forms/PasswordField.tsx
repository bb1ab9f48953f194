import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from './OutlinedField.tsx';

// The checklist of a new password, with the counted words it needs: not on the sign-in page.
const PasswordPolicy = lazy(() => import('./PasswordPolicy.tsx'));

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
  const [visible, setVisible] = useState(false);
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
        <Suspense fallback={null}>
          <PasswordPolicy password={value} email={email} />
        </Suspense>
      )}
    </Box>
  );
}
