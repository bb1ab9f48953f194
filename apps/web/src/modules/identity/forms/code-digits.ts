import { toLatinDigits } from '@qc/domain/text/arabic-digits';

/** How many digits an authenticator code has. */
export const CODE_LENGTH = 6;

/** The Latin digits of a typed or pasted text (Arabic-Indic and Persian digits converted). */
export function digitsOf(text: string, max = CODE_LENGTH): string {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, max);
}

export interface CodeEdit {
  /** The code after the edit (Latin digits, at most `length`). */
  value: string;
  /** The box to focus next. */
  focus: number;
}

/**
 * Typing or pasting `text` into box `index` of a code: every digit fills one box from there
 * on (a paste of the whole code fills them all), anything else is ignored. An empty `text`
 * clears the box.
 */
export function typeInto(
  value: string,
  index: number,
  text: string,
  length = CODE_LENGTH,
): CodeEdit {
  const boxes = Array.from({ length }, (_, i) => value[i] ?? '');
  const digits = digitsOf(text, length);
  if (text === '') {
    boxes[index] = '';
    return { value: join(boxes), focus: index };
  }
  if (!digits) return { value: join(boxes), focus: index };
  // A whole code pasted into any box replaces the code.
  const start = digits.length === length ? 0 : index;
  for (let i = 0; i < digits.length && start + i < length; i++) boxes[start + i] = digits[i]!;
  return { value: join(boxes), focus: Math.min(start + digits.length, length - 1) };
}

/**
 * What the browser put in box `index` (which held `previous`): a digit typed after the one
 * already there goes on to the next box (fast typing outruns the focus move); one typed
 * before it, or over a selected digit, replaces it.
 */
export function typeAt(
  value: string,
  index: number,
  inputText: string,
  previous: string,
  length = CODE_LENGTH,
): CodeEdit {
  if (previous && inputText.length > 1) {
    if (inputText.startsWith(previous))
      return typeInto(
        value,
        Math.min(index + 1, length - 1),
        inputText.slice(previous.length),
        length,
      );
    if (inputText.endsWith(previous))
      return typeInto(value, index, inputText.slice(0, -previous.length), length);
  }
  return typeInto(value, index, inputText, length);
}

/** Backspace in box `index`: clears it, or the one before when it is already empty. */
export function backspaceAt(value: string, index: number, length = CODE_LENGTH): CodeEdit {
  const boxes = Array.from({ length }, (_, i) => value[i] ?? '');
  if (boxes[index]) {
    boxes[index] = '';
    return { value: join(boxes), focus: index };
  }
  const prev = Math.max(0, index - 1);
  boxes[prev] = '';
  return { value: join(boxes), focus: prev };
}

/** Boxes are joined with spaces kept as gaps so positions survive; trailing gaps dropped. */
function join(boxes: string[]): string {
  return boxes
    .map((b) => b || ' ')
    .join('')
    .replace(/\s+$/, '');
}

/** Is the code complete (all boxes hold a digit)? */
export const isComplete = (value: string, length = CODE_LENGTH) =>
  value.length === length && /^\d+$/.test(value);
