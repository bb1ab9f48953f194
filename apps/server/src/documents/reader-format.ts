import {
  createFormat,
  surfaceDigits,
  type CalendarChoice,
  type DigitSystem,
  type Format,
  type LocaleCode,
} from '@qc/domain';
import type { Db } from '../db/client.ts';
import { organisationSettings } from '../db/schema/index.ts';

/**
 * The digits the organisation writes for readers who are not signed in (the public site,
 * e-mails, PDFs): its setting, read once per page or document. A signed-in user's own choice
 * (`X-Digits`) is used instead wherever there is one.
 */
export async function organisationDigits(db: Db): Promise<DigitSystem | null> {
  const [org] = await db
    .select({ digits: organisationSettings.digits })
    .from(organisationSettings)
    .limit(1);
  return org?.digits === 'latn' || org?.digits === 'arab' ? org.digits : null;
}

/**
 * The formatter of a text nobody signed in reads, in a language: the organisation's digits in
 * Arabic (Arabic-Indic unless it chose Latin), Latin in English and French.
 */
export async function readerFormat(
  db: Db,
  locale: LocaleCode,
  calendar: CalendarChoice = 'both',
): Promise<Format> {
  return createFormat({
    locale,
    digits: surfaceDigits(locale, await organisationDigits(db)),
    calendar,
  });
}

/**
 * The organisation's name in a language (a document's heading): its setting, or empty when the
 * organisation has not named itself yet.
 */
export async function organisationName(db: Db, locale: LocaleCode): Promise<string> {
  const [org] = await db
    .select({
      ar: organisationSettings.nameAr,
      en: organisationSettings.nameEn,
      fr: organisationSettings.nameFr,
    })
    .from(organisationSettings)
    .limit(1);
  return org?.[locale] ?? '';
}
