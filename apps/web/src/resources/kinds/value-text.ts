import type { LocaleCode } from '@qc/domain/locales';
import {
  isValidPosition,
  type QuranPosition,
  type QuranRange,
} from '@qc/domain/quran/quran-position';
import { describeRange } from '@qc/domain/quran/quran-format';
import { isValidRange } from '@qc/domain/quran/quran-range';
import { surahName } from '@qc/domain/quran/surahs';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { Field, FieldOf, FileRef } from '@qc/domain/resources/fields';
import { currencyOf } from '@qc/domain/resources/kinds';
import { resourceKeys } from '@qc/domain/resources/labels';
import { richTextToPlain } from '@qc/domain/resources/rich-text';
import type { Formatters } from '../../app/format/formatters.ts';

/** What turning a value into words needs: translations, formats and referenced names. */
export interface TextContext {
  t(key: string, values?: Record<string, unknown>): string;
  f: Formatters;
  locale: LocaleCode;
  /** The name of a referenced record, when known. */
  refLabel(resource: string, id: string): string | undefined;
  /** The rest of the record (money reads its currency from it). */
  record: Readonly<Record<string, unknown>>;
}

const listSeparator = (locale: LocaleCode) => (locale === 'ar' ? '، ' : ', ');

/** The currency code of a money field in a record. */
export function moneyCurrency(field: FieldOf<'money'>, record: Readonly<Record<string, unknown>>) {
  return currencyOf(field, record as Record<string, unknown>);
}

/** An amount in minor units as money text ("١٬٥٠٠٫٠٠ ليرة تركية" in the user's digits). */
export function moneyText(minor: number, currency: string, f: Formatters): string {
  return f.money(minor, currency);
}

/** A size in the units people read (bytes, KB, MB), in the user's digits. */
export function sizeText(bytes: number, number: (n: number) => string): string {
  if (bytes < 1024) return `${number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 102.4) / 10)} KB`;
  return `${number(Math.round(bytes / 104857.6) / 10)} MB`;
}

/** An ayah with its surah's name ("البقرة ٢٥٥", "Al-Baqarah 255"). */
export function positionText(pos: QuranPosition, locale: LocaleCode, f: Formatters): string {
  return `${surahName(pos.surah, locale)} ${f.digits(pos.ayah)}`;
}

/** A span of ayahs with surah names. */
export function rangeText(range: QuranRange, locale: LocaleCode, f: Formatters): string {
  const digits = f.digits('1') === '1' ? 'latn' : 'arab';
  return describeRange(range, { locale, digits });
}

/**
 * One value as plain text in the user's language, calendar and digits: what list cells, phone
 * cards, the audit trail and titles show. Nothing (null, empty list) is ''.
 */
export function valueText(
  def: ResourceDefinition,
  name: string,
  field: Field,
  value: unknown,
  ctx: TextContext,
): string {
  if (value === null || value === undefined || value === '') return '';
  const { t, f, locale } = ctx;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
      return String(value);
    case 'time':
      return f.digits(String(value).slice(0, 5));
    case 'number': {
      const n = Number(value);
      const unit = field.unit?.[locale];
      return unit ? `${f.number(n)} ${unit}` : f.number(n);
    }
    case 'money':
      return moneyText(Number(value), moneyCurrency(field, ctx.record), f);
    case 'date':
      return f.date(String(value), 'medium');
    case 'dateTime':
      return f.dateTime(String(value));
    case 'enum':
      return t(resourceKeys.enumValue(def.name, name, String(value)));
    case 'multiEnum':
      return Array.isArray(value)
        ? value
            .map((v) => t(resourceKeys.enumValue(def.name, name, String(v))))
            .join(listSeparator(locale))
        : '';
    case 'boolean':
      return t(value ? 'common.yes' : 'common.no');
    case 'reference':
      return ctx.refLabel(field.resource, String(value)) ?? '';
    case 'multiReference':
      return Array.isArray(value)
        ? value
            .map((id) => ctx.refLabel(field.resource, String(id)) ?? '')
            .filter(Boolean)
            .join(listSeparator(locale))
        : '';
    case 'file':
    case 'image': {
      const files = (Array.isArray(value) ? value : [value]) as FileRef[];
      return files.map((file) => file.name).join(listSeparator(locale));
    }
    case 'quranPosition':
      return isValidPosition(value) ? positionText(value, locale, f) : '';
    case 'quranRange':
      return isValidRange(value as QuranRange) ? rangeText(value as QuranRange, locale, f) : '';
    case 'richText':
      return richTextToPlain(String(value));
  }
}
