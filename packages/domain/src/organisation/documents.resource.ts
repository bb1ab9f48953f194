import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, file, longText, number, richText, text } from '../resources/fields.ts';
import { l } from '../text/locale-text.ts';

/**
 * Internal procedures and reference documents (admin-documentation to manage them,
 * documentations to read them), by category, with attachments. Every change of the content
 * keeps the previous text as a version (see the organisation module on the server).
 */
export const documentsResource = defineResource({
  name: 'documents',
  module: 'organisation',
  permission: 'documentation',
  label: {
    plural: l('التوثيق', 'Documentation', 'Documentation'),
    singular: l('مستند', 'Document', 'Document'),
  },
  description: l(
    'الإجراءات واللوائح والنماذج الداخلية للمؤسسة، مع مرفقاتها وإصداراتها.',
    'Internal procedures, policies and forms, with their attachments and versions.',
    'Procédures, règlements et formulaires internes, avec leurs pièces jointes et leurs versions.',
  ),
  fields: {
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    category: enumOf(
      {
        procedures: l('إجراءات', 'Procedures', 'Procédures'),
        policies: l('لوائح وسياسات', 'Policies', 'Règlements'),
        forms: l('نماذج', 'Forms', 'Formulaires'),
        guides: l('أدلة', 'Guides', 'Guides'),
        training: l('تدريب', 'Training', 'Formation'),
        circulars: l('تعاميم', 'Circulars', 'Circulaires'),
        other: l('أخرى', 'Other', 'Autre'),
      },
      { label: l('التصنيف', 'Category', 'Catégorie'), required: true, default: 'procedures' },
    ),
    summary: longText({ label: l('الملخص', 'Summary', 'Résumé'), max: 1000 }),
    body: richText({ label: l('النص', 'Text', 'Texte'), max: 200_000 }),
    attachments: file({
      label: l('المرفقات', 'Attachments', 'Pièces jointes'),
      multiple: true,
      maxFiles: 10,
    }),
    status: enumOf(
      { draft: l('مسودة', 'Draft', 'Brouillon'), published: l('منشور', 'Published', 'Publié') },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'draft',
        colors: { draft: 'warning', published: 'success' },
      },
    ),
    publishedOn: date({ label: l('تاريخ النشر', 'Published on', 'Publié le') }),
    revision: number({
      label: l('رقم الإصدار', 'Revision', 'Révision'),
      required: true,
      readOnly: true,
      default: 1,
    }),
  },
  title: 'title',
  subtitle: 'category',
  list: {
    columns: ['title', 'category', 'status', 'publishedOn', 'revision', 'updatedAt'],
    sort: ['title', 'category', 'status', 'publishedOn', 'updatedAt', 'createdAt'],
    defaultSort: { field: 'updatedAt', dir: 'desc' },
    filters: ['category', 'status', 'publishedOn'],
    search: ['title', 'summary', 'body'],
  },
  export: ['title', 'category', 'status', 'publishedOn', 'revision', 'summary', 'updatedAt'],
  form: [
    {
      key: 'document',
      label: l('المستند', 'Document', 'Document'),
      fields: ['title', 'category', 'status', 'publishedOn'],
    },
    {
      key: 'content',
      label: l('المحتوى', 'Content', 'Contenu'),
      fields: ['summary', 'body', 'attachments'],
      columns: 1,
    },
  ],
  // Drafts are for the editors (documentation:update); readers only ever see published texts.
  readersSee: { status: ['published'] },
  screens: [
    { route: '/admin-documentation-component', mode: 'manage' },
    { route: '/documentations-component', mode: 'browse', filters: { status: ['published'] } },
  ],
  example: {
    title: 'إجراءات قبول الطلاب',
    category: 'procedures',
    body: '<p>يقدم الطالب طلبه…</p>',
  },
});
