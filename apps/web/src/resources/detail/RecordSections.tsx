import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { Field, FieldKind } from '@qc/domain/resources/fields';
import { resourceKeys } from '@qc/domain/resources/labels';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { widgetsOf } from '../kinds/kind-widgets.ts';
import type { ApiRecord } from '../resource-api.ts';

/** Kinds shown across the whole card (long content). */
const WIDE: ReadonlySet<FieldKind> = new Set([
  'longText',
  'richText',
  'image',
  'file',
  'quranRange',
]);

export interface RecordSection {
  key: string;
  /** The section's title key. */
  titleKey: string;
  fields: Array<{ name: string; field: Field }>;
}

/**
 * The sections of a record's page: the form's sections, then whatever the record carries that
 * no section shows (computed fields such as a document's revision), all the caller may see.
 */
export function recordSections(def: ResourceDefinition, record: ApiRecord): RecordSection[] {
  const seen = new Set<string>();
  const present = (name: string) => name in record;
  const sections: RecordSection[] = def.form.map((s) => ({
    key: s.key,
    titleKey: resourceKeys.section(def.name, s.key),
    fields: s.fields
      .filter((name) => present(name) && def.fields[name])
      .map((name) => {
        seen.add(name);
        return { name, field: def.fields[name]! };
      }),
  }));
  const rest = Object.entries(def.fields)
    .filter(([name]) => !seen.has(name) && present(name))
    .map(([name, field]) => ({ name, field }));
  if (rest.length > 0)
    sections.push({ key: '__other', titleKey: 'resources.detail.other', fields: rest });
  return sections.filter((s) => s.fields.length > 0);
}

/** A record's fields by section, each shown by its kind's display widget. */
export function RecordSections({ def, record }: { def: ResourceDefinition; record: ApiRecord }) {
  const { t } = useTranslation();
  return (
    <>
      {recordSections(def, record).map((section) => (
        <Card key={section.key} data-testid={`section-${section.key}`}>
          <CardHeader
            title={t(section.titleKey)}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                columnGap: 3,
                rowGap: 2,
              }}
            >
              {section.fields.map(({ name, field }) => {
                const Display = widgetsOf(field.kind).display;
                return (
                  <Box
                    key={name}
                    data-field={name}
                    sx={{ gridColumn: WIDE.has(field.kind) ? '1 / -1' : undefined, minWidth: 0 }}
                  >
                    <Typography
                      component="dt"
                      variant="body2"
                      color="text.secondary"
                      sx={{ mb: 0.5 }}
                    >
                      {t(resourceKeys.field(def.name, name))}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      <Display
                        def={def}
                        name={name}
                        field={field}
                        value={record[name]}
                        record={record}
                      />
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </CardContent>
        </Card>
      ))}
    </>
  );
}

/** When the record was created and last changed. */
export function RecordStamps({ record }: { record: ApiRecord }) {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {t('resources.system.createdAt')}:{' '}
      <DateText value={record.createdAt} withTime style="medium" />
      {' · '}
      {t('resources.system.updatedAt')}:{' '}
      <DateText value={record.updatedAt} withTime style="medium" />
    </Typography>
  );
}
