import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, number, reference, text } from '../resources/fields.ts';

/**
 * An advanced student who assists a teacher of a ring (student-cooperation-component): tasks,
 * hours a week and dates, a form over one row with a list. Student and ring are chosen in the
 * caller's reach; the ring fixes the centre and country. Granted like the students themselves.
 */
export const studentCooperationResource = defineResource({
  name: 'student-cooperation',
  module: 'students',
  permission: 'students',
  label: {
    plural: l('الطلاب المتعاونون', 'Student cooperation', 'Élèves assistants'),
    singular: l('طالب متعاون', 'Assisting student', 'Élève assistant'),
  },
  description: l(
    'طلاب متقدمون يساعدون المحفظين: المهام والساعات في الأسبوع.',
    'Advanced students who assist the teachers: their tasks and hours a week.',
    'Des élèves avancés qui aident les enseignants : leurs tâches et heures par semaine.',
  ),
  fields: {
    studentId: reference('students', {
      label: l('الطالب', 'Student', 'Élève'),
      required: true,
      createOnly: true,
    }),
    ringId: reference('rings', { label: l('الحلقة', 'Ring', 'Cercle'), required: true }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      derive: { from: 'ringId', pick: 'countryId' },
      readOnly: true,
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      required: true,
      derive: { from: 'ringId', pick: 'centreId' },
      readOnly: true,
    }),
    tasks: text({ label: l('المهام', 'Tasks', 'Tâches'), required: true, min: 3, max: 2000 }),
    hoursPerWeek: number({
      label: l('الساعات في الأسبوع', 'Hours a week', 'Heures par semaine'),
      required: true,
      min: 1,
      max: 60,
      unit: l('ساعة', 'hours', 'heures'),
    }),
    startsOn: date({ label: l('من', 'From', 'Du'), required: true, default: 'today' }),
    endsOn: date({ label: l('إلى', 'To', 'Au') }),
  },
  title: 'studentId',
  subtitle: 'ringId',
  scope: { country: 'countryId', centre: 'centreId', ring: 'ringId' },
  list: {
    columns: ['studentId', 'ringId', 'tasks', 'hoursPerWeek', 'startsOn', 'endsOn', 'centreId'],
    hiddenColumns: ['centreId'],
    sort: ['startsOn', 'hoursPerWeek', 'createdAt'],
    defaultSort: { field: 'startsOn', dir: 'desc' },
    filters: ['centreId', 'ringId', 'studentId', 'startsOn'],
    search: [],
  },
  export: ['studentId', 'ringId', 'centreId', 'tasks', 'hoursPerWeek', 'startsOn', 'endsOn'],
  form: [
    {
      key: 'cooperation',
      label: l('التعاون', 'Cooperation', 'Assistance'),
      fields: ['studentId', 'ringId', 'hoursPerWeek', 'startsOn', 'endsOn', 'tasks'],
    },
  ],
  screens: [{ route: '/student-cooperation-component', mode: 'manage' }],
  validate: (r) =>
    typeof r.startsOn === 'string' && typeof r.endsOn === 'string' && r.endsOn < r.startsOn
      ? [{ field: 'endsOn', code: 'resources.validation.dateOrder' }]
      : [],
  example: {
    tasks: 'تسميع مراجعة الطلاب الصغار ومتابعة دفاترهم.',
    hoursPerWeek: 3,
    startsOn: '2026-03-01',
  },
});
