import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { number, time } from '../resources/fields.ts';
import { minutesOf } from './ring-times.ts';
import { ringPlaceFields } from './ring-place-fields.ts';

/**
 * A ring's weekly slot (the timetable of ring-time-all and its variants): weekday 0 (Sunday)
 * to 6 and its start and end times. The ring is chosen in the caller's reach and fixes the
 * centre and country. The end must come after the start (`validate`); a slot may not overlap
 * another slot of the ring, or of any ring its teacher or assistant teaches (the server's hook,
 * 409 `rings.times.clash`, with the teachers locked).
 */
export const ringTimesResource = defineResource({
  name: 'ring-times',
  module: 'rings',
  label: {
    plural: l('مواعيد الحلقات', 'Ring times', 'Horaires des cercles'),
    singular: l('موعد حلقة', 'Ring time', 'Horaire de cercle'),
  },
  description: l(
    'المواعيد الأسبوعية للحلقات: اليوم ووقت البداية والنهاية.',
    'The weekly times of the rings: the day, the start and the end.',
    'Les horaires hebdomadaires des cercles : le jour, le début et la fin.',
  ),
  fields: {
    ...ringPlaceFields(),
    weekday: number({
      label: l('اليوم', 'Day', 'Jour'),
      help: l(
        '0 الأحد، 1 الاثنين، 2 الثلاثاء، 3 الأربعاء، 4 الخميس، 5 الجمعة، 6 السبت',
        '0 Sunday, 1 Monday, 2 Tuesday, 3 Wednesday, 4 Thursday, 5 Friday, 6 Saturday',
        '0 dimanche, 1 lundi, 2 mardi, 3 mercredi, 4 jeudi, 5 vendredi, 6 samedi',
      ),
      required: true,
      min: 0,
      max: 6,
    }),
    startsAt: time({ label: l('البداية', 'Starts at', 'Début'), required: true }),
    endsAt: time({ label: l('النهاية', 'Ends at', 'Fin'), required: true }),
  },
  title: 'ringId',
  subtitle: 'startsAt',
  scope: { country: 'countryId', centre: 'centreId', ring: 'ringId' },
  list: {
    columns: ['ringId', 'weekday', 'startsAt', 'endsAt', 'centreId'],
    sort: ['weekday', 'startsAt', 'createdAt'],
    defaultSort: { field: 'weekday', dir: 'asc' },
    filters: ['centreId', 'ringId', 'weekday'],
    search: [],
    pageSize: 100,
  },
  export: ['ringId', 'centreId', 'countryId', 'weekday', 'startsAt', 'endsAt'],
  form: [
    {
      key: 'slot',
      label: l('الموعد', 'Time', 'Horaire'),
      fields: ['ringId', 'weekday', 'startsAt', 'endsAt'],
    },
  ],
  // The weekly grid (by weekday, by teacher) is the list: it reads this list whole.
  listPage: '/ring-time-all',
  validate: (r) =>
    typeof r.startsAt === 'string' &&
    typeof r.endsAt === 'string' &&
    minutesOf(r.endsAt) <= minutesOf(r.startsAt)
      ? [{ field: 'endsAt', code: 'rings.times.invalidSlot' }]
      : [],
  example: { weekday: 6, startsAt: '16:00', endsAt: '17:30' },
});
