import { defineResource } from '../resources/define-resource.ts';
import { longText, number, quranRange, reference, text } from '../resources/fields.ts';
import { l } from '../text/locale-text.ts';

/** A section of a book used in plans: chapters of a matn, or a span of the mushaf. */
export const bookSectionsResource = defineResource({
  name: 'book-sections',
  module: 'organisation',
  table: 'book_sections',
  permission: 'books',
  label: {
    plural: l('أقسام الكتب', 'Book sections', 'Sections de livres'),
    singular: l('قسم', 'Section', 'Section'),
  },
  fields: {
    bookId: reference('books', {
      label: l('الكتاب', 'Book', 'Livre'),
      required: true,
      createOnly: true,
    }),
    position: number({
      label: l('الترتيب', 'Order', 'Ordre'),
      required: true,
      min: 1,
      max: 10_000,
    }),
    title: text({
      label: l('عنوان القسم', 'Section title', 'Titre de la section'),
      required: true,
      max: 200,
    }),
    fromPage: number({ label: l('من صفحة', 'From page', 'De la page'), min: 1, max: 10_000 }),
    toPage: number({ label: l('إلى صفحة', 'To page', 'À la page'), min: 1, max: 10_000 }),
    quranRange: quranRange({
      label: l('المقطع من القرآن', 'Quran span', 'Passage du Coran'),
      help: l(
        'لأقسام المصحف: من آية إلى آية.',
        'For mushaf sections: from ayah to ayah.',
        'Pour le Mushaf : de tel verset à tel verset.',
      ),
    }),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 1000 }),
  },
  title: 'title',
  list: {
    columns: ['position', 'title', 'bookId', 'fromPage', 'toPage', 'quranRange'],
    sort: ['position', 'title', 'fromPage'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['bookId'],
    search: ['title', 'notes'],
    pageSize: 50,
  },
  export: ['bookId', 'position', 'title', 'fromPage', 'toPage', 'quranRange', 'notes'],
  form: [
    {
      key: 'section',
      label: l('القسم', 'Section', 'Section'),
      fields: ['bookId', 'position', 'title'],
    },
    {
      key: 'span',
      label: l('النطاق', 'Span', 'Étendue'),
      fields: ['fromPage', 'toPage', 'quranRange', 'notes'],
    },
  ],
  validate: (r) =>
    typeof r.fromPage === 'number' && typeof r.toPage === 'number' && r.toPage < r.fromPage
      ? [{ field: 'toPage', code: 'resources.validation.dateOrder' }]
      : [],
  example: { position: 1, title: 'أحكام النون الساكنة والتنوين', fromPage: 3, toPage: 4 },
});
