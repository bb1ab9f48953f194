import { toDigits, type DigitSystem } from '../text/arabic-digits.ts';
import type { MessageTable } from './define.ts';

/**
 * Messages whose digits are shown as they are written, whatever digits the user prefers: what
 * to type (an example of a range, a month, a phone number, a recovery code, the keys of the
 * keyboard), and the digit choices' own labels, which show the two systems.
 */
const AS_WRITTEN = new Set([
  'quran.invalidFormat',
  'identity.twoSteps.recoveryFormat',
  'identity.app.identifierHelp',
  'rings.day.quickRange',
  'rings.day.keys.attendance',
  'rings.day.keys.range',
  'training.question.correctChoice',
  'site.give.phoneHelp',
  'validation.invalidMonth',
  'resources.rings.help.ageBand',
  'resources.ring-times.help.weekday',
  'resources.training-questions.help.correct',
  'resources.donation-types.help.suggestedAmounts',
]);

/** The keys named above, for a test that they still exist. */
export const DIGITS_AS_WRITTEN: ReadonlySet<string> = AS_WRITTEN;

/** True when a message's digits stay as the catalogue writes them. */
export function digitsAsWritten(key: string): boolean {
  return AS_WRITTEN.has(key) || /(^|\.)digits\.(latn|arab)$/.test(key);
}

/** Digits, and the percent sign that goes with them (٪ beside Arabic-Indic ones, as Intl writes). */
function inDigits(text: string, digits: DigitSystem): string {
  const written = toDigits(text, digits);
  return digits === 'arab'
    ? written.replace(/([\u0660-\u0669])\s?%/g, '$1٪')
    : written.replace(/([0-9])\s?\u066a/g, '$1%');
}

/**
 * One message with the digits of its text in the user's digits (a password "of at least 8
 * characters" reads ٨ to someone who chose Arabic-Indic digits, and "٣٠ ثانية" reads 30 to
 * someone who chose Latin ones), so that the catalogue agrees with the numbers the screens
 * format. Placeholders are left alone: the values put in them are formatted by their callers
 * (a count's `{{n}}` is already in the user's digits, a serial or a name is shown as it is).
 */
export function messageInDigits(key: string, text: string, digits: DigitSystem): string {
  if (digitsAsWritten(key) || !/[0-9\u0660-\u0669]/.test(text)) return text;
  return text
    .split(/(\{\{[^}]*\}\})/)
    .map((part, i) => (i % 2 === 1 ? part : inDigits(part, digits)))
    .join('');
}

/** A message table with every message's digits in the user's digits (`messageInDigits`). */
export function messagesInDigits(table: MessageTable, digits: DigitSystem): MessageTable {
  const out: MessageTable = {};
  for (const [key, text] of Object.entries(table)) out[key] = messageInDigits(key, text, digits);
  return out;
}
