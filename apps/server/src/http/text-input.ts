import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed, type FieldIssue } from './errors.ts';

/**
 * Text that reaches the server is checked once, here, for every route: the path parameters,
 * the query and the parsed JSON body (keys and values, at any depth). See docs/decisions/0008.
 *
 * Refused (400 `errors.validation`, the field named, `validation.invalidCharacters`):
 *   - NUL, which PostgreSQL text cannot hold;
 *   - a lone UTF-16 surrogate (`"\ud800"` is valid JSON), which jsonb refuses and which is
 *     no character at all;
 *   - every other C0 control character except tab, line feed and carriage return, DEL, and
 *     the C1 controls (U+0080 to U+009F): nobody types them, they are invisible on screen, a
 *     spreadsheet export cannot hold them, and they usually betray a text decoded wrongly.
 * Kept: tab, line feed, carriage return, and every other character.
 *
 * Text that passes is put in Unicode normalisation form C (NFC), so a name typed with
 * combining marks and the same name typed precomposed are stored, compared and found as one.
 * Passwords are the exception: they are hashed exactly as sent, as they always were.
 */

const INVALID_CHARACTERS: FieldIssue = { code: 'validation.invalidCharacters' };

/** True when the text holds a character refused above. */
export function hasInvalidCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (next < 0xdc00 || next > 0xdfff) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

const isSecret = (key: string) => /password/i.test(key);

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  // Plain objects, and the query object, whose prototype is itself a null-prototype object.
  const proto: unknown = Object.getPrototypeOf(value);
  return (
    proto === Object.prototype || proto === null || Object.getPrototypeOf(proto as object) === null
  );
}

/**
 * Checks every string of a value (keys included) and puts the good ones in NFC, in place.
 * Returns the problems by field path (`displayName`, `items.0.name`; `_` for the value itself)
 * and the value, normalised when it is a string itself.
 */
export function inspectText(value: unknown): {
  value: unknown;
  fields: Record<string, FieldIssue>;
} {
  const fields: Record<string, FieldIssue> = {};
  const flag = (path: string[]) => {
    const key = path.join('.') || '_';
    if (!fields[key]) fields[key] = INVALID_CHARACTERS;
  };
  const fix = (text: string, path: string[], secret: boolean): string => {
    if (hasInvalidCharacters(text)) {
      flag(path);
      return text;
    }
    return secret ? text : text.normalize('NFC');
  };

  if (typeof value === 'string') return { value: fix(value, [], false), fields };
  // Iterative walk: a deeply nested body cannot overflow the stack.
  const stack: Array<{ node: Container; path: string[]; secret: boolean }> = [];
  if (isContainer(value)) stack.push({ node: value, path: [], secret: false });
  while (stack.length > 0) {
    const { node, path, secret } = stack.pop()!;
    const entries: Array<[string | number, unknown]> = Array.isArray(node)
      ? node.map((v, i) => [i, v])
      : Object.entries(node);
    for (const [key, child] of entries) {
      const childPath = [...path, String(key)];
      if (typeof key === 'string' && hasInvalidCharacters(key)) flag(childPath);
      const childSecret = secret || (typeof key === 'string' && isSecret(key));
      if (typeof child === 'string') {
        const fixed = fix(child, childPath, childSecret);
        if (fixed !== child) (node as Record<string | number, unknown>)[key] = fixed;
      } else if (isContainer(child)) {
        stack.push({ node: child, path: childPath, secret: childSecret });
      }
    }
  }
  return { value, fields };
}

/** Checks and normalises the params, query and body of one request; throws the 400. */
export function checkRequestText(request: FastifyRequest): void {
  const fields: Record<string, FieldIssue> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const inspected = inspectText(request[part]);
    if (typeof request[part] === 'string') request[part] = inspected.value;
    for (const [name, issue] of Object.entries(inspected.fields)) fields[name] ??= issue;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/**
 * Installs the check in front of every route (public or guarded), after the route guard and
 * the body's parsing, before validation and the handler.
 */
export function installTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkRequestText(request);
  });
}

/**
 * The same check for a body a route keeps as raw bytes (a provider's webhook, whose signature is
 * computed over them): read as UTF-8, and as JSON when it is JSON, so that a refused character
 * is named by its field as on every other route; throws the 400.
 */
export function checkRawBodyText(raw: Buffer): void {
  const text = raw.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a form body, say): the text itself is checked.
  }
  const { fields } = inspectText(parsed);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
