import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, longText, number, reference } from '../resources/fields.ts';
import { ringPlaceFields } from './ring-place-fields.ts';

/**
 * A supervisor's visit to a ring (center-followups-component): a form over one row with a list.
 * The ring is chosen in the caller's reach and fixes the centre and country; the reason must be
 * an active follow-up reason, and the visitor is the caller (both in the server's hook).
 */
export const followupsResource = defineResource({
  name: 'followups',
  module: 'rings',
  label: {
    plural: l('الزيارات الإشرافية', 'Follow-up visits', 'Visites de suivi'),
    singular: l('زيارة إشرافية', 'Follow-up visit', 'Visite de suivi'),
  },
  description: l(
    'زيارات المشرفين للحلقات: السبب والملاحظات والتقدير والإجراءات.',
    'Supervisors’ visits to the rings: reason, findings, score and actions.',
    'Les visites des superviseurs aux cercles : motif, constats, note et actions.',
  ),
  fields: {
    ...ringPlaceFields(),
    visitedOn: date({
      label: l('تاريخ الزيارة', 'Date of the visit', 'Date de la visite'),
      required: true,
      default: 'today',
    }),
    reasonId: reference('followup-reasons', { label: l('السبب', 'Reason', 'Motif') }),
    score: number({
      label: l('التقدير', 'Score', 'Note'),
      min: 0,
      max: 100,
      unit: l('من 100', 'out of 100', 'sur 100'),
    }),
    findings: longText({ label: l('الملاحظات', 'Findings', 'Constats'), max: 4000 }),
    actions: longText({ label: l('الإجراءات', 'Actions', 'Actions'), max: 4000 }),
  },
  title: 'ringId',
  subtitle: 'visitedOn',
  scope: { country: 'countryId', centre: 'centreId', ring: 'ringId' },
  list: {
    columns: ['ringId', 'visitedOn', 'reasonId', 'score', 'findings', 'actions', 'centreId'],
    hiddenColumns: ['actions', 'centreId'],
    sort: ['visitedOn', 'score', 'createdAt'],
    defaultSort: { field: 'visitedOn', dir: 'desc' },
    filters: ['centreId', 'ringId', 'reasonId', 'visitedOn'],
    search: [],
  },
  export: [
    'ringId',
    'centreId',
    'countryId',
    'visitedOn',
    'reasonId',
    'score',
    'findings',
    'actions',
  ],
  form: [
    {
      key: 'visit',
      label: l('الزيارة', 'Visit', 'Visite'),
      fields: ['ringId', 'visitedOn', 'reasonId', 'score'],
    },
    {
      key: 'notes',
      label: l('الملاحظات', 'Notes', 'Notes'),
      fields: ['findings', 'actions'],
      columns: 1,
    },
  ],
  screens: [{ route: '/center-followups-component', mode: 'manage' }],
  example: {
    visitedOn: '2026-03-01',
    score: 90,
    findings: 'الحلقة منضبطة والطلاب ملتزمون بالمراجعة.',
    actions: 'متابعة الطلاب المتأخرين في المراجعة أسبوعيًا.',
  },
});
