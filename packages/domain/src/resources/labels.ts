import { LOCALE_CODES, type LocaleCode } from '../locales.ts';
import type { MessageBundle, MessageTable } from '../i18n/define.ts';
import type { ResourceDefinition } from './define-resource.ts';
import type { LocaleText } from './fields.ts';

/**
 * Translation keys of a resource's labels. Screens use these keys (never the label objects),
 * so an administrator's override of a label shows everywhere.
 */
export const resourceKeys = {
  title: (r: string) => `resources.${r}.title`,
  singular: (r: string) => `resources.${r}.singular`,
  description: (r: string) => `resources.${r}.description`,
  field: (r: string, f: string) => `resources.${r}.fields.${f}`,
  help: (r: string, f: string) => `resources.${r}.help.${f}`,
  enumValue: (r: string, f: string, v: string) => `resources.${r}.enum.${f}.${v}`,
  section: (r: string, s: string) => `resources.${r}.sections.${s}`,
  /** createdAt, updatedAt, ...: shared by every resource. */
  system: (f: string) => `resources.system.${f}`,
};

/** The key of a list column or field label: a field of the resource, or a system column. */
export function fieldLabelKey(def: ResourceDefinition, field: string): string {
  return def.fields[field] ? resourceKeys.field(def.name, field) : resourceKeys.system(field);
}

/** All label messages of some definitions, as one bundle for the catalogue. */
export function resourceMessages(defs: readonly ResourceDefinition[]): MessageBundle<string> {
  const out = Object.fromEntries(LOCALE_CODES.map((c) => [c, {} as MessageTable])) as Record<
    LocaleCode,
    MessageTable
  >;
  const put = (key: string, text: LocaleText | undefined) => {
    if (!text) return;
    for (const code of LOCALE_CODES) out[code][key] = text[code];
  };
  for (const def of defs) {
    put(resourceKeys.title(def.name), def.label.plural);
    put(resourceKeys.singular(def.name), def.label.singular);
    put(resourceKeys.description(def.name), def.description);
    for (const [name, field] of Object.entries(def.fields)) {
      put(resourceKeys.field(def.name, name), field.label);
      put(resourceKeys.help(def.name, name), field.help);
      if (field.kind === 'enum' || field.kind === 'multiEnum')
        for (const value of field.values)
          put(resourceKeys.enumValue(def.name, name, value), field.labels[value]);
    }
    for (const section of def.form) put(resourceKeys.section(def.name, section.key), section.label);
  }
  return out;
}
