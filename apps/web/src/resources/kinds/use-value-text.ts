import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import type { ApiRecord, RefLabel } from '../resource-api.ts';
import { valueText, type TextContext } from './value-text.ts';

/** Names of the records a record refers to, by id (from its `_refs`). */
export function refLabelsOf(record: Pick<ApiRecord, '_refs'> | null | undefined) {
  const byId = new Map<string, RefLabel>();
  for (const ref of Object.values(record?._refs ?? {})) {
    for (const one of Array.isArray(ref) ? ref : ref ? [ref] : []) byId.set(one.id, one);
  }
  return byId;
}

/** The text context for one record (its references named from its `_refs`, or `extra`). */
export function useTextContext(
  record: Readonly<Record<string, unknown>> & Partial<Pick<ApiRecord, '_refs'>>,
  extra?: (resource: string, id: string) => string | undefined,
): TextContext {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const refs = refLabelsOf(record as ApiRecord);
  return {
    t: (key, values) => t(key, values ?? {}),
    f,
    locale,
    refLabel: (resource, id) => refs.get(id)?.label ?? extra?.(resource, id),
    record,
  };
}

/** `text(name, value)`: a field's value of a record as words (see valueText). */
export function useValueText(def: ResourceDefinition, record: ApiRecord) {
  const ctx = useTextContext(record);
  return (name: string, value: unknown = record[name]) => {
    const field = def.fields[name];
    return field ? valueText(def, name, field, value, ctx) : String(value ?? '');
  };
}
