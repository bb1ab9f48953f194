import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { enumOf, number, reference, text } from '../resources/fields.ts';

/**
 * A study circle: one teacher (and maybe an assistant), a group of students, a weekly
 * timetable (ring times). A ring is its own scope level: a teacher's assignments reach the
 * rings they teach or assist.
 */
export const ringsResource = defineResource({
  name: 'rings',
  module: 'rings',
  label: { plural: l('الحلقات', 'Rings', 'Cercles'), singular: l('حلقة', 'Ring', 'Cercle') },
  description: l(
    'حلقات التحفيظ في المراكز: المحفظ والطلاب والمستوى والسعة.',
    'The study circles of the centres: teacher, students, level and capacity.',
    "Les cercles d'étude des centres : enseignant, élèves, niveau et capacité.",
  ),
  fields: {
    name: text({ label: l('اسم الحلقة', 'Ring name', 'Nom du cercle'), required: true, max: 120 }),
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
    projectId: reference('projects', { label: l('المشروع', 'Project', 'Projet') }),
    teacherId: reference('teachers', {
      label: l('المحفظ', 'Teacher', 'Enseignant'),
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    assistantId: reference('teachers', {
      label: l('المحفظ المساعد', 'Assistant teacher', 'Enseignant adjoint'),
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    gender: enumOf(
      { male: l('بنين', 'Boys', 'Garçons'), female: l('بنات', 'Girls', 'Filles') },
      { label: l('الفئة', 'Boys or girls', 'Garçons ou filles'), required: true },
    ),
    ageBand: text({
      label: l('الفئة العمرية', 'Age band', "Tranche d'âge"),
      help: l('مثل 7-10', 'For example 7-10', 'Par exemple 7-10'),
      max: 20,
    }),
    level: enumOf(
      {
        beginner: l('مبتدئ', 'Beginner', 'Débutant'),
        intermediate: l('متوسط', 'Intermediate', 'Intermédiaire'),
        advanced: l('متقدم', 'Advanced', 'Avancé'),
      },
      { label: l('المستوى', 'Level', 'Niveau') },
    ),
    capacity: number({
      label: l('السعة', 'Capacity', 'Capacité'),
      min: 1,
      max: 200,
      unit: l('طالب', 'students', 'élèves'),
    }),
    mode: enumOf(
      {
        in_person: l('حضوري', 'In person', 'En présentiel'),
        online: l('عن بعد', 'Online', 'En ligne'),
      },
      { label: l('طريقة الحلقة', 'Mode', 'Mode'), required: true, default: 'in_person' },
    ),
    status: enumOf(
      { active: l('قائمة', 'Open', 'Ouvert'), closed: l('مغلقة', 'Closed', 'Fermé') },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'active',
        colors: { active: 'success', closed: 'default' },
      },
    ),
  },
  title: 'name',
  subtitle: 'centreId',
  scope: { country: 'countryId', centre: 'centreId', ring: 'id', visibleBelow: false },
  list: {
    columns: [
      'name',
      'centreId',
      'teacherId',
      'projectId',
      'gender',
      'level',
      'capacity',
      'status',
      'assistantId',
      'ageBand',
      'mode',
    ],
    hiddenColumns: ['assistantId', 'ageBand', 'mode'],
    sort: ['name', 'level', 'capacity', 'status', 'createdAt'],
    defaultSort: { field: 'name', dir: 'asc' },
    filters: [
      'countryId',
      'centreId',
      'projectId',
      'teacherId',
      'gender',
      'level',
      'mode',
      'status',
    ],
    search: ['name', 'teacherId'],
  },
  export: [
    'name',
    'countryId',
    'centreId',
    'projectId',
    'teacherId',
    'assistantId',
    'gender',
    'ageBand',
    'level',
    'capacity',
    'mode',
    'status',
  ],
  form: [
    {
      key: 'ring',
      label: l('الحلقة', 'Ring', 'Cercle'),
      fields: ['name', 'centreId', 'projectId', 'status'],
    },
    {
      key: 'teaching',
      label: l('التحفيظ', 'Teaching', 'Enseignement'),
      fields: ['teacherId', 'assistantId', 'mode'],
    },
    {
      key: 'students',
      label: l('الطلاب', 'Students', 'Élèves'),
      fields: ['gender', 'ageBand', 'level', 'capacity'],
    },
  ],
  screens: [{ route: '/center-rings-component', mode: 'manage' }],
  detailPage: '/center-rings-info-component?ring=:id',
  related: [{ resource: 'students', field: 'ringId' }],
  example: {
    name: 'حلقة الفرقان',
    gender: 'male',
    ageBand: '10-13',
    level: 'beginner',
    capacity: 18,
  },
});
