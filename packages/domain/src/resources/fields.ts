import type { LocaleCode } from '../locales.ts';

/** A text in the three languages of the product. */
export type LocaleText = Record<LocaleCode, string>;

/**
 * Every kind of field a resource definition may use. The kind decides, in one registry per
 * side, the field's validation and export (`kinds.ts` here) and its display, input and filter
 * widgets (the web's kind registry). A new kind is one entry in each, never a change of screens.
 */
export const FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'money',
  'date',
  'dateTime',
  'time',
  'enum',
  'multiEnum',
  'boolean',
  'phone',
  'email',
  'reference',
  'multiReference',
  'file',
  'image',
  'quranPosition',
  'quranRange',
  'richText',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** Properties every field has, whatever its kind. */
export interface FieldBase {
  kind: FieldKind;
  /** Label in ar/en/fr; becomes the catalogue key `resources.<name>.fields.<field>`. */
  label: LocaleText;
  /** A short hint under the input; key `resources.<name>.help.<field>`. */
  help?: LocaleText | undefined;
  /** Must have a value on create, and may not be cleared on update. */
  required: boolean;
  /** The property of the Drizzle table when it differs from the field name. */
  column?: string | undefined;
  /** Shown but never accepted from clients (the server computes it, e.g. `derive`). */
  readOnly?: boolean | undefined;
  /** Accepted on create only; later changes are refused. */
  createOnly?: boolean | undefined;
  /**
   * Only callers holding `<permission>:sensitive` see or write it; the server never selects
   * it for anyone else (lists, records, exports, audit trail).
   */
  sensitive?: boolean | undefined;
  /** No two live records may share the value (checked with a translated message). */
  unique?: boolean | undefined;
  /**
   * Copied on every write from the record a reference field points to, whenever that
   * reference has a value: e.g. a centre employee's `countryId` is
   * `{ from: 'centreId', pick: 'countryId' }`, so it always matches the centre. When the
   * reference is empty the field keeps what the client sent (unless it is readOnly).
   */
  derive?: { from: string; pick: string } | undefined;
  /** Hidden in forms (still shown in detail and lists when listed). */
  hiddenInForm?: boolean | undefined;
}

export type TextFormat = 'plain' | 'code' | 'isoCode' | 'currency' | 'color' | 'url' | 'latin';

export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  min?: number | undefined;
  /**
   * plain: any text; code: Latin letters, digits, _ and - (as typed); isoCode: capital
   * letters (ISO country and region codes, upper-cased); currency: ISO 4217 (upper-cased);
   * color: #rrggbb; url: http(s) address; latin: Latin letters only (left-to-right input).
   */
  format: TextFormat;
  default?: string | undefined;
}

export interface LongTextField extends FieldBase {
  kind: 'longText';
  max: number;
  default?: string | undefined;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  min?: number | undefined;
  max?: number | undefined;
  /** Unit shown after the value ("hours", "students"). */
  unit?: LocaleText | undefined;
  default?: number | undefined;
}

/**
 * An amount in integer minor units (cents, kuruş). The currency is fixed (`code`) or read from
 * a text field of the same record holding an ISO 4217 code (`field`).
 */
export interface MoneyField extends FieldBase {
  kind: 'money';
  currency: { code: string } | { field: string };
  min?: number | undefined;
  max?: number | undefined;
  default?: number | undefined;
}

/** A calendar day 'YYYY-MM-DD' (stored Gregorian; shown Hijri and/or Gregorian). */
export interface DateField extends FieldBase {
  kind: 'date';
  default?: 'today' | undefined;
}

/** An instant, ISO 8601 with offset. */
export interface DateTimeField extends FieldBase {
  kind: 'dateTime';
}

/** A time of day 'HH:MM' (24 h). */
export interface TimeField extends FieldBase {
  kind: 'time';
  default?: string | undefined;
}

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

export interface EnumField extends FieldBase {
  kind: 'enum';
  values: readonly string[];
  /** Label of each value; key `resources.<name>.enum.<field>.<value>`. */
  labels: Record<string, LocaleText>;
  /** Chip colour of each value in lists (statuses). */
  colors?: Record<string, ChipColor> | undefined;
  default?: string | undefined;
}

export interface MultiEnumField extends FieldBase {
  kind: 'multiEnum';
  values: readonly string[];
  labels: Record<string, LocaleText>;
  min?: number | undefined;
  max?: number | undefined;
  default?: readonly string[] | undefined;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean | undefined;
}

/** A phone number, stored E.164 ('+905321234567'). */
export interface PhoneField extends FieldBase {
  kind: 'phone';
  /** A field of the record holding a country reference whose phone region is the default. */
  regionFrom?: string | undefined;
}

export interface EmailField extends FieldBase {
  kind: 'email';
}

/** The id of a record of another resource (stored as a uuid). */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  resource: string;
  /**
   * The picker of this field is narrowed by another field of the form: the lookup receives
   * `<param>=<value of field>` (e.g. employees of the chosen centre).
   */
  dependsOn?: { field: string; param: string } | undefined;
}

/** Several ids of records of another resource (stored as uuid[]). */
export interface MultiReferenceField extends FieldBase {
  kind: 'multiReference';
  resource: string;
  max?: number | undefined;
}

/** What a file or image field holds for each file: metadata of an uploaded file. */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export interface FileField extends FieldBase {
  kind: 'file';
  /** One file (value FileRef | null) or several (value FileRef[]). */
  multiple: boolean;
  /** Accepted content types (exact, or 'image/*'). */
  accept: readonly string[];
  /** Largest file, in bytes. */
  maxSize: number;
  /** Most files when multiple. */
  maxFiles: number;
}

export interface ImageField extends FieldBase {
  kind: 'image';
  multiple: boolean;
  accept: readonly string[];
  maxSize: number;
  maxFiles: number;
}

/** One ayah `{ surah, ayah }`, checked against the Quran data. */
export interface QuranPositionField extends FieldBase {
  kind: 'quranPosition';
}

/** An inclusive span of ayahs `{ from: { surah, ayah }, to: { surah, ayah } }`. */
export interface QuranRangeField extends FieldBase {
  kind: 'quranRange';
}

/** Formatted text: a safe subset of HTML (see rich-text.ts), checked on the server. */
export interface RichTextField extends FieldBase {
  kind: 'richText';
  max: number;
}

export type Field =
  | TextField
  | LongTextField
  | NumberField
  | MoneyField
  | DateField
  | DateTimeField
  | TimeField
  | EnumField
  | MultiEnumField
  | BooleanField
  | PhoneField
  | EmailField
  | ReferenceField
  | MultiReferenceField
  | FileField
  | ImageField
  | QuranPositionField
  | QuranRangeField
  | RichTextField;

export type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>;

// ---------------------------------------------------------------------------------------------
// Helpers: a definition reads like a description of the business thing; defaults live here.
// ---------------------------------------------------------------------------------------------

/** Options every helper accepts. `label` is required: a field without a name is a bug. */
type Common = Omit<FieldBase, 'kind' | 'required'> & { required?: boolean };

const base = (o: Common) => ({ ...o, required: o.required ?? false });

export const text = (
  o: Common & { max?: number; min?: number; format?: TextFormat; default?: string },
): TextField => ({
  ...base(o),
  kind: 'text',
  max: o.max ?? 200,
  format: o.format ?? 'plain',
});

export const longText = (o: Common & { max?: number; default?: string }): LongTextField => ({
  ...base(o),
  kind: 'longText',
  max: o.max ?? 4000,
});

export const number = (
  o: Common & {
    integer?: boolean;
    min?: number;
    max?: number;
    unit?: LocaleText;
    default?: number;
  },
): NumberField => ({ ...base(o), kind: 'number', integer: o.integer ?? true });

export const money = (
  o: Common & {
    currency: { code: string } | { field: string };
    min?: number;
    max?: number;
    default?: number;
  },
): MoneyField => ({ min: 0, ...base(o), currency: o.currency, kind: 'money' });

export const date = (o: Common & { default?: 'today' }): DateField => ({
  ...base(o),
  kind: 'date',
});

export const dateTime = (o: Common): DateTimeField => ({ ...base(o), kind: 'dateTime' });

export const time = (o: Common & { default?: string }): TimeField => ({ ...base(o), kind: 'time' });

/**
 * An enumeration: its values with their labels in one place, in display order.
 * `enumOf({ active: {ar,en,fr}, closed: {ar,en,fr} }, { label, default: 'active' })`.
 */
export function enumOf<V extends string>(
  values: Record<V, LocaleText>,
  o: Common & { default?: NoInfer<V>; colors?: Partial<Record<NoInfer<V>, ChipColor>> },
): EnumField {
  return {
    ...base(o),
    kind: 'enum',
    values: Object.keys(values) as V[],
    labels: values,
    colors: o.colors as Record<string, ChipColor> | undefined,
  };
}

export function multiEnumOf<V extends string>(
  values: Record<V, LocaleText>,
  o: Common & { min?: number; max?: number; default?: readonly NoInfer<V>[] },
): MultiEnumField {
  return { ...base(o), kind: 'multiEnum', values: Object.keys(values) as V[], labels: values };
}

export const boolean = (o: Common & { default?: boolean }): BooleanField => ({
  default: false,
  ...base(o),
  kind: 'boolean',
});

export const phone = (o: Common & { regionFrom?: string }): PhoneField => ({
  ...base(o),
  kind: 'phone',
});

export const email = (o: Common): EmailField => ({ ...base(o), kind: 'email' });

export const reference = (
  resource: string,
  o: Common & { dependsOn?: { field: string; param: string } },
): ReferenceField => ({ ...base(o), kind: 'reference', resource });

export const multiReference = (
  resource: string,
  o: Common & { max?: number },
): MultiReferenceField => ({ ...base(o), kind: 'multiReference', resource, max: o.max ?? 50 });

/** Office documents, PDF, images and plain text: what staff usually attach. */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/*',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
] as const;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const file = (
  o: Common & {
    multiple?: boolean;
    accept?: readonly string[];
    maxSize?: number;
    maxFiles?: number;
  },
): FileField => ({
  ...base(o),
  kind: 'file',
  multiple: o.multiple ?? false,
  accept: o.accept ?? DOCUMENT_TYPES,
  maxSize: o.maxSize ?? 10 * 1024 * 1024,
  maxFiles: o.maxFiles ?? (o.multiple ? 10 : 1),
});

export const image = (
  o: Common & {
    multiple?: boolean;
    accept?: readonly string[];
    maxSize?: number;
    maxFiles?: number;
  },
): ImageField => ({
  ...base(o),
  kind: 'image',
  multiple: o.multiple ?? false,
  accept: o.accept ?? IMAGE_TYPES,
  maxSize: o.maxSize ?? 2 * 1024 * 1024,
  maxFiles: o.maxFiles ?? (o.multiple ? 10 : 1),
});

export const quranPosition = (o: Common): QuranPositionField => ({
  ...base(o),
  kind: 'quranPosition',
});

export const quranRange = (o: Common): QuranRangeField => ({ ...base(o), kind: 'quranRange' });

export const richText = (o: Common & { max?: number }): RichTextField => ({
  ...base(o),
  kind: 'richText',
  max: o.max ?? 100_000,
});

/** Does a content type match an accept list ('image/*' matches any image)? */
export function acceptsType(accept: readonly string[], contentType: string): boolean {
  const type = contentType.toLowerCase().split(';')[0]!.trim();
  return accept.some((a) =>
    a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : a.toLowerCase() === type,
  );
}
