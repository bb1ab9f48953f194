import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { alpha } from '@mui/material/styles';
import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { backspaceAt, CODE_LENGTH, isComplete, typeAt, typeInto } from './code-digits.ts';

export interface CodeInputProps {
  /** Latin digits (gaps as spaces), controlled. */
  value: string;
  onChange(value: string): void;
  /** Called once all six boxes hold a digit (e.g. to submit). */
  onComplete?(code: string): void;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Accessible name of the group. */
  label: string;
}

/**
 * Six boxes for an authenticator code. Digits may be typed or pasted in any system (Latin,
 * Arabic-Indic, Persian); a pasted code fills every box. The boxes always run left to right,
 * as the code is read, whatever the page direction.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  error,
  disabled,
  autoFocus,
  label,
}: CodeInputProps) {
  const { t } = useTranslation();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const helpId = useId();
  const completed = useRef<string | null>(null);

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (isComplete(value) && completed.current !== value) {
      completed.current = value;
      onComplete?.(value);
    }
    if (!isComplete(value)) completed.current = null;
  }, [value, onComplete]);

  const focus = (i: number) => {
    const el = refs.current[i];
    if (el) {
      el.focus();
      el.select();
    }
  };

  // The focus moves at once (not after the re-render), so fast typing lands in the next box.
  const apply = (edit: { value: string; focus: number }) => {
    onChange(edit.value);
    focus(edit.focus);
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      apply(backspaceAt(value, i));
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(Math.max(0, i - 1));
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(Math.min(CODE_LENGTH - 1, i + 1));
    }
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    apply(typeInto(value, i, e.clipboardData.getData('text')));
  };

  return (
    <Box>
      <Box
        role="group"
        aria-label={label}
        aria-describedby={error ? helpId : undefined}
        dir="ltr"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${CODE_LENGTH}, minmax(0, 1fr))`,
          gap: { xs: 1, sm: 1.5 },
        }}
      >
        {Array.from({ length: CODE_LENGTH }, (_, i) => {
          const ch = value[i] && value[i] !== ' ' ? value[i] : '';
          return (
            <Box
              key={i}
              component="input"
              ref={(el: HTMLInputElement | null) => {
                refs.current[i] = el;
              }}
              value={ch}
              disabled={disabled}
              inputMode="numeric"
              autoComplete={i === 0 ? 'one-time-code' : 'off'}
              aria-label={t('identity.code.digit', { n: i + 1, total: CODE_LENGTH })}
              aria-invalid={error ? true : undefined}
              data-testid={`code-digit-${i}`}
              onChange={(e: ChangeEvent<HTMLInputElement>) =>
                apply(typeAt(value, i, e.target.value, ch))
              }
              onKeyDown={onKeyDown(i)}
              onPaste={onPaste(i)}
              onFocus={(e: FocusEvent<HTMLInputElement>) => e.target.select()}
              sx={(theme) => ({
                width: '100%',
                minWidth: 0,
                aspectRatio: '1 / 1.12',
                maxHeight: 64,
                textAlign: 'center',
                fontSize: { xs: '1.4rem', sm: '1.6rem' },
                fontWeight: 600,
                fontFamily: 'inherit',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: '1.5px solid',
                borderColor: error ? 'error.main' : 'divider',
                borderRadius: 2,
                outline: 'none',
                transition: 'border-color 120ms, box-shadow 120ms',
                '&:focus': {
                  borderColor: error ? 'error.main' : 'primary.main',
                  boxShadow: `0 0 0 3px ${alpha(
                    error ? theme.palette.error.main : theme.palette.primary.main,
                    0.18,
                  )}`,
                },
                '&:disabled': { opacity: 0.6 },
              })}
            />
          );
        })}
      </Box>
      {error && (
        <FormHelperText id={helpId} error sx={{ mt: 1, mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
