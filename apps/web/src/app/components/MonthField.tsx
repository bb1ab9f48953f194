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
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getLocale } from '@qc/domain';
import { toLatinDigits } from '@qc/domain/text/arabic-digits';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format.ts';
import { useLocale } from '../i18n/locale-context.ts';

/** This month, `YYYY-MM`. */
export const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * A typed month: year first ("2026-10", "2026/1") or month first ("10/2026"), in Latin,
 * Arabic-Indic or Persian digits. '' for an empty text, null when it is not a month.
 */
export function parseMonthText(text: string): string | null {
  const clean = toLatinDigits(text).trim();
  if (clean === '') return '';
  const yearFirst = /^(\d{4})\s*[-/.\u060c]\s*(\d{1,2})$/.exec(clean);
  const monthFirst = /^(\d{1,2})\s*[-/.\u060c]\s*(\d{4})$/.exec(clean);
  const [year, month] = yearFirst
    ? [yearFirst[1], yearFirst[2]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1]]
      : [];
  const n = Number(month);
  return year && n >= 1 && n <= 12 ? `${year}-${String(n).padStart(2, '0')}` : null;
}

/**
 * What leaving the field with a typed text does: `{ month }` to take (a month, or '' to clear),
 * `{ invalid: true }` when the text is not a month (the field keeps its value and says so),
 * `null` when nothing changes.
 */
export function readTypedMonth(
  typed: string,
  current: string,
): { month: string } | { invalid: true } | null {
  const month = parseMonthText(typed);
  if (month === null) return { invalid: true };
  return month === current ? null : { month };
}

const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/**
 * A month's Gregorian name and the Hijri month of its middle (the 15th), in a language
 * (Latin digits: the caller applies the reader's digits), with the year or without.
 */
function monthNames(month: string, tag: string, withYear: boolean) {
  const mid = new Date(`${month}-15T00:00:00Z`);
  const opts = withYear
    ? ({ month: 'long', year: 'numeric', timeZone: 'UTC' } as const)
    : ({ month: 'long', timeZone: 'UTC' } as const);
  return {
    greg: new Intl.DateTimeFormat(`${tag}-u-ca-gregory-nu-latn`, opts).format(mid),
    hijri: new Intl.DateTimeFormat(`${tag}-u-ca-islamic-umalqura-nu-latn`, opts).format(mid),
  };
}

/** A month as people read it: the Gregorian month and year, and the Hijri month of its middle. */
export function MonthText({ month }: { month: string }) {
  const { locale } = useLocale();
  const f = useFormat();
  if (!isMonth(month)) return <span>{month}</span>;
  const { greg, hijri } = monthNames(month, getLocale(locale).intl, true);
  return (
    <span>
      {f.digits(greg)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ mx: 0.5 }}>
        ({f.digits(hijri)})
      </Typography>
    </span>
  );
}

/**
 * A month picked from a year's twelve months, named in the page's language and digits (the
 * browser's own month input wrote them in the browser's language: "November 2026" on an Arabic
 * page). Each month shows the Hijri month of its middle under its name. Empty, it shows its
 * label only; `onChange('')` clears it.
 */
export function MonthField(p: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string | undefined;
  size?: 'small' | 'medium';
  name?: string;
  sx?: SxProps<Theme>;
  /**
   * Under the field, the Hijri days the month covers (a work sheet's or a payroll run's month is
   * Gregorian; a reader of Hijri dates sees which Hijri days it pays).
   */
  hijriSpan?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = useFormat();
  const tag = getLocale(locale).intl;
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const value = isMonth(p.value) ? p.value : '';
  const text = value ? f.digits(monthNames(value, tag, true).greg) : '';
  // What is being typed ("2026-10", "١٠/٢٠٢٦"), taken when the field is left or on Enter.
  const [typed, setTyped] = useState<string | null>(null);
  // A text left that was not a month: the field keeps its month and says what it could not read.
  const [unread, setUnread] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    const read = readTypedMonth(typed, value);
    setTyped(null);
    if (read && 'invalid' in read) return setUnread(typed.trim());
    setUnread(null);
    if (read) p.onChange(read.month);
  };
  // Examples in the reader's digits, kept left to right inside a right-to-left sentence.
  const example = (s: string) => `\u2066${f.digits(s)}\u2069`;
  const error =
    p.error ??
    (unread === null
      ? undefined
      : t('shell.month.invalid', {
          text: unread,
          yearFirst: example('2026-10'),
          monthFirst: example('10/2026'),
        }));
  const show = () => setOpen(true);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      show();
    } else if (e.key === 'Escape' && open) {
      // The months close from the field too: it keeps the focus while they are shown.
      e.preventDefault();
      setOpen(false);
    }
  };
  return (
    <>
      <TextField
        ref={anchor}
        size={p.size ?? 'medium'}
        label={p.label}
        name={p.name}
        value={typed ?? text}
        error={!!error}
        helperText={error ?? (p.hijriSpan && isMonth(value) ? f.hijriSpan(value) || null : null)}
        onClick={show}
        onChange={(e) => {
          setTyped(e.target.value);
          setUnread(null);
        }}
        onBlur={commit}
        onKeyDown={onKey}
        slotProps={{
          htmlInput: {
            'data-testid': 'month-field',
            'data-blank': !value,
            'data-value': value,
            'aria-haspopup': 'dialog',
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('shell.month.open', { label: p.label })}
                  onClick={(e) => {
                    e.stopPropagation();
                    show();
                  }}
                >
                  <CalendarMonthOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={[
          { minWidth: 160, '& input': { cursor: 'pointer' } },
          ...(Array.isArray(p.sx) ? p.sx : [p.sx]),
        ]}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        // The field keeps the focus: a month can be typed while the months are shown.
        disableAutoFocus
        disableEnforceFocus
        disableRestoreFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {open && (
          <MonthPanel
            label={p.label}
            value={value}
            tag={tag}
            onPick={(m) => {
              p.onChange(m);
              setUnread(null);
              setTyped(null);
              setOpen(false);
            }}
          />
        )}
      </Popover>
    </>
  );
}

function MonthPanel(p: { label: string; value: string; tag: string; onPick(v: string): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const now = thisMonth();
  const [year, setYear] = useState(() => Number((p.value || now).slice(0, 4)));
  const titleId = useId();
  const months = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => {
        const month = `${String(year).padStart(4, '0')}-${String(i + 1).padStart(2, '0')}`;
        return { month, ...monthNames(month, p.tag, false) };
      }),
    [year, p.tag],
  );
  // In a right-to-left page the "previous" arrow points right.
  const rtl = useTheme().direction === 'rtl';
  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      sx={{ p: 1.5, width: 300, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          size="small"
          aria-label={t('shell.month.previousYear')}
          onClick={() => setYear((y) => y - 1)}
        >
          {rtl ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
        <Typography id={titleId} variant="subtitle2" component="p" aria-live="polite">
          {p.label} · {f.digits(String(year))}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('shell.month.nextYear')}
          onClick={() => setYear((y) => y + 1)}
        >
          {rtl ? <ChevronLeft /> : <ChevronRight />}
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}>
        {months.map((m) => {
          const selected = m.month === p.value;
          return (
            <ButtonBase
              key={m.month}
              data-month={m.month}
              aria-pressed={selected}
              aria-label={`${m.greg} ${f.digits(String(year))} (${m.hijri})`}
              onClick={() => p.onPick(m.month)}
              sx={(th) => ({
                flexDirection: 'column',
                py: 0.75,
                px: 0.5,
                borderRadius: 1,
                minHeight: 48,
                border: `1px solid ${m.month === now ? th.palette.primary.main : 'transparent'}`,
                bgcolor: selected ? 'primary.main' : 'transparent',
                color: selected ? 'primary.contrastText' : 'text.primary',
                '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                '&.Mui-focusVisible': { outline: `2px solid ${th.palette.primary.main}` },
              })}
            >
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {m.greg}
              </Typography>
              <Typography
                variant="caption"
                component="span"
                sx={{ opacity: 0.75, lineHeight: 1.2, textAlign: 'center' }}
              >
                {m.hijri}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between' }}>
        <Button size="small" onClick={() => p.onPick('')} disabled={!p.value}>
          {t('shell.month.clear')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => p.onPick(now)}>
          {t('shell.month.thisMonth')}
        </Button>
      </Stack>
    </Box>
  );
}
