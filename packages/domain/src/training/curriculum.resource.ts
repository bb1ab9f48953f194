import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import {
  enumOf,
  file,
  image,
  longText,
  multiEnumOf,
  number,
  reference,
  text,
} from '../resources/fields.ts';
import { RING_LEVELS } from './levels.ts';

/** Books of the teacher-training programme (educational-books). */
export const trainingBooksResource = defineResource({
  name: 'training-books',
  module: 'training',
  permission: 'training',
  label: {
    plural: l('كتب التأهيل', 'Training books', 'Livres de formation'),
    singular: l('كتاب تأهيل', 'Training book', 'Livre de formation'),
  },
  description: l(
    'مقررات برنامج تأهيل المعلمين: الكتاب ومؤلفه ونوعه وغلافه وملفه.',
    'The curriculum of the teacher-training programme: each book, its author, kind, cover and file.',
    'Le programme de formation des enseignants : chaque livre, son auteur, son type, sa couverture et son fichier.',
  ),
  fields: {
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    author: text({ label: l('المؤلف', 'Author', 'Auteur'), max: 200 }),
    kind: enumOf(
      {
        tajweed: l('تجويد', 'Tajweed', 'Tajwid'),
        pedagogy: l('أساليب التدريس', 'Pedagogy', 'Pédagogie'),
        sciences: l('علوم القرآن', 'Quranic sciences', 'Sciences du Coran'),
        tarbiya: l('تربية وسلوك', 'Upbringing', 'Éducation'),
        other: l('أخرى', 'Other', 'Autre'),
      },
      { label: l('النوع', 'Kind', 'Type'), required: true, default: 'tajweed' },
    ),
    cover: image({ label: l('الغلاف', 'Cover', 'Couverture') }),
    file: file({
      label: l('ملف الكتاب', 'Book file', 'Fichier du livre'),
      accept: ['application/pdf'],
      maxSize: 30 * 1024 * 1024,
    }),
    description: longText({ label: l('نبذة', 'About', 'Présentation'), max: 2000 }),
  },
  title: 'title',
  subtitle: 'author',
  list: {
    columns: ['title', 'author', 'kind', 'updatedAt'],
    sort: ['title', 'kind', 'createdAt'],
    filters: ['kind'],
    search: ['title', 'author', 'description'],
  },
  related: [{ resource: 'training-sections', field: 'bookId' }],
  screens: [{ route: '/educational-books', mode: 'manage' }],
  example: { title: 'تحفة الأطفال', author: 'سليمان الجمزوري', kind: 'tajweed' },
});

/** The maintained list of section names (educational-book-section-names). */
export const trainingSectionNamesResource = defineResource({
  name: 'training-section-names',
  module: 'training',
  permission: 'training',
  label: {
    plural: l('أسماء الأقسام', 'Section names', 'Noms de sections'),
    singular: l('اسم قسم', 'Section name', 'Nom de section'),
  },
  fields: {
    name: text({ label: l('الاسم', 'Name', 'Nom'), required: true, max: 120, unique: true }),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Notes'), max: 1000 }),
  },
  title: 'name',
  list: { columns: ['name'], sort: ['name', 'createdAt'], search: ['name'] },
  screens: [{ route: '/educational-book-section-names', mode: 'manage' }],
  example: { name: 'الباب الأول' },
});

/** Sections of a training book, in order, bound to the ring levels they serve. */
export const trainingSectionsResource = defineResource({
  name: 'training-sections',
  module: 'training',
  permission: 'training',
  label: {
    plural: l('أقسام الكتب', 'Book sections', 'Sections des livres'),
    singular: l('قسم', 'Section', 'Section'),
  },
  fields: {
    bookId: reference('training-books', { label: l('الكتاب', 'Book', 'Livre'), required: true }),
    nameId: reference('training-section-names', {
      label: l('اسم القسم', 'Section name', 'Nom de section'),
      required: true,
    }),
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    position: number({
      label: l('الترتيب', 'Order', 'Ordre'),
      required: true,
      min: 1,
      max: 999,
      default: 1,
    }),
    levels: multiEnumOf(RING_LEVELS, {
      label: l('مستويات الحلقات', 'Ring levels', 'Niveaux des halaqas'),
      required: true,
      min: 1,
    }),
    description: longText({ label: l('المحتوى', 'Content', 'Contenu'), max: 2000 }),
  },
  title: 'title',
  subtitle: 'bookId',
  list: {
    columns: ['bookId', 'position', 'nameId', 'title', 'levels'],
    sort: ['position', 'title', 'createdAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['bookId', 'nameId', 'levels'],
    search: ['title', 'description'],
  },
  screens: [{ route: '/educational-book-sections', mode: 'manage' }],
  example: { title: 'أحكام النون الساكنة والتنوين', position: 1, levels: ['beginner'] },
});
