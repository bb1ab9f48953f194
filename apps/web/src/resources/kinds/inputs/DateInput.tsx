import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters } from '../../../app/format/formatters.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { usePreferences } from '../../../app/preferences/preferences-context.ts';
import {
  dateToText,
  fromLocalInput,
  HIJRI_YEARS,
  isoOf,
  monthGrid,
  parseDateText,
  partsOf,
  shiftMonth,
  toLocalInput,
  weekStartOf,
  type InputCalendar,
  type YearMonth,
} from './date-model.ts';

const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

export interface DateFieldProps {
  /** 'YYYY-MM-DD', or '' / null for none; an unreadable typed text is passed on as typed. */
  value: string | null;
  onChange(value: string | null): void;
  label: string;
  helperText?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Hide the line giving the day in both calendars (compact filters). */
  compact?: boolean;
  name?: string;
}

/**
 * A calendar day typed or picked in Hijri (Umm al-Qura) or Gregorian, stored Gregorian. The
 * calendar starts as the user prefers and can be switched in the picker; under the field the
 * chosen day is written out in both calendars so nobody has to convert in their head.
 */
export function DateField({
  value,
  onChange,
  label,
  helperText,
  error,
  required,
  disabled,
  size = 'medium',
  compact = false,
  name,
}: DateFieldProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { prefs } = usePreferences();
  const [calendar, setCalendar] = useState<InputCalendar>(
    prefs.calendar === 'hijri' ? 'hijri' : 'gregorian',
  );
  const iso = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  const [text, setText] = useState(() => (iso ? dateToText(iso, calendar) : (value ?? '')));
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // Follow outside changes (reset, reload, picker) unless the user is typing something else.
  useEffect(() => {
    if (iso)
      setText((current) =>
        parseDateText(current, calendar) === iso ? current : dateToText(iso, calendar),
      );
    else if (!value) setText('');
  }, [iso, value, calendar]);

  const commit = (typed: string) => {
    const parsed = parseDateText(typed, calendar);
    if (parsed === '') onChange(null);
    else onChange(parsed ?? typed);
  };

  const switchCalendar = (next: InputCalendar) => {
    setCalendar(next);
    if (iso) setText(dateToText(iso, next));
  };

  // The chosen day in both calendars, whatever the user's display preference.
  const bothCalendars = useMemo(
    () => createFormatters({ locale, calendar: 'both', digits: prefs.digits }),
    [locale, prefs.digits],
  );
  const written = iso ? bothCalendars.date(iso, 'long') : '';
  const shownHelp =
    error ?? (compact ? helperText : [written, helperText].filter(Boolean).join(' · '));

  return (
    <>
      <TextField
        ref={anchor}
        id={inputId}
        name={name}
        label={label}
        value={text}
        size={size}
        required={required}
        disabled={disabled}
        fullWidth
        error={Boolean(error)}
        helperText={shownHelp || undefined}
        placeholder={
          calendar === 'hijri'
            ? t('resources.date.hijriPlaceholder')
            : t('resources.date.placeholder')
        }
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(text);
          }
        }}
        slotProps={{
          htmlInput: {
            dir: 'ltr',
            inputMode: 'numeric',
            'data-calendar': calendar,
            'data-value': iso ?? '',
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {/* The calendar's mark follows a written day; alone in an empty field it read
                    as a stray letter ("م"). */}
                {text.trim() !== '' && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ mx: 0.5 }}
                    data-testid="date-calendar-mark"
                  >
                    {calendar === 'hijri'
                      ? t('resources.date.hijriShort')
                      : t('resources.date.gregorianShort')}
                  </Typography>
                )}
                <IconButton
                  size="small"
                  edge="end"
                  disabled={disabled}
                  aria-label={t('resources.date.open', { label })}
                  onClick={() => setOpen(true)}
                >
                  <CalendarMonthOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <MonthPicker
          calendar={calendar}
          onCalendar={switchCalendar}
          value={iso}
          onPick={(day) => {
            onChange(day);
            setText(day ? dateToText(day, calendar) : '');
            setOpen(false);
          }}
        />
      </Popover>
    </>
  );
}

function MonthPicker({
  calendar,
  onCalendar,
  value,
  onPick,
}: {
  calendar: InputCalendar;
  onCalendar(c: InputCalendar): void;
  value: string | null;
  onPick(iso: string | null): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { intl, locale, dir } = useLocale();
  const start = value ?? todayIso();
  const [month, setMonth] = useState<YearMonth>(() => {
    const p = partsOf(start, calendar);
    return { year: p.year, month: p.month };
  });
  useEffect(() => {
    const p = partsOf(value ?? todayIso(), calendar);
    setMonth({ year: p.year, month: p.month });
  }, [calendar, value]);

  const weekStart = weekStartOf(locale);
  const cells = useMemo(() => monthGrid(calendar, month, weekStart), [calendar, month, weekStart]);
  const calendarTag = calendar === 'hijri' ? '-u-ca-islamic-umalqura' : '-u-ca-gregory';
  const title = useMemo(() => {
    const first = isoOf(calendar, month.year, month.month, 1);
    if (!first) return '';
    return new Intl.DateTimeFormat(
      `${intl}${calendarTag}-nu-${f.digits('1') === '1' ? 'latn' : 'arab'}`,
      {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      },
    ).format(new Date(`${first}T00:00:00Z`));
  }, [calendar, month, intl, calendarTag, f]);
  const weekdays = useMemo(() => {
    const names = new Intl.DateTimeFormat(intl, { weekday: 'narrow', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) =>
      names.format(new Date(Date.UTC(2023, 0, 1 + ((weekStart + i) % 7)))),
    );
  }, [intl, weekStart]);

  const canGoBack = calendar === 'gregorian' || month.year > HIJRI_YEARS.min || month.month > 1;
  const canGoOn = calendar === 'gregorian' || month.year < HIJRI_YEARS.max || month.month < 12;
  const today = todayIso();
  const Prev = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const Next = dir === 'rtl' ? ChevronLeft : ChevronRight;

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'PageUp') setMonth((m) => shiftMonth(m, -1));
    else if (e.key === 'PageDown') setMonth((m) => shiftMonth(m, 1));
    else return;
    e.preventDefault();
  };

  return (
    <Box sx={{ p: 2, width: 300 }} data-testid="date-picker">
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={calendar}
        onChange={(_e, next: InputCalendar | null) => next && onCalendar(next)}
        sx={{ mb: 1.5 }}
      >
        <ToggleButton value="hijri">{t('resources.date.hijri')}</ToggleButton>
        <ToggleButton value="gregorian">{t('resources.date.gregorian')}</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          size="small"
          disabled={!canGoBack}
          aria-label={t('resources.date.previousMonth')}
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        >
          <Prev fontSize="small" />
        </IconButton>
        <Typography variant="subtitle2" component="p" aria-live="polite">
          {title}
        </Typography>
        <IconButton
          size="small"
          disabled={!canGoOn}
          aria-label={t('resources.date.nextMonth')}
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
        >
          <Next fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        role="grid"
        aria-label={title}
        onKeyDown={onGridKey}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, 1fr)',
          gap: 0.25,
          textAlign: 'center',
        }}
      >
        {weekdays.map((w, i) => (
          <Typography key={`w${i}`} variant="caption" color="text.secondary" role="columnheader">
            {w}
          </Typography>
        ))}
        {cells.map((cell, i) =>
          cell ? (
            <ButtonBase
              key={cell.iso}
              role="gridcell"
              aria-selected={cell.iso === value}
              aria-label={f.date(cell.iso, 'full')}
              data-iso={cell.iso}
              onClick={() => onPick(cell.iso)}
              sx={{
                height: 34,
                borderRadius: '50%',
                fontSize: '0.875rem',
                fontWeight: cell.iso === today ? 700 : 400,
                border: cell.iso === today ? 1 : 0,
                borderColor: 'primary.main',
                bgcolor: cell.iso === value ? 'primary.main' : 'transparent',
                color: cell.iso === value ? 'primary.contrastText' : 'text.primary',
                '&:hover': { bgcolor: cell.iso === value ? 'primary.dark' : 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              {f.digits(cell.day)}
            </ButtonBase>
          ) : (
            <span key={`e${i}`} />
          ),
        )}
      </Box>
      <Stack direction="row" sx={{ mt: 1.5, justifyContent: 'space-between' }}>
        <Button size="small" onClick={() => onPick(null)}>
          {t('resources.date.clear')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onPick(today)}>
          {t('resources.date.today')}
        </Button>
      </Stack>
    </Box>
  );
}

export interface DateTimeFieldProps {
  value: string | null;
  onChange(value: string | null): void;
  label: string;
  helperText?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** An instant typed in local time; the day is also written out in the user's calendars. */
export function DateTimeField({
  value,
  onChange,
  label,
  helperText,
  error,
  required,
  disabled,
}: DateTimeFieldProps) {
  const f = useFormat();
  const local = value ? toLocalInput(value) : '';
  const [text, setText] = useState(local);
  useEffect(() => setText(local), [local]);
  const help =
    error ??
    ([value ? f.dateTime(value) : '', helperText].filter(Boolean).join(' · ') || undefined);
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={text}
      required={required}
      disabled={disabled}
      fullWidth
      error={Boolean(error)}
      helperText={help}
      onChange={(e) => {
        setText(e.target.value);
        const next = fromLocalInput(e.target.value);
        onChange(next === '' ? null : (next ?? e.target.value));
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
    />
  );
}
