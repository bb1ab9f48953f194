import type { LocaleCode } from '../locales.ts';
import {
  enumOf,
  number,
  richText,
  text,
  type EnumField,
  type LocaleText,
  type NumberField,
  type RichTextField,
  type TextField,
} from '../resources/fields.ts';
import { l } from '../text/locale-text.ts';

/** The suffix of a field holding the text of one language (`titleAr`, `titleEn`, `titleFr`). */
export const LANG_SUFFIX: Record<LocaleCode, 'Ar' | 'En' | 'Fr'> = { ar: 'Ar', en: 'En', fr: 'Fr' };

const IN: Record<LocaleCode, LocaleText> = {
  ar: l('بالعربية', 'in Arabic', 'en arabe'),
  en: l('بالإنجليزية', 'in English', 'en anglais'),
  fr: l('بالفرنسية', 'in French', 'en français'),
};

const labelIn = (label: LocaleText, lang: LocaleCode): LocaleText => ({
  ar: `${label.ar} ${IN[lang].ar}`,
  en: `${label.en} ${IN[lang].en}`,
  fr: `${label.fr} ${IN[lang].fr}`,
});

type Three<P extends string, F> = Record<`${P}Ar` | `${P}En` | `${P}Fr`, F>;

/** A short text in the three languages (three fields), each required unless `optional`. */
export function textIn3<P extends string>(
  prefix: P,
  label: LocaleText,
  o: { max?: number; optional?: boolean } = {},
): Three<P, TextField> {
  const one = (lang: LocaleCode) =>
    text({ label: labelIn(label, lang), required: !o.optional, max: o.max ?? 200 });
  return {
    [`${prefix}Ar`]: one('ar'),
    [`${prefix}En`]: one('en'),
    [`${prefix}Fr`]: one('fr'),
  } as Three<P, TextField>;
}

/**
 * Formatted text in the three languages: the engine's rich-text kind (a safe subset of HTML,
 * refused on the server when it is outside it), only the Arabic one required.
 */
export function richIn3<P extends string>(
  prefix: P,
  label: LocaleText,
  o: { max?: number; required?: boolean } = {},
): Three<P, RichTextField> {
  const one = (lang: LocaleCode) =>
    richText({
      label: labelIn(label, lang),
      required: lang === 'ar' && (o.required ?? true),
      max: o.max ?? 50_000,
    });
  return {
    [`${prefix}Ar`]: one('ar'),
    [`${prefix}En`]: one('en'),
    [`${prefix}Fr`]: one('fr'),
  } as Three<P, RichTextField>;
}

/** The title fields of a record titled in three languages. */
export const titleIn3 = <P extends string>(prefix: P) =>
  ({ ar: `${prefix}Ar`, en: `${prefix}En`, fr: `${prefix}Fr` }) as {
    ar: `${P}Ar`;
    en: `${P}En`;
    fr: `${P}Fr`;
  };

/** Draft or published: the public site serves published records only. */
export const PUBLICATION_STATES = ['draft', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const publication = (): EnumField =>
  enumOf(
    {
      draft: l('مسودة', 'Draft', 'Brouillon'),
      published: l('منشور', 'Published', 'Publié'),
    },
    {
      label: l('حالة النشر', 'Publication', 'Publication'),
      required: true,
      default: 'draft',
      colors: { draft: 'warning', published: 'success' },
    },
  );

/** The place of a record among its siblings on the public page (smaller first). */
export const position = (): NumberField =>
  number({
    label: l('الترتيب', 'Order', 'Ordre'),
    help: l(
      'الأصغر يظهر أولًا في الموقع.',
      'Smaller numbers come first on the site.',
      'Les plus petits nombres apparaissent d’abord sur le site.',
    ),
    min: 0,
    max: 10_000,
    integer: true,
  });

/** The three-language fields of a record, in form order (`fieldsIn3('title')`). */
export const fieldsIn3 = <P extends string>(prefix: P) =>
  [`${prefix}Ar`, `${prefix}En`, `${prefix}Fr`] as const;

/** The value of a three-language field in a language, falling back to Arabic. */
export function pick(record: Record<string, unknown>, prefix: string, lang: LocaleCode): string {
  const own = record[`${prefix}${LANG_SUFFIX[lang]}`];
  if (typeof own === 'string' && own.trim() !== '') return own;
  const ar = record[`${prefix}Ar`];
  return typeof ar === 'string' ? ar : '';
}
