import type { LocaleText } from '../resources/fields.ts';

/** A text in the three languages, in the catalogue's order: `l('الاسم', 'Name', 'Nom')`. */
export const l = (ar: string, en: string, fr: string): LocaleText => ({ ar, en, fr });
