import { defineResource } from '../resources/define-resource.ts';
import { enumOf, file, image, longText, number, text } from '../resources/fields.ts';
import { activeStatus } from './common.ts';
import { l } from '../text/locale-text.ts';

/** Books and texts studied in rings and lessons (admin-book), with their sections. */
export const booksResource = defineResource({
  name: 'books',
  module: 'organisation',
  label: { plural: l('الكتب', 'Books', 'Livres'), singular: l('كتاب', 'Book', 'Livre') },
  description: l(
    'الكتب والمتون المعتمدة في الحلقات والدروس، وأقسامها المستخدمة في الخطط.',
    'Books and texts studied in rings and lessons, with the sections used in plans.',
    'Livres et textes étudiés dans les cercles et les cours, avec les sections utilisées dans les plans.',
  ),
  fields: {
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    author: text({ label: l('المؤلف', 'Author', 'Auteur'), max: 150 }),
    kind: enumOf(
      {
        mushaf: l('مصحف', 'Mushaf edition', 'Édition du Mushaf'),
        matn: l('متن', 'Matn (text to memorise)', 'Matn (texte à mémoriser)'),
        tajweed: l('كتاب تجويد', 'Tajweed book', 'Livre de tajwid'),
        tafsir: l('تفسير', 'Tafsir', 'Tafsir'),
        aqidah: l('عقيدة', 'Creed', 'Croyance'),
        fiqh: l('فقه', 'Fiqh', 'Fiqh'),
        seerah: l('سيرة', 'Seerah', 'Sira'),
        other: l('أخرى', 'Other', 'Autre'),
      },
      { label: l('نوع الكتاب', 'Kind', 'Type'), required: true, default: 'matn' },
    ),
    publisher: text({
      label: l('الناشر أو الرواية', 'Publisher or riwayah', 'Éditeur ou riwaya'),
      max: 150,
    }),
    pages: number({ label: l('عدد الصفحات', 'Pages', 'Pages'), min: 1, max: 10_000 }),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 2000 }),
    cover: image({ label: l('الغلاف', 'Cover', 'Couverture') }),
    file: file({
      label: l('نسخة إلكترونية', 'Digital copy', 'Copie numérique'),
      accept: ['application/pdf'],
      maxSize: 30 * 1024 * 1024,
    }),
    status: activeStatus(),
  },
  title: 'title',
  subtitle: 'author',
  list: {
    columns: ['title', 'author', 'kind', 'pages', 'status'],
    sort: ['title', 'author', 'kind', 'pages', 'createdAt'],
    defaultSort: { field: 'title', dir: 'asc' },
    filters: ['kind', 'status', 'pages'],
    search: ['title', 'author', 'publisher', 'description'],
  },
  export: ['title', 'author', 'kind', 'publisher', 'pages', 'status', 'description'],
  form: [
    {
      key: 'book',
      label: l('الكتاب', 'Book', 'Livre'),
      fields: ['title', 'author', 'kind', 'publisher', 'pages', 'status'],
    },
    {
      key: 'files',
      label: l('الغلاف والملف', 'Cover and file', 'Couverture et fichier'),
      fields: ['cover', 'file'],
    },
    {
      key: 'about',
      label: l('الوصف', 'Description', 'Description'),
      fields: ['description'],
      columns: 1,
    },
  ],
  screens: [{ route: '/admin-book-component', mode: 'manage' }],
  related: [{ resource: 'book-sections', field: 'bookId' }],
  example: { title: 'تحفة الأطفال', author: 'سليمان الجمزوري', kind: 'tajweed', pages: 12 },
});
