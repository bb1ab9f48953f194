import { defineResource, type RecordIssue } from '../resources/define-resource.ts';
import { date, enumOf, longText, reference, text, time } from '../resources/fields.ts';
import { dateOrder, rules } from '../resources/schemas.ts';
import { l } from '../text/locale-text.ts';

function specialHours(record: Record<string, unknown>): RecordIssue[] {
  if (record.kind !== 'special_hours') return [];
  const opens = record.opensAt;
  const closes = record.closesAt;
  if (typeof opens !== 'string' || !opens)
    return [{ field: 'opensAt', code: 'resources.validation.timesRequired' }];
  if (typeof closes !== 'string' || !closes)
    return [{ field: 'closesAt', code: 'resources.validation.timesRequired' }];
  return closes <= opens ? [{ field: 'closesAt', code: 'resources.validation.dateOrder' }] : [];
}

/**
 * Official holidays and special working hours, for the whole organisation, a country or one
 * centre (admin-holiday-hour). The ring day skips holidays.
 */
export const holidaysResource = defineResource({
  name: 'holidays',
  module: 'organisation',
  label: {
    plural: l(
      'العطل وأوقات الدوام الخاصة',
      'Holidays and special hours',
      'Congés et horaires spéciaux',
    ),
    singular: l('عطلة أو دوام خاص', 'Holiday or special hours', 'Congé ou horaire spécial'),
  },
  fields: {
    name: text({ label: l('الاسم', 'Name', 'Nom'), required: true, max: 120 }),
    kind: enumOf(
      {
        holiday: l('عطلة', 'Holiday', 'Congé'),
        special_hours: l('دوام خاص', 'Special hours', 'Horaire spécial'),
      },
      {
        label: l('النوع', 'Kind', 'Type'),
        required: true,
        default: 'holiday',
        colors: { holiday: 'info', special_hours: 'warning' },
      },
    ),
    startsOn: date({ label: l('من تاريخ', 'From', 'Du'), required: true }),
    endsOn: date({ label: l('إلى تاريخ', 'Until', 'Au'), required: true }),
    opensAt: time({ label: l('بداية الدوام', 'Opens at', 'Ouverture') }),
    closesAt: time({ label: l('نهاية الدوام', 'Closes at', 'Fermeture') }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      help: l(
        'اتركه فارغًا ليشمل كل الدول.',
        'Leave empty for every country.',
        'Laisser vide pour tous les pays.',
      ),
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      help: l(
        'اتركه فارغًا ليشمل كل مراكز الدولة.',
        'Leave empty for every centre of the country.',
        'Laisser vide pour tous les centres du pays.',
      ),
      dependsOn: { field: 'countryId', param: 'countryId' },
    }),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 1000 }),
  },
  title: 'name',
  subtitle: 'kind',
  scope: { country: 'countryId', centre: 'centreId', visibleBelow: true },
  list: {
    columns: ['name', 'kind', 'startsOn', 'endsOn', 'opensAt', 'closesAt', 'countryId', 'centreId'],
    sort: ['name', 'kind', 'startsOn', 'endsOn', 'createdAt'],
    defaultSort: { field: 'startsOn', dir: 'desc' },
    filters: ['kind', 'countryId', 'centreId', 'startsOn'],
    search: ['name', 'notes'],
  },
  export: [
    'name',
    'kind',
    'startsOn',
    'endsOn',
    'opensAt',
    'closesAt',
    'countryId',
    'centreId',
    'notes',
  ],
  form: [
    {
      key: 'what',
      label: l('العطلة', 'Holiday', 'Congé'),
      fields: ['name', 'kind', 'startsOn', 'endsOn'],
    },
    {
      key: 'hours',
      label: l('أوقات الدوام', 'Working hours', 'Horaires'),
      fields: ['opensAt', 'closesAt'],
    },
    { key: 'where', label: l('النطاق', 'Where', 'Où'), fields: ['countryId', 'centreId', 'notes'] },
  ],
  screens: [{ route: '/admin-holiday-hour-component', mode: 'manage' }],
  validate: rules(dateOrder('startsOn', 'endsOn'), specialHours),
  example: { name: 'عيد الفطر', kind: 'holiday', startsOn: '2026-03-20', endsOn: '2026-03-23' },
});
