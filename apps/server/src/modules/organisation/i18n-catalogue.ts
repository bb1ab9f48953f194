import { buildCatalogue, LOCALE_CODES, type LocaleCode, type MessageTable } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { listOverrides } from './i18n-overrides.repository.ts';

/**
 * The catalogue as served to browsers: the messages of every module and resource, with the
 * administrators' overrides on top. Read on every request, so an override shows at once on
 * every server process.
 */
export async function catalogueWithOverrides(db: Db): Promise<Record<LocaleCode, MessageTable>> {
  const catalogue = buildCatalogue();
  for (const row of await listOverrides(db)) {
    if ((LOCALE_CODES as readonly string[]).includes(row.locale) && row.key in catalogue.en)
      catalogue[row.locale as LocaleCode][row.key] = row.value;
  }
  return catalogue;
}

/** The `{{name}}` placeholders of a message, sorted. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}
