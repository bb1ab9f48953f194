import { JOBS } from '../organisation/employees.resource.ts';
import { activeStatus, codeField, localisedNames, localisedTitle } from '../organisation/common.ts';
import { defineResource } from '../resources/define-resource.ts';
import { boolean, enumOf, longText } from '../resources/fields.ts';
import { l } from '../text/locale-text.ts';

/**
 * The recruitment module's maintained lists (docs/jobs-and-recruitment.md): plain definitions,
 * so their screens, API, export and audit come from the resource engine. They are managed with
 * the postings' permission (`job-postings`): whoever runs recruitment keeps its lists.
 */

/** Kinds of job a posting is for (full-time teaching, part-time, seasonal...). */
export const jobTypesResource = defineResource({
  name: 'job-types',
  module: 'recruitment',
  table: 'job_types',
  permission: 'job-postings',
  label: {
    plural: l('أنواع الوظائف', 'Job types', "Types d'emploi"),
    singular: l('نوع وظيفة', 'Job type', "Type d'emploi"),
  },
  fields: {
    code: codeField(),
    ...localisedNames(),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 1000 }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'code',
  list: {
    columns: ['code', 'nameAr', 'nameEn', 'status'],
    sort: ['code', 'nameAr', 'nameEn', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr', 'description'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'description', 'status'],
  form: [
    { key: 'type', label: l('النوع', 'Type', 'Type'), fields: ['code', 'status'] },
    {
      key: 'names',
      label: l('الأسماء', 'Names', 'Noms'),
      fields: ['nameAr', 'nameEn', 'nameFr', 'description'],
    },
  ],
  screens: [{ route: '/job-type-component', mode: 'manage' }],
  example: { code: 'FULL', nameAr: 'دوام كامل', nameEn: 'Full time', nameFr: 'Temps plein' },
});

/**
 * Who a posting is looking for (teacher, supervisor, examiner, administrative...): the staff job
 * a hire receives, and whether it is a teaching one (the hire then appears among the teachers).
 */
export const candidateTypesResource = defineResource({
  name: 'candidate-types',
  module: 'recruitment',
  table: 'candidate_types',
  permission: 'job-postings',
  label: {
    plural: l('أنواع المرشحين', 'Candidate types', 'Types de candidats'),
    singular: l('نوع مرشح', 'Candidate type', 'Type de candidat'),
  },
  fields: {
    code: codeField(),
    ...localisedNames(),
    job: enumOf(JOBS, {
      label: l('الوظيفة عند التعيين', 'Job when hired', "Fonction à l'embauche"),
      required: true,
      default: 'teacher',
    }),
    teaching: boolean({
      label: l('وظيفة تحفيظ', 'Teaching job', "Poste d'enseignement"),
      default: true,
    }),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 1000 }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'job',
  list: {
    columns: ['code', 'nameAr', 'nameEn', 'job', 'teaching', 'status'],
    sort: ['code', 'nameAr', 'nameEn', 'job', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['status', 'job', 'teaching'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr', 'description'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'job', 'teaching', 'status'],
  form: [
    {
      key: 'type',
      label: l('النوع', 'Type', 'Type'),
      fields: ['code', 'job', 'teaching', 'status'],
    },
    {
      key: 'names',
      label: l('الأسماء', 'Names', 'Noms'),
      fields: ['nameAr', 'nameEn', 'nameFr', 'description'],
    },
  ],
  screens: [{ route: '/candidate-type-component', mode: 'manage' }],
  example: {
    code: 'TEACHER',
    nameAr: 'محفظ',
    nameEn: 'Teacher',
    nameFr: 'Enseignant',
    job: 'teacher',
    teaching: true,
  },
});

/** The kinds of question a details type adds to a posting's form. */
export const DETAIL_KINDS = {
  text: l('نص قصير', 'Short text', 'Texte court'),
  longText: l('نص طويل', 'Long text', 'Texte long'),
  number: l('رقم', 'Number', 'Nombre'),
  yesNo: l('نعم أو لا', 'Yes or no', 'Oui ou non'),
  date: l('تاريخ', 'Date', 'Date'),
} as const;
export type DetailKind = keyof typeof DETAIL_KINDS;

/**
 * The kinds of extra detail a posting asks for (juz memorised, the ijazah and its chain, the
 * riwaya, experience...): each is offered as a ready question when a posting's form is built.
 */
export const detailsTypesResource = defineResource({
  name: 'details-types',
  module: 'recruitment',
  table: 'details_types',
  permission: 'job-postings',
  label: {
    plural: l('أنواع التفاصيل', 'Details types', 'Types de détails'),
    singular: l('نوع تفصيل', 'Details type', 'Type de détail'),
  },
  fields: {
    code: codeField(),
    ...localisedNames(),
    kind: enumOf(DETAIL_KINDS, {
      label: l('نوع الإجابة', 'Answer kind', 'Type de réponse'),
      required: true,
      default: 'text',
    }),
    required: boolean({ label: l('إجابة مطلوبة', 'Answer required', 'Réponse requise') }),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 1000 }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'kind',
  list: {
    columns: ['code', 'nameAr', 'nameEn', 'kind', 'required', 'status'],
    sort: ['code', 'nameAr', 'nameEn', 'kind', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['status', 'kind', 'required'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr', 'description'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'kind', 'required', 'status'],
  form: [
    {
      key: 'type',
      label: l('النوع', 'Type', 'Type'),
      fields: ['code', 'kind', 'required', 'status'],
    },
    {
      key: 'names',
      label: l('الأسماء', 'Names', 'Noms'),
      fields: ['nameAr', 'nameEn', 'nameFr', 'description'],
    },
  ],
  screens: [{ route: '/details-type-component', mode: 'manage' }],
  example: {
    code: 'JUZ',
    nameAr: 'عدد الأجزاء المحفوظة',
    nameEn: 'Juz memorised',
    nameFr: 'Juz mémorisés',
    kind: 'number',
    required: true,
  },
});

/** The module's resources, in menu order (its manifest and the web's lazy registry read this). */
export const RECRUITMENT_RESOURCES = [
  jobTypesResource,
  candidateTypesResource,
  detailsTypesResource,
] as const;
