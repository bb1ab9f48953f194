import { activeStatus, WEEKDAYS } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import type { RecordIssue } from '../resources/define-resource.ts';
import { defineResource } from '../resources/define-resource.ts';
import { enumOf, longText, multiReference, reference, time } from '../resources/fields.ts';

/** Examiners (tester-component): members of staff qualified for some test kinds. */
export const examinersResource = defineResource({
  name: 'examiners',
  module: 'tests',
  label: {
    plural: l('المختبرون', 'Examiners', 'Examinateurs'),
    singular: l('مختبر', 'Examiner', 'Examinateur'),
  },
  description: l(
    'الموظفون المؤهلون للاختبار ولأي أنواع، وأوقات توفرهم في صفحة المختبر؛ العبء يحسب من الاختبارات المجدولة.',
    'Staff qualified to examine, for which kinds; their availability is on the examiner’s page; the load is counted from scheduled tests.',
    'Le personnel habilité à examiner et pour quels types ; leurs disponibilités sont sur la page de l’examinateur ; la charge vient des examens planifiés.',
  ),
  fields: {
    employeeId: reference('employees', {
      label: l('الموظف', 'Staff member', 'Membre du personnel'),
      required: true,
      createOnly: true,
    }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      readOnly: true,
      derive: { from: 'employeeId', pick: 'countryId' },
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      derive: { from: 'employeeId', pick: 'centreId' },
    }),
    kindIds: multiReference('test-kinds', {
      label: l('مؤهل لاختبارات', 'Qualified for', 'Habilité pour'),
      required: true,
    }),
    status: activeStatus(),
    notes: longText({
      label: l('الإجازات والملاحظات', 'Ijazahs and notes', 'Ijazas et notes'),
      max: 2000,
    }),
  },
  title: 'employeeId',
  subtitle: 'centreId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['employeeId', 'centreId', 'kindIds', 'status'],
    sort: ['createdAt'],
    filters: ['centreId', 'countryId', 'status'],
    search: ['notes'],
  },
  // Its screen is the examiners board (/tester-component, the tests module's web screens),
  // which shows the load; this list stays at /r/examiners for editing.
  related: [{ resource: 'examiner-availability', field: 'examinerId' }],
});

/** Weekly windows in which an examiner can examine (none: any time). */
export const examinerAvailabilityResource = defineResource({
  name: 'examiner-availability',
  module: 'tests',
  permission: 'examiners',
  label: {
    plural: l('أوقات توفر المختبرين', 'Examiner availability', 'Disponibilités des examinateurs'),
    singular: l('وقت توفر', 'Availability window', 'Créneau de disponibilité'),
  },
  fields: {
    examinerId: reference('examiners', {
      label: l('المختبر', 'Examiner', 'Examinateur'),
      required: true,
    }),
    weekday: enumOf(WEEKDAYS, { label: l('اليوم', 'Day', 'Jour'), required: true }),
    startsAt: time({ label: l('من', 'From', 'De'), required: true }),
    endsAt: time({ label: l('إلى', 'To', 'À'), required: true }),
  },
  title: 'weekday',
  subtitle: 'examinerId',
  list: {
    columns: ['examinerId', 'weekday', 'startsAt', 'endsAt'],
    sort: ['weekday', 'startsAt', 'createdAt'],
    filters: ['examinerId', 'weekday'],
  },
  example: { weekday: 'monday', startsAt: '16:00', endsAt: '20:00' },
  validate: (r) => {
    const issues: RecordIssue[] = [];
    if (typeof r.startsAt === 'string' && typeof r.endsAt === 'string' && r.startsAt >= r.endsAt)
      issues.push({ field: 'endsAt', code: 'tests.availability.endsBeforeStart' });
    return issues;
  },
});
