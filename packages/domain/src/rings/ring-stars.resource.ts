import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, longText, number, reference } from '../resources/fields.ts';
import { dateOrder } from '../resources/schemas.ts';
import { ringPlaceFields } from './ring-place-fields.ts';

/**
 * Stars of a star type awarded to a ring, or to one of its students, for a period
 * (center-rings-stars). The ring is chosen in the caller's reach and fixes the centre and
 * country; the star type is a reference to the star-types lookup (by id). The server's hook
 * holds the rules that read the database: the student must sit in the ring, a newly chosen
 * star type must be active, and the awarding user is the caller, a column no form holds.
 * Granted by the `stars` permission.
 */
export const ringStarsResource = defineResource({
  name: 'ring-stars',
  module: 'rings',
  permission: 'stars',
  label: {
    plural: l('النجوم الممنوحة', 'Stars awarded', 'Étoiles attribuées'),
    singular: l('نجوم ممنوحة', 'Stars award', "Attribution d'étoiles"),
  },
  description: l(
    'نجوم تُمنح لحلقة أو لأحد طلابها عن مدة، بحسب نوع النجمة.',
    'Stars given to a ring or one of its students for a period, by star type.',
    "Des étoiles attribuées à un cercle ou à l'un de ses élèves pour une période, par type d'étoile.",
  ),
  fields: {
    ...ringPlaceFields(),
    studentId: reference('students', {
      label: l('الطالب', 'Student', 'Élève'),
      help: l(
        'اتركه فارغًا لتُمنح النجوم للحلقة كلها.',
        'Leave it empty to award the stars to the whole ring.',
        'Laissez vide pour attribuer les étoiles à tout le cercle.',
      ),
      dependsOn: { field: 'ringId', param: 'ringId' },
    }),
    starTypeId: reference('star-types', {
      label: l('نوع النجمة', 'Star type', "Type d'étoile"),
      required: true,
    }),
    stars: number({
      label: l('عدد النجوم', 'Stars', 'Étoiles'),
      required: true,
      min: 1,
      max: 100,
      default: 1,
    }),
    periodFrom: date({ label: l('من', 'From', 'Du'), required: true }),
    periodTo: date({ label: l('إلى', 'To', 'Au'), required: true, default: 'today' }),
    reason: longText({ label: l('السبب', 'Reason', 'Motif'), max: 1000 }),
  },
  title: 'ringId',
  subtitle: 'starTypeId',
  scope: { country: 'countryId', centre: 'centreId', ring: 'ringId' },
  list: {
    columns: [
      'ringId',
      'studentId',
      'starTypeId',
      'stars',
      'periodFrom',
      'periodTo',
      'reason',
      'centreId',
    ],
    hiddenColumns: ['centreId'],
    sort: ['periodFrom', 'stars', 'createdAt'],
    defaultSort: { field: 'periodFrom', dir: 'desc' },
    filters: ['centreId', 'ringId', 'studentId', 'starTypeId', 'periodFrom'],
    search: [],
  },
  export: [
    'ringId',
    'centreId',
    'countryId',
    'studentId',
    'starTypeId',
    'stars',
    'periodFrom',
    'periodTo',
    'reason',
  ],
  form: [
    {
      key: 'award',
      label: l('النجوم', 'Stars', 'Étoiles'),
      fields: ['ringId', 'studentId', 'starTypeId', 'stars', 'periodFrom', 'periodTo'],
    },
    { key: 'reason', label: l('السبب', 'Reason', 'Motif'), fields: ['reason'], columns: 1 },
  ],
  // The stars screen is the list: a page of awards beside the ranking of the rings.
  listPage: '/center-rings-stars',
  validate: dateOrder('periodFrom', 'periodTo'),
  example: {
    stars: 2,
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    reason: 'الانضباط في الحضور والمراجعة',
  },
});
