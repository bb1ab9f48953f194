import { defineResource } from '../resources/define-resource.ts';
import { enumOf, image, longText, number, text } from '../resources/fields.ts';
import { activeStatus, codeField, localisedNames, localisedTitle } from './common.ts';
import { l } from '../text/locale-text.ts';

/** Kinds of stars awarded to rings and students (admin-star-type). */
export const starTypesResource = defineResource({
  name: 'star-types',
  module: 'organisation',
  table: 'star_types',
  label: {
    plural: l('أنواع النجوم', 'Star types', "Types d'étoiles"),
    singular: l('نوع نجمة', 'Star type', "Type d'étoile"),
  },
  fields: {
    code: codeField(),
    ...localisedNames(),
    appliesTo: enumOf(
      {
        ring: l('الحلقات', 'Rings', 'Cercles'),
        student: l('الطلاب', 'Students', 'Élèves'),
        both: l('الحلقات والطلاب', 'Rings and students', 'Cercles et élèves'),
      },
      { label: l('تُمنح لـ', 'Awarded to', 'Décernée à'), required: true, default: 'both' },
    ),
    points: number({
      label: l('النقاط', 'Points', 'Points'),
      required: true,
      min: 0,
      max: 1000,
      default: 1,
    }),
    color: text({
      label: l('اللون', 'Colour', 'Couleur'),
      max: 7,
      format: 'color',
      default: '#F5B301',
    }),
    icon: image({ label: l('الأيقونة', 'Icon', 'Icône'), maxSize: 512 * 1024 }),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 1000 }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'code',
  list: {
    columns: ['code', 'nameAr', 'nameEn', 'appliesTo', 'points', 'color', 'status'],
    sort: ['code', 'nameAr', 'nameEn', 'points', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['appliesTo', 'status', 'points'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'appliesTo', 'points', 'color', 'status'],
  form: [
    {
      key: 'type',
      label: l('النوع', 'Type', 'Type'),
      fields: ['code', 'appliesTo', 'points', 'status'],
    },
    { key: 'names', label: l('الأسماء', 'Names', 'Noms'), fields: ['nameAr', 'nameEn', 'nameFr'] },
    {
      key: 'look',
      label: l('المظهر', 'Look', 'Apparence'),
      fields: ['color', 'icon', 'description'],
    },
  ],
  screens: [{ route: '/admin-star-type', mode: 'manage' }],
  example: {
    code: 'GOLD',
    nameAr: 'نجمة ذهبية',
    nameEn: 'Gold star',
    nameFr: "Étoile d'or",
    points: 3,
  },
});
