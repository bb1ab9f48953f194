import type { FieldKind } from '@qc/domain';

/**
 * The server half of the kind registry: which Drizzle column types may store each kind
 * (checked by the definition-vs-table test), and how a stored value becomes an API value.
 * `Record<FieldKind, ...>`: a new kind does not compile until it is handled here.
 */
export interface KindStorage {
  /** Drizzle `columnType`s that can hold the kind (arrays as `PgArray<base>`). */
  columnTypes: readonly string[];
  /** Stored value → API value (dates and times normalised, numerics as numbers). */
  toApi(value: unknown): unknown;
}

const same = (v: unknown) => v;
const INT = ['PgInteger', 'PgSmallInt', 'PgBigInt53', 'PgSerial'];
const TEXT = ['PgText', 'PgVarchar'];

const numeric = (v: unknown) => (v === null || v === undefined ? v : Number(v));

/** A timestamp as ISO 8601 (PGlite and node-postgres print them differently). */
export const isoTimestamp = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(String(v)).toISOString();

export const KIND_STORAGE: Record<FieldKind, KindStorage> = {
  text: { columnTypes: TEXT, toApi: same },
  longText: { columnTypes: TEXT, toApi: same },
  richText: { columnTypes: TEXT, toApi: same },
  phone: { columnTypes: TEXT, toApi: same },
  email: { columnTypes: TEXT, toApi: same },
  enum: { columnTypes: TEXT, toApi: same },
  number: {
    columnTypes: [...INT, 'PgNumeric', 'PgReal', 'PgDoublePrecision'],
    toApi: numeric,
  },
  money: { columnTypes: INT, toApi: numeric },
  date: { columnTypes: ['PgDateString'], toApi: same },
  dateTime: { columnTypes: ['PgTimestampString'], toApi: isoTimestamp },
  time: {
    columnTypes: ['PgTime'],
    toApi: (v) => (typeof v === 'string' ? v.slice(0, 5) : v),
  },
  boolean: { columnTypes: ['PgBoolean'], toApi: same },
  multiEnum: { columnTypes: ['PgArray<PgText>'], toApi: (v) => v ?? [] },
  reference: { columnTypes: ['PgUUID'], toApi: same },
  multiReference: { columnTypes: ['PgArray<PgUUID>'], toApi: (v) => v ?? [] },
  file: { columnTypes: ['PgJsonb'], toApi: same },
  image: { columnTypes: ['PgJsonb'], toApi: same },
  quranPosition: { columnTypes: ['PgJsonb'], toApi: same },
  quranRange: { columnTypes: ['PgJsonb'], toApi: same },
};
