import { GENDERS } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, email, enumOf, longText, phone, reference, text } from '../resources/fields.ts';

/** The teaching jobs: a teacher is a member of staff whose job is one of these. */
export const TEACHER_JOBS = ['teacher', 'assistant_teacher'] as const;

/**
 * Teachers (teacher-component): the staff records whose job is teacher or assistant teacher.
 * Same table and same permission as staff (`employees`); the definition's `where` keeps every
 * read and write of this resource to teaching staff.
 */
export const teachersResource = defineResource({
  name: 'teachers',
  module: 'people',
  table: 'employees',
  permission: 'employees',
  label: {
    plural: l('المحفظون', 'Teachers', 'Enseignants'),
    singular: l('محفظ', 'Teacher', 'Enseignant'),
  },
  description: l(
    'المحفظون والمحفظون المساعدون في المراكز، وأوقات حلقاتهم من شاشة أوقات المحفظين.',
    'The teachers and assistant teachers of the centres; their timetable is on the teachers’ times screen.',
    'Les enseignants et enseignants adjoints des centres ; leur emploi du temps est sur l’écran des horaires.',
  ),
  where: { job: TEACHER_JOBS },
  fields: {
    fullName: text({
      label: l('الاسم الكامل', 'Full name', 'Nom complet'),
      required: true,
      max: 150,
    }),
    gender: enumOf(GENDERS, { label: l('الجنس', 'Gender', 'Sexe'), required: true }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      dependsOn: { field: 'countryId', param: 'countryId' },
    }),
    job: enumOf(
      {
        teacher: l('محفظ', 'Teacher', 'Enseignant'),
        assistant_teacher: l('محفظ مساعد', 'Assistant teacher', 'Enseignant adjoint'),
      },
      { label: l('الوظيفة', 'Job', 'Fonction'), required: true, default: 'teacher' },
    ),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone'), regionFrom: 'countryId' }),
    email: email({ label: l('البريد الإلكتروني', 'E-mail', 'E-mail') }),
    identityNumber: text({
      label: l('رقم الهوية', 'Identity number', "Numéro d'identité"),
      max: 40,
      sensitive: true,
    }),
    hiredOn: date({ label: l('تاريخ التعيين', 'Hired on', "Date d'embauche") }),
    status: enumOf(
      {
        active: l('على رأس العمل', 'Active', 'En poste'),
        on_leave: l('في إجازة', 'On leave', 'En congé'),
        left: l('ترك العمل', 'Left', 'Parti'),
      },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'active',
        colors: { active: 'success', on_leave: 'warning', left: 'default' },
      },
    ),
    notes: longText({
      label: l('المؤهلات والإجازات', 'Qualifications and ijazahs', 'Qualifications et ijazas'),
      max: 2000,
    }),
  },
  title: 'fullName',
  subtitle: 'centreId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['fullName', 'job', 'centreId', 'gender', 'phone', 'status', 'hiredOn', 'countryId'],
    hiddenColumns: ['hiredOn', 'countryId'],
    sort: ['fullName', 'job', 'status', 'hiredOn', 'createdAt'],
    defaultSort: { field: 'fullName', dir: 'asc' },
    filters: ['countryId', 'centreId', 'job', 'gender', 'status', 'hiredOn'],
    search: ['fullName', 'phone', 'email'],
  },
  export: [
    'fullName',
    'gender',
    'job',
    'countryId',
    'centreId',
    'phone',
    'email',
    'status',
    'hiredOn',
  ],
  form: [
    {
      key: 'person',
      label: l('المحفظ', 'Teacher', 'Enseignant'),
      fields: ['fullName', 'gender', 'identityNumber', 'job', 'status'],
    },
    {
      key: 'work',
      label: l('العمل والتواصل', 'Work and contact', 'Travail et contact'),
      fields: ['countryId', 'centreId', 'hiredOn', 'phone', 'email', 'notes'],
    },
  ],
  screens: [{ route: '/teacher-component', mode: 'manage' }],
  example: { fullName: 'عبد الرحمن محمود الحسن', gender: 'male', job: 'teacher' },
});
