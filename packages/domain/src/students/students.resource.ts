import { GENDERS } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, longText, number, phone, reference, text } from '../resources/fields.ts';

/** The lifecycle statuses with their labels and colours (changes go through case events). */
export const STUDENT_STATUS_LABELS = {
  applicant: l('متقدم', 'Applicant', 'Candidat'),
  accepted: l('مقبول (بانتظار حلقة)', 'Accepted (waiting for a ring)', 'Admis (en attente)'),
  active: l('منتظم', 'Active', 'Actif'),
  suspended: l('موقوف', 'Suspended', 'Suspendu'),
  graduated: l('خاتم', 'Graduated', 'Diplômé'),
  withdrawn: l('منسحب', 'Withdrawn', 'Retiré'),
} as const;

/**
 * A learner. Belongs to one centre and at most one ring at a time; the ring and the status
 * change only through their workflows (transfer, lifecycle with case events), never by a plain
 * edit. The scope is country → centre → ring: a teacher sees the students of their rings.
 */
export const studentsResource = defineResource({
  name: 'students',
  module: 'students',
  label: { plural: l('الطلاب', 'Students', 'Élèves'), singular: l('طالب', 'Student', 'Élève') },
  description: l(
    'سجل الطلاب: البيانات الشخصية والمركز والحلقة والحالة.',
    'The students: personal details, centre, ring and status.',
    'Les élèves : identité, centre, cercle et statut.',
  ),
  fields: {
    fullName: text({
      label: l('الاسم الكامل', 'Full name', 'Nom complet'),
      required: true,
      max: 200,
    }),
    fullNameLatin: text({
      label: l('الاسم بالحروف اللاتينية', 'Name in Latin letters', 'Nom en lettres latines'),
      max: 200,
    }),
    fatherName: text({ label: l('اسم الأب', "Father's name", 'Nom du père'), max: 200 }),
    gender: enumOf(GENDERS, { label: l('الجنس', 'Gender', 'Sexe'), required: true }),
    birthDate: date({ label: l('تاريخ الميلاد', 'Date of birth', 'Date de naissance') }),
    nationality: text({ label: l('الجنسية', 'Nationality', 'Nationalité'), max: 100 }),
    identityNumber: text({
      label: l('رقم الهوية', 'Identity number', "Numéro d'identité"),
      max: 50,
      sensitive: true,
    }),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone'), regionFrom: 'countryId' }),
    address: longText({ label: l('العنوان', 'Address', 'Adresse'), max: 500 }),
    schoolGrade: text({ label: l('الصف الدراسي', 'School grade', 'Classe'), max: 100 }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      derive: { from: 'centreId', pick: 'countryId' },
      readOnly: true,
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      required: true,
      createOnly: true,
    }),
    ringId: reference('rings', {
      label: l('الحلقة', 'Ring', 'Cercle'),
      help: l(
        'تُختار عند الإضافة فقط؛ النقل بين الحلقات من شاشة النقل.',
        'Chosen when adding only; moving between rings is done on the transfer screen.',
        "Choisi à l'ajout seulement ; le changement de cercle passe par l'écran des transferts.",
      ),
      dependsOn: { field: 'centreId', param: 'centreId' },
      createOnly: true,
    }),
    projectId: reference('projects', { label: l('المشروع', 'Project', 'Projet') }),
    guardianId: reference('guardians', { label: l('ولي الأمر', 'Guardian', 'Tuteur') }),
    status: enumOf(STUDENT_STATUS_LABELS, {
      label: l('الحالة', 'Status', 'Statut'),
      readOnly: true,
      default: 'accepted',
      colors: {
        applicant: 'info',
        accepted: 'warning',
        active: 'success',
        suspended: 'error',
        graduated: 'primary',
        withdrawn: 'default',
      },
    }),
    levelAtEntry: text({
      label: l('المحفوظ عند الالتحاق', 'Memorised at entry', "Mémorisé à l'entrée"),
      max: 200,
    }),
    joinedOn: date({
      label: l('تاريخ الالتحاق', 'Joined on', "Date d'entrée"),
      default: 'today',
    }),
    memorisationDirection: enumOf(
      {
        backward: l('من سورة الناس', 'From An-Nas backwards', 'Depuis An-Nas, à rebours'),
        forward: l('من سورة الفاتحة', 'From Al-Fatihah onwards', 'Depuis Al-Fatiha'),
      },
      {
        label: l('اتجاه الحفظ', 'Memorisation order', 'Sens de mémorisation'),
        required: true,
        default: 'backward',
      },
    ),
    portionPages: number({
      label: l('مقدار المقطع الجديد', 'Usual new portion', 'Portion habituelle'),
      integer: false,
      min: 0.25,
      max: 20,
      default: 1,
      unit: l('صفحة', 'pages', 'pages'),
    }),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 1000 }),
  },
  title: 'fullName',
  subtitle: 'fatherName',
  scope: { country: 'countryId', centre: 'centreId', ring: 'ringId' },
  list: {
    columns: [
      'fullName',
      'centreId',
      'ringId',
      'status',
      'gender',
      'birthDate',
      'guardianId',
      'phone',
      'joinedOn',
      'countryId',
    ],
    // What fits a laptop's width (1366 px) beside the menu: name, centre, ring, status and
    // guardian; the rest is one click away in the column menu.
    hiddenColumns: ['gender', 'birthDate', 'phone', 'joinedOn', 'countryId'],
    sort: ['fullName', 'status', 'birthDate', 'joinedOn', 'createdAt'],
    defaultSort: { field: 'fullName', dir: 'asc' },
    filters: [
      'countryId',
      'centreId',
      'ringId',
      'projectId',
      'status',
      'gender',
      'birthDate',
      'joinedOn',
    ],
    search: ['fullName', 'fullNameLatin', 'fatherName', 'phone', 'guardianId'],
  },
  export: [
    'fullName',
    'fullNameLatin',
    'fatherName',
    'gender',
    'birthDate',
    'nationality',
    'identityNumber',
    'phone',
    'status',
    'countryId',
    'centreId',
    'ringId',
    'guardianId',
    'joinedOn',
  ],
  form: [
    {
      key: 'person',
      label: l('الطالب', 'Student', 'Élève'),
      fields: [
        'fullName',
        'fullNameLatin',
        'fatherName',
        'gender',
        'birthDate',
        'nationality',
        'identityNumber',
      ],
    },
    {
      key: 'place',
      label: l('المركز والحلقة', 'Centre and ring', 'Centre et cercle'),
      fields: ['centreId', 'ringId', 'projectId', 'joinedOn', 'levelAtEntry'],
    },
    {
      key: 'contact',
      label: l('الأسرة والتواصل', 'Family and contact', 'Famille et contact'),
      fields: ['guardianId', 'phone', 'address', 'schoolGrade'],
    },
    {
      key: 'memorisation',
      label: l('الحفظ', 'Memorisation', 'Mémorisation'),
      fields: ['memorisationDirection', 'portionPages', 'notes'],
    },
  ],
  screens: [{ route: '/center-students-component', mode: 'manage' }],
  detailPage: '/student-page-component?id=:id',
  example: {
    fullName: 'عمر أحمد الخطيب',
    fatherName: 'أحمد',
    gender: 'male',
    birthDate: '2014-03-21',
    nationality: 'SY',
    status: 'active',
  },
});
