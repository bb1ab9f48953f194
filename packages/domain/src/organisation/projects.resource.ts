import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, longText, text } from '../resources/fields.ts';
import { codeField, localisedNames, localisedTitle } from './common.ts';
import { l } from '../text/locale-text.ts';

/** A programme that cuts across centres: general memorisation, Maher, Zad, Safra, ... */
export const projectsResource = defineResource({
  name: 'projects',
  module: 'organisation',
  label: {
    plural: l('المشاريع', 'Projects', 'Projets'),
    singular: l('مشروع', 'Project', 'Projet'),
  },
  description: l(
    'برامج المؤسسة التي تمتد عبر المراكز: الحفظ العام والماهر وزاد والسفرة والمقرأة والتجويد.',
    'Programmes that cut across centres: general memorisation, Maher, Zad, Safra, Maqraa, Tajweed.',
    'Programmes transverses aux centres : mémorisation générale, Maher, Zad, Safra, Maqraa, Tajwid.',
  ),
  fields: {
    code: codeField(),
    kind: enumOf(
      {
        general: l('حفظ عام', 'General memorisation', 'Mémorisation générale'),
        maher: l('الماهر', 'Maher', 'Maher'),
        zad: l('زاد', 'Zad', 'Zad'),
        safra: l('السفرة', 'Safra', 'Safra'),
        maqraa: l('المقرأة', 'Maqraa', 'Maqraa'),
        tajweed: l('التجويد', 'Tajweed', 'Tajwid'),
      },
      { label: l('نوع المشروع', 'Kind', 'Type'), required: true, default: 'general' },
    ),
    ...localisedNames(),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 2000 }),
    startedOn: date({ label: l('تاريخ البدء', 'Started on', 'Commencé le') }),
    color: text({
      label: l('اللون', 'Colour', 'Couleur'),
      help: l(
        'لون المشروع في اللوحات والتقارير.',
        'Colour of the project in dashboards and reports.',
        'Couleur du projet dans les tableaux de bord.',
      ),
      max: 7,
      format: 'color',
    }),
    status: enumOf(
      {
        active: l('قائم', 'Running', 'En cours'),
        paused: l('متوقف مؤقتًا', 'Paused', 'En pause'),
        ended: l('منتهٍ', 'Ended', 'Terminé'),
      },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'active',
        colors: { active: 'success', paused: 'warning', ended: 'default' },
      },
    ),
  },
  title: localisedTitle,
  subtitle: 'kind',
  list: {
    columns: ['code', 'nameAr', 'nameEn', 'kind', 'status', 'startedOn'],
    hiddenColumns: ['nameEn'],
    sort: ['code', 'nameAr', 'nameEn', 'kind', 'status', 'startedOn', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['kind', 'status', 'startedOn'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr', 'description'],
  },
  export: ['code', 'kind', 'nameAr', 'nameEn', 'nameFr', 'status', 'startedOn', 'description'],
  form: [
    {
      key: 'identity',
      label: l('المشروع', 'Project', 'Projet'),
      fields: ['code', 'kind', 'status', 'startedOn', 'color'],
    },
    { key: 'names', label: l('الأسماء', 'Names', 'Noms'), fields: ['nameAr', 'nameEn', 'nameFr'] },
    {
      key: 'about',
      label: l('نبذة', 'About', 'Présentation'),
      fields: ['description'],
      columns: 1,
    },
  ],
  screens: [{ route: '/project-component', mode: 'manage' }],
  example: {
    code: 'MAHER',
    kind: 'maher',
    nameAr: 'مشروع الماهر',
    nameEn: 'Maher project',
    nameFr: 'Projet Maher',
  },
});
