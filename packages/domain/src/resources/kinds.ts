import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type { LocaleCode } from '../locales.ts';
import { formatRange, formatPosition } from '../quran/quran-format.ts';
import { validatePosition, type QuranPosition, type QuranRange } from '../quran/quran-position.ts';
import { validateRange } from '../quran/quran-range.ts';
import { toDigits } from '../text/arabic-digits.ts';
import type { Field, FieldKind, FieldOf, FileRef } from './fields.ts';
import { isSafeRichText, richTextToPlain } from './rich-text.ts';

/** How a kind is filtered in lists (the web's filter widget follows the same word). */
export type FilterKind =
  /** one or more values: `status=active,closed` */
  | 'in'
  /** a yes/no choice: `active=true` */
  | 'boolean'
  /** a number range: `capacity.min=10&capacity.max=20` */
  | 'range'
  /** a date range: `openedOn.from=2024-01-01&openedOn.to=2024-12-31` */
  | 'dateRange';

/** A cell of an export: text, a number, or nothing. */
export type ExportCell = string | number | null;

/** What export writers may need beyond the value. */
export interface ExportContext {
  locale: LocaleCode;
  /** The record being written (money reads its currency field from it). */
  record: Record<string, unknown>;
  /** Label of a referenced record (resolved by the server in batches), or undefined. */
  labelOf(resource: string, id: string): string | undefined;
  /** Translated label of an enum value. */
  enumLabel(field: string, value: string): string;
  /** The field's name in its definition. */
  fieldName: string;
}

/** One kind's behaviour in the domain: validation, filtering, sorting, searching, export. */
export interface KindSpec<K extends FieldKind> {
  /** Validation of one present (non-null) input value; the output is what gets stored. */
  schema(field: FieldOf<K>): z.ZodType;
  filter: FilterKind | null;
  sortable: boolean;
  /** Its text can feed the search column. */
  searchable: boolean;
  /** The value as one spreadsheet cell. */
  exportValue(field: FieldOf<K>, value: unknown, ctx: ExportContext): ExportCell;
  /** The value's words for the search column (references are resolved by the server). */
  searchText?(field: FieldOf<K>, value: unknown): string;
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/;

function textSchema(field: FieldOf<'text'>): z.ZodType {
  let s = z.string().trim().max(field.max);
  if (field.min) s = s.min(field.min);
  switch (field.format) {
    case 'code':
      return s.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'resources.validation.code');
    case 'isoCode':
      return s
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(/^[A-Z]+$/, 'resources.validation.isoCode'));
    case 'currency':
      return s
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{3}$/, 'resources.validation.currency'));
    case 'color':
      return s.regex(/^#[0-9a-fA-F]{6}$/, 'resources.validation.color');
    case 'url':
      return s.regex(/^https?:\/\/[^\s]+$/i, 'resources.validation.url');
    case 'latin':
      return s.regex(/^[\p{Script=Latin}\p{N}\s'’.,()-]+$/u, 'resources.validation.latin');
    default:
      return s;
  }
}

const fileRefSchema = z.object({
  id: z.uuid('resources.validation.file'),
  name: z.string().trim().min(1).max(255),
  size: z.number().int().min(0),
  contentType: z.string().trim().min(1).max(150),
});

function filesSchema(field: FieldOf<'file'> | FieldOf<'image'>): z.ZodType {
  return field.multiple ? z.array(fileRefSchema).max(field.maxFiles) : fileRefSchema;
}

const positionSchema = z
  .object({ surah: z.number().int(), ayah: z.number().int() })
  .superRefine((v, ctx) => {
    const check = validatePosition(v);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.code });
  });

const rangeSchema = z
  .object({
    from: z.object({ surah: z.number().int(), ayah: z.number().int() }),
    to: z.object({ surah: z.number().int(), ayah: z.number().int() }),
  })
  .superRefine((v, ctx) => {
    const check = validateRange(v);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.code });
  });

function moneyDigits(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units to major units for a currency (150050 TRY → 1500.5). */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** moneyDigits(currency);
}

/** The currency of a money value in a record. */
export function currencyOf(field: FieldOf<'money'>, record: Record<string, unknown>): string {
  if ('code' in field.currency) return field.currency.code;
  const code = record[field.currency.field];
  return typeof code === 'string' && code ? code : 'USD';
}

const fileNames = (value: unknown): string | null => {
  if (!value) return null;
  const list = (Array.isArray(value) ? value : [value]) as FileRef[];
  return list.map((f) => f.name).join(', ');
};

/**
 * The domain half of the kind registry. The server adds storage and SQL filters per kind, the
 * web adds display, input and filter widgets per kind; each side is a `Record<FieldKind, ...>`,
 * so a new kind does not compile until every side handles it.
 */
export const KINDS: { [K in FieldKind]: KindSpec<K> } = {
  text: {
    schema: textSchema,
    filter: null,
    sortable: true,
    searchable: true,
    exportValue: (_f, v) => str(v),
    searchText: (_f, v) => str(v) ?? '',
  },
  longText: {
    schema: (f) => z.string().trim().max(f.max),
    filter: null,
    sortable: false,
    searchable: true,
    exportValue: (_f, v) => str(v),
    searchText: (_f, v) => str(v) ?? '',
  },
  number: {
    schema: (f) => {
      let s = f.integer ? z.number().int() : z.number();
      if (f.min !== undefined) s = s.min(f.min);
      if (f.max !== undefined) s = s.max(f.max);
      return s;
    },
    filter: 'range',
    sortable: true,
    searchable: false,
    exportValue: (_f, v) => (v === null || v === undefined ? null : Number(v)),
  },
  money: {
    schema: (f) => {
      let s = z.number().int();
      if (f.min !== undefined) s = s.min(f.min);
      if (f.max !== undefined) s = s.max(f.max);
      return s;
    },
    filter: 'range',
    sortable: true,
    searchable: false,
    exportValue: (f, v, ctx) =>
      v === null || v === undefined ? null : toMajorUnits(Number(v), currencyOf(f, ctx.record)),
  },
  date: {
    schema: () => z.iso.date('validation.invalidDate'),
    filter: 'dateRange',
    sortable: true,
    searchable: false,
    exportValue: (_f, v) => str(v),
  },
  dateTime: {
    schema: () => z.iso.datetime({ offset: true, message: 'validation.invalidDate' }),
    filter: 'dateRange',
    sortable: true,
    searchable: false,
    exportValue: (_f, v) => (v ? new Date(String(v)).toISOString().replace('.000Z', 'Z') : null),
  },
  time: {
    schema: () =>
      z
        .string()
        .trim()
        .regex(TIME_RE, 'resources.validation.time')
        .transform((v) => v.slice(0, 5)),
    filter: null,
    sortable: true,
    searchable: false,
    exportValue: (_f, v) => (v ? String(v).slice(0, 5) : null),
  },
  enum: {
    schema: (f) => z.enum(f.values as [string, ...string[]]),
    filter: 'in',
    sortable: true,
    searchable: false,
    exportValue: (_f, v, ctx) => (v ? ctx.enumLabel(ctx.fieldName, String(v)) : null),
  },
  multiEnum: {
    schema: (f) => {
      let s = z.array(z.enum(f.values as [string, ...string[]]));
      if (f.min !== undefined) s = s.min(f.min);
      if (f.max !== undefined) s = s.max(f.max);
      return s.transform((list) => f.values.filter((v) => list.includes(v)));
    },
    filter: 'in',
    sortable: false,
    searchable: false,
    exportValue: (_f, v, ctx) =>
      Array.isArray(v) ? v.map((x) => ctx.enumLabel(ctx.fieldName, String(x))).join('، ') : null,
  },
  boolean: {
    schema: () => z.boolean(),
    filter: 'boolean',
    sortable: true,
    searchable: false,
    exportValue: (_f, v, ctx) =>
      v === null || v === undefined
        ? null
        : { ar: { y: 'نعم', n: 'لا' }, en: { y: 'Yes', n: 'No' }, fr: { y: 'Oui', n: 'Non' } }[
            ctx.locale
          ][v ? 'y' : 'n'],
  },
  phone: {
    schema: () =>
      z
        .string()
        .trim()
        .transform((v, ctx) => {
          const compact = v.replace(/[\s().-]/g, '').replace(/^00/, '+');
          const parsed = parsePhoneNumberFromString(compact);
          if (!parsed || !parsed.isValid()) {
            ctx.addIssue({ code: 'custom', message: 'validation.invalidPhone' });
            return z.NEVER;
          }
          return parsed.number;
        }),
    filter: null,
    sortable: true,
    searchable: true,
    exportValue: (_f, v) => str(v),
    // Found by the international form and by the national one typed with a leading 0.
    searchText: (_f, v) => {
      if (!v) return '';
      const national = parsePhoneNumberFromString(String(v))?.nationalNumber;
      return national ? `${String(v)} 0${national}` : String(v);
    },
  },
  email: {
    schema: () => z.string().trim().toLowerCase().pipe(z.email('validation.invalidEmail').max(254)),
    filter: null,
    sortable: true,
    searchable: true,
    exportValue: (_f, v) => str(v),
    searchText: (_f, v) => str(v) ?? '',
  },
  reference: {
    schema: () => z.uuid('resources.validation.reference'),
    filter: 'in',
    sortable: false,
    searchable: true,
    exportValue: (f, v, ctx) => (v ? (ctx.labelOf(f.resource, String(v)) ?? String(v)) : null),
  },
  multiReference: {
    schema: (f) =>
      z
        .array(z.uuid('resources.validation.reference'))
        .max(f.max ?? 50)
        .transform((ids) => [...new Set(ids)]),
    filter: 'in',
    sortable: false,
    searchable: false,
    exportValue: (f, v, ctx) =>
      Array.isArray(v)
        ? v.map((id) => ctx.labelOf(f.resource, String(id)) ?? String(id)).join('، ')
        : null,
  },
  file: {
    schema: filesSchema,
    filter: null,
    sortable: false,
    searchable: false,
    exportValue: (_f, v) => fileNames(v),
  },
  image: {
    schema: filesSchema,
    filter: null,
    sortable: false,
    searchable: false,
    exportValue: (_f, v) => fileNames(v),
  },
  quranPosition: {
    schema: () => positionSchema,
    filter: null,
    sortable: false,
    searchable: false,
    exportValue: (_f, v, ctx) =>
      v
        ? formatPosition(v as QuranPosition, { digits: ctx.locale === 'ar' ? 'arab' : 'latn' })
        : null,
  },
  quranRange: {
    schema: () => rangeSchema,
    filter: null,
    sortable: false,
    searchable: false,
    exportValue: (_f, v, ctx) =>
      v ? formatRange(v as QuranRange, { digits: ctx.locale === 'ar' ? 'arab' : 'latn' }) : null,
  },
  richText: {
    schema: (f) =>
      z
        .string()
        .max(f.max)
        .refine(isSafeRichText, { message: 'resources.validation.unsafeContent' }),
    filter: null,
    sortable: false,
    searchable: true,
    exportValue: (_f, v) => (v ? richTextToPlain(String(v)) : null),
    searchText: (_f, v) => (v ? richTextToPlain(String(v)) : ''),
  },
};

/** The domain behaviour of a field's kind. */
export function kindOf<F extends Field>(field: F): KindSpec<F['kind']> {
  return KINDS[field.kind] as KindSpec<F['kind']>;
}

/** Validation schema of one present value of a field. */
export function valueSchema(field: Field): z.ZodType {
  return (KINDS[field.kind].schema as (f: Field) => z.ZodType)(field);
}

/** One cell of an export for a field's value. */
export function exportCell(field: Field, value: unknown, ctx: ExportContext): ExportCell {
  if (value === null || value === undefined) return null;
  const write = KINDS[field.kind].exportValue as (
    f: Field,
    v: unknown,
    c: ExportContext,
  ) => ExportCell;
  return write(field, value, ctx);
}

/** The words a field's value contributes to the search column (references: resolved by caller). */
export function fieldSearchText(field: Field, value: unknown): string {
  if (value === null || value === undefined) return '';
  const spec = KINDS[field.kind] as KindSpec<FieldKind>;
  return spec.searchText ? (spec.searchText as (f: Field, v: unknown) => string)(field, value) : '';
}

/** Digits of a number in the user's digit system (export and display helpers). */
export const localDigits = (value: string | number, locale: LocaleCode) =>
  toDigits(value, locale === 'ar' ? 'arab' : 'latn');
