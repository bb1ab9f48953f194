import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import type { CountryCode } from 'libphonenumber-js/max';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_LOOKUP_URL, DEFAULT_PHONE_COUNTRY } from '../../config.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { useAccountPhoneRegion } from './account-phone-region.ts';
import {
  cleanPhoneText,
  countryOptions,
  createTypeahead,
  displayPhone,
  findCountryIndex,
  isCountryCode,
  lookupVisitorCountry,
  opensUpward,
  parsePhone,
  PHONE_LIMITS,
  switchCallingCode,
  type PhoneMode,
  type PhoneValue,
} from './phone-model.ts';

export type { PhoneMode, PhoneValue } from './phone-model.ts';

const PhoneCountryContext = createContext<string | null>(null);

/**
 * The default phone country for the forms below it: the country settings' phone region (the
 * country of the centre or of the signed-in user's scope) wraps its screens in this.
 */
export function PhoneCountryProvider({
  country,
  children,
}: {
  country: string | null;
  children: ReactNode;
}) {
  return <PhoneCountryContext.Provider value={country}>{children}</PhoneCountryContext.Provider>;
}

/**
 * The default country: the nearest PhoneCountryProvider's, else the phone region of the
 * signed-in user's country settings, else the build's default.
 */
export function useDefaultPhoneCountry(): CountryCode {
  const fromProvider = useContext(PhoneCountryContext);
  const fromAccount = useAccountPhoneRegion();
  if (isCountryCode(fromProvider)) return fromProvider;
  if (isCountryCode(fromAccount)) return fromAccount;
  return isCountryCode(DEFAULT_PHONE_COUNTRY) ? DEFAULT_PHONE_COUNTRY : 'TR';
}

export interface PhoneInputProps {
  /** The text of the field (controlled). */
  value: string;
  onChange: (value: PhoneValue) => void;
  mode?: PhoneMode;
  /** Overrides the country settings' default. */
  defaultCountry?: string;
  /** Limits the country list. */
  countries?: readonly string[];
  /** Ask the visitor-country service (VITE_COUNTRY_LOOKUP_URL) for the starting country. */
  lookupCountry?: boolean;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Characters allowed in the field (tested one by one), e.g. /[0-9+ ]/. */
  allowedCharacters?: RegExp;
  /** A pattern the whole text must match as well, e.g. /^\+9/ for numbers of one region. */
  pattern?: RegExp;
  /** The message of an invalid number (set as the field's custom validity); default translated. */
  invalidMessage?: string;
  /** A server message for the field (shown instead of the local one). */
  error?: string;
  helperText?: ReactNode;
  name?: string;
  fullWidth?: boolean;
}

/**
 * The phone input of sections 5 and 9: libphonenumber data (possible lengths and per-country
 * patterns), modes auto, national and international, valid and possible flags, a country list
 * with type-to-find (700 ms) that opens upward when less than 200 px remain below, and the
 * default country from the country settings (optionally the visitor's country, with a short
 * time-out). Input: type tel, name telephone, at most 25 characters, Arabic-Indic digits
 * accepted; an invalid number sets the field's custom validity message.
 */
export function PhoneInput({
  value,
  onChange,
  mode = 'auto',
  defaultCountry,
  countries,
  lookupCountry = false,
  label,
  required,
  disabled,
  allowedCharacters,
  pattern,
  invalidMessage,
  error,
  helperText,
  name = 'telephone',
  fullWidth = true,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const settingsCountry = useDefaultPhoneCountry();
  const initial = isCountryCode(defaultCountry) ? defaultCountry : settingsCountry;
  const [country, setCountry] = useState<CountryCode>(initial);
  // Set once the country comes from the person (chosen, typed with its calling code) or from
  // the visitor lookup: the settings' country, read after the field appeared, then stays out.
  const decided = useRef(false);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);
  const [listOpen, setListOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const typeahead = useMemo(() => createTypeahead(), []);
  const listId = useId();

  const options = useMemo(
    () => countryOptions(intl, countries as CountryCode[] | undefined),
    [intl, countries],
  );
  const parsed = useMemo(() => parsePhone(value, mode, country), [value, mode, country]);
  const matchesPattern = !pattern || pattern.test(value.trim());
  const ok = parsed.valid && matchesPattern;
  const empty = value.trim() === '';
  const message =
    invalidMessage ?? (parsed.possible ? t('shell.phone.invalid') : t('shell.phone.notPossible'));

  // The visitor's country, when asked for and nothing was typed yet.
  useEffect(() => {
    if (!lookupCountry || !COUNTRY_LOOKUP_URL || defaultCountry) return;
    let cancelled = false;
    void lookupVisitorCountry(COUNTRY_LOOKUP_URL).then((found) => {
      if (!cancelled && found && !inputRef.current?.value) {
        decided.current = true;
        setCountry(found);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [lookupCountry, defaultCountry]);

  // The country settings' region may arrive after the field (one request per session).
  useEffect(() => {
    if (isCountryCode(defaultCountry) || decided.current || inputRef.current?.value) return;
    setCountry(settingsCountry);
  }, [settingsCountry, defaultCountry]);

  // A number typed with its own calling code moves the country with it.
  useEffect(() => {
    if (parsed.country && parsed.country !== country && value.trim().startsWith('+')) {
      decided.current = true;
      setCountry(parsed.country);
    }
  }, [parsed.country, country, value]);

  // The native validity follows ours, so forms and the browser agree.
  useEffect(() => {
    inputRef.current?.setCustomValidity(empty || ok ? '' : message);
  }, [empty, ok, message]);

  const emit = (text: string, c: CountryCode = country) => {
    const next = parsePhone(text, mode, c);
    onChange({ ...next, valid: next.valid && (!pattern || pattern.test(text.trim())) });
  };

  const openList = () => {
    const rect = buttonRef.current?.getBoundingClientRect();
    setUpward(rect ? opensUpward(window.innerHeight - rect.bottom) : false);
    setListOpen(true);
  };

  const choose = (code: CountryCode) => {
    setListOpen(false);
    decided.current = true;
    setCountry(code);
    emit(switchCallingCode(value, country, code), code);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onListKey = (e: KeyboardEvent) => {
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || e.key === ' ') return;
    e.preventDefault();
    e.stopPropagation();
    const search = typeahead(e.key);
    const index = findCountryIndex(options, search);
    if (index >= 0) itemRefs.current[index]?.focus();
  };

  const shownError = error ?? (touched && !empty && !ok ? message : undefined);
  const selected = options.find((o) => o.code === country);

  return (
    <>
      <TextField
        inputRef={inputRef}
        label={label ?? t('shell.phone.label')}
        name={name}
        type="tel"
        value={value}
        required={required}
        disabled={disabled}
        fullWidth={fullWidth}
        placeholder={t('shell.phone.placeholder')}
        error={Boolean(shownError)}
        helperText={shownError ?? helperText}
        onChange={(e) => emit(cleanPhoneText(e.target.value, allowedCharacters))}
        onBlur={() => {
          setTouched(true);
          const shown = displayPhone(parsed, mode, country);
          if (shown !== value && parsed.valid) emit(shown);
        }}
        slotProps={{
          htmlInput: {
            maxLength: PHONE_LIMITS.maxInput,
            autoComplete: 'tel',
            inputMode: 'tel',
            dir: 'ltr',
            'data-valid': ok ? 'true' : 'false',
            'data-possible': parsed.possible ? 'true' : 'false',
            'data-country': parsed.country ?? '',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ mr: 0 }}>
                <Button
                  ref={buttonRef}
                  size="small"
                  color="inherit"
                  disabled={disabled}
                  onClick={openList}
                  aria-haspopup="listbox"
                  aria-expanded={listOpen}
                  aria-controls={listOpen ? listId : undefined}
                  aria-label={`${t('shell.phone.country')}: ${selected?.name ?? country}`}
                  endIcon={<ArrowDropDown />}
                  data-testid="phone-country"
                  sx={{ minWidth: 0, px: 1, fontWeight: 600, direction: 'ltr' }}
                >
                  {country} +{selected?.callingCode}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={listOpen}
        anchorEl={buttonRef.current}
        onClose={() => setListOpen(false)}
        anchorOrigin={{ vertical: upward ? 'top' : 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: upward ? 'bottom' : 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            sx: { maxHeight: 320, width: 300 },
            'data-placement': upward ? 'top' : 'bottom',
          } as object,
        }}
      >
        <Box onKeyDownCapture={onListKey}>
          <MenuList id={listId} role="listbox" aria-label={t('shell.phone.countries')} dense>
            {options.map((o, i) => (
              <MenuItem
                key={o.code}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                role="option"
                autoFocus={o.code === country}
                aria-selected={o.code === country}
                selected={o.code === country}
                onClick={() => choose(o.code)}
              >
                <ListItemText primary={o.name} />
                <Box
                  component="span"
                  sx={{
                    color: 'text.secondary',
                    fontSize: '0.85rem',
                    direction: 'ltr',
                    marginInlineStart: 2,
                  }}
                >
                  {o.code} +{o.callingCode}
                </Box>
              </MenuItem>
            ))}
          </MenuList>
        </Box>
      </Popover>
    </>
  );
}

export default PhoneInput;
