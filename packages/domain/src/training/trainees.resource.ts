import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, longText, multiReference, reference, text } from '../resources/fields.ts';

const centreAndCountry = {
  centreId: reference('centres', { label: l('المركز', 'Centre', 'Centre'), required: true }),
  countryId: reference('countries', {
    label: l('الدولة', 'Country', 'Pays'),
    required: true,
    readOnly: true,
    derive: { from: 'centreId', pick: 'countryId' },
  }),
};

/**
 * Trainee teachers (educational-techers): a member of staff or an applicant enrolled in the
 * programme at a centre and in a project, with their progress through the sections.
 */
export const traineesResource = defineResource({
  name: 'trainees',
  module: 'training',
  label: {
    plural: l('المعلمون المتدربون', 'Trainee teachers', 'Enseignants en formation'),
    singular: l('متدرب', 'Trainee', 'Stagiaire'),
  },
  description: l(
    'الملتحقون ببرنامج التأهيل في كل مركز ومشروع، وتقدمهم في أقسام المقرر.',
    'Those enrolled in the programme at each centre and project, and their progress through the sections.',
    'Les inscrits au programme dans chaque centre et projet, et leur progression dans les sections.',
  ),
  fields: {
    employeeId: reference('employees', {
      label: l('الموظف', 'Staff member', 'Membre du personnel'),
      help: l(
        'للموظفين؛ يدخل المتدرب الاختبارات بحسابه.',
        'For staff; the trainee sits exams with their account.',
        'Pour le personnel ; le stagiaire passe les examens avec son compte.',
      ),
    }),
    name: text({ label: l('الاسم', 'Name', 'Nom'), required: true, max: 160 }),
    ...centreAndCountry,
    projectId: reference('projects', { label: l('المشروع', 'Project', 'Projet') }),
    enrolledOn: date({
      label: l('تاريخ الالتحاق', 'Enrolled on', 'Inscrit le'),
      required: true,
      default: 'today',
    }),
    status: enumOf(
      {
        enrolled: l('ملتحق', 'Enrolled', 'Inscrit'),
        completed: l('أتم البرنامج', 'Completed', 'Terminé'),
        withdrawn: l('منسحب', 'Withdrawn', 'Retiré'),
      },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'enrolled',
        colors: { enrolled: 'info', completed: 'success', withdrawn: 'default' },
      },
    ),
    currentSectionId: reference('training-sections', {
      label: l('القسم الحالي', 'Current section', 'Section en cours'),
    }),
    completedSectionIds: multiReference('training-sections', {
      label: l('الأقسام المنجزة', 'Sections completed', 'Sections terminées'),
      max: 200,
    }),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Notes'), max: 2000 }),
  },
  title: 'name',
  subtitle: 'centreId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['name', 'centreId', 'projectId', 'currentSectionId', 'status', 'enrolledOn'],
    sort: ['name', 'enrolledOn', 'status', 'createdAt'],
    filters: ['centreId', 'projectId', 'countryId', 'status', 'currentSectionId'],
    search: ['name', 'notes'],
  },
  screens: [
    { route: '/educational-techers', mode: 'manage' },
    { route: '/educational-techer-center', mode: 'browse' },
    { route: '/educational-project-techer-center', mode: 'browse' },
  ],
  detailPage: '/educational-student-test-full?id=:id',
  example: { name: 'عبد الرحمن الأحمد', status: 'enrolled', enrolledOn: '2026-09-01' },
});
