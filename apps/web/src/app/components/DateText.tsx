import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useLocale } from '../i18n/locale-context.ts';
import { usePreferences } from '../preferences/preferences-context.ts';
import { createFormatters } from '../format/formatters.ts';
import { useFormat } from '../format/use-format.ts';

export interface DateTextProps {
  /** A calendar day ('YYYY-MM-DD') or an ISO timestamp. */
  value: string | Date | null | undefined;
  /** Show the time as well (timestamps). */
  withTime?: boolean;
  style?: 'full' | 'long' | 'medium' | 'short';
  /** Lets a long date (both calendars, with its time) break between words in a narrow column. */
  wrap?: boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A date in the user's calendar (Hijri, Gregorian or both) and digits, inside a `<time>` with
 * the machine-readable value; hovering shows the other calendar.
 */
export function DateText({ value, withTime = false, style = 'long', wrap = false }: DateTextProps) {
  const f = useFormat();
  const { locale } = useLocale();
  const { prefs } = usePreferences();
  const other = useMemo(
    () =>
      prefs.calendar === 'both'
        ? null
        : createFormatters({
            locale,
            calendar: prefs.calendar === 'hijri' ? 'gregorian' : 'hijri',
            digits: prefs.digits,
          }),
    [locale, prefs.calendar, prefs.digits],
  );
  if (value == null || value === '') return null;
  const iso = value instanceof Date ? value.toISOString() : value;
  const text = withTime ? f.dateTime(iso) : f.date(iso, style);
  // Both calendars ("20 Jumada II 1448 AH (30 Nov 2026)") may go on two lines between the two,
  // each kept whole: in French on a phone the pair is wider than a card.
  const pair = !wrap && prefs.calendar === 'both' ? text.indexOf(' (') : -1;
  const time = (
    <time dateTime={iso} style={wrap || pair > 0 ? undefined : NO_WRAP}>
      {pair > 0 ? (
        <>
          <span style={NO_WRAP}>{text.slice(0, pair)}</span>{' '}
          <span style={NO_WRAP}>{text.slice(pair + 1)}</span>
        </>
      ) : (
        text
      )}
    </time>
  );
  if (!other) return time;
  return <Tooltip title={withTime ? other.dateTime(iso) : other.date(iso, style)}>{time}</Tooltip>;
}
