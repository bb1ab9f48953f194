import { FALLBACK_LOCALE, LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { interpolate, type MessageBundle, type MessageTable } from './define.ts';
import { platformMessages } from './platform.messages.ts';
import { countsMessages } from './counts.messages.ts';
import { pluralCategory } from './plural.ts';
import { quranMessages } from '../quran/quran.messages.ts';
import { studentsMessages } from '../students/students.messages.ts';
import { studentsCountedMessages } from '../students/students-ui.messages.ts';
import { ringsMessages } from '../rings/rings.messages.ts';
import { ringsCountedMessages } from '../rings/rings-ui.messages.ts';
import { identityCountedMessages, identityMessages } from '../identity/identity.messages.ts';
import { resourcesCountedMessages, resourcesMessages } from '../resources/resources.messages.ts';
import { resourceMessages } from '../resources/labels.ts';
import {
  resourceScreensCountedMessages,
  resourceScreensMessages,
} from '../resources/resource-screens.messages.ts';
import { RESOURCES } from '../resources/registry.ts';
import { organisationMessages } from '../organisation/organisation.messages.ts';
import { shellCountedMessages, shellMessages } from '../platform/shell.messages.ts';
import { routesMessages } from '../platform/routes.messages.ts';
import {
  conversationsCountedMessages,
  conversationsMessages,
} from '../conversations/conversations.messages.ts';
import { testsMessages } from '../tests/tests.messages.ts';
import { testsWebACountedMessages, testsWebAMessages } from '../tests/tests-web-a.messages.ts';
import { testsWebBCountedMessages, testsWebBMessages } from '../tests/tests-web-b.messages.ts';
import { jobsCountedMessages, jobsMessages } from '../jobs/jobs.messages.ts';
import { documentsMessages } from '../documents/documents.messages.ts';

/**
 * Every module's message bundle. A module adds its bundle here once; the catalogue served by
 * POST /api/get-i18n, the server's error messages and the i18n check all read this list.
 */
const bundles: MessageBundle<string>[] = [platformMessages, quranMessages, identityMessages];
bundles.push(studentsMessages, ringsMessages);
// The resource engine's words, then every resource's labels generated from its definition.
bundles.push(resourcesMessages, resourceMessages(RESOURCES), organisationMessages);
// The words of the generic resource screens.
bundles.push(resourceScreensMessages);
// The web shell's words and the title of every route of the specification.
bundles.push(shellMessages, routesMessages);
bundles.push(conversationsMessages);
bundles.push(testsMessages);
// The test request screens and the examiner's sheet.
bundles.push(testsWebAMessages, testsWebACountedMessages);
bundles.push(testsWebBMessages, testsWebBCountedMessages);
// Counted nouns (`count.*_<plural category>`).
bundles.push(countsMessages);
// Each module's own counted messages, written beside its other messages.
bundles.push(identityCountedMessages, studentsCountedMessages, ringsCountedMessages);
bundles.push(resourcesCountedMessages, resourceScreensCountedMessages);
bundles.push(shellCountedMessages, conversationsCountedMessages);
// Background jobs (the progress panel and the jobs API's errors).
bundles.push(jobsMessages, jobsCountedMessages);
// Printed documents and their public verification page.
bundles.push(documentsMessages);

export function registerMessages(bundle: MessageBundle<string>): void {
  if (!bundles.includes(bundle)) bundles.push(bundle);
}

export function buildCatalogue(): Record<LocaleCode, MessageTable> {
  const out = Object.fromEntries(LOCALE_CODES.map((c) => [c, {} as MessageTable])) as Record<
    LocaleCode,
    MessageTable
  >;
  for (const bundle of bundles) {
    for (const code of LOCALE_CODES) Object.assign(out[code], bundle[code]);
  }
  return out;
}

let cached: Record<LocaleCode, MessageTable> | undefined;
let cachedSize = -1;

/**
 * Translates a key in a locale, falling back to English and then to the key itself. With a
 * numeric `count` among the values, a counted key (`key_<category>`) gives the form of that
 * count's plural category in the language (as i18next does in the web app); `{{n}}` is the
 * count unless the caller gives it already formatted.
 */
export function translate(
  locale: LocaleCode,
  key: string,
  values?: Record<string, unknown>,
): string {
  if (!cached || cachedSize !== bundles.length) {
    cached = buildCatalogue();
    cachedSize = bundles.length;
  }
  const count = values?.['count'];
  if (typeof count === 'number') {
    for (const code of [locale, FALLBACK_LOCALE]) {
      const form =
        (count === 0 ? cached[code][`${key}_zero`] : undefined) ??
        cached[code][`${key}_${pluralCategory(code, count)}`];
      if (form !== undefined) return interpolate(form, { n: count, ...values });
    }
  }
  const template = cached[locale][key] ?? cached[FALLBACK_LOCALE][key] ?? key;
  return interpolate(template, values);
}

/** A counted noun in a locale: `translateCount('ar', 'count.pages', 2)` is صفحتان. */
export function translateCount(
  locale: LocaleCode,
  key: string,
  count: number,
  values?: Record<string, unknown>,
): string {
  return translate(locale, key, { ...values, count });
}
