import { defineResource } from '../resources/define-resource.ts';
import { reference, text } from '../resources/fields.ts';
import { fieldsIn3, position, publication, richIn3, textIn3, titleIn3 } from './common.ts';
import { l } from '../text/locale-text.ts';

/** Categories of the help centre (/page/help-center). */
export const siteHelpCategoriesResource = defineResource({
  name: 'site-help-categories',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('أقسام مركز المساعدة', 'Help categories', 'Rubriques d’aide'),
    singular: l('قسم مساعدة', 'Help category', 'Rubrique d’aide'),
  },
  fields: {
    ...textIn3('name', l('الاسم', 'Name', 'Nom'), { max: 120 }),
    position: position(),
    status: publication(),
  },
  title: titleIn3('name'),
  list: {
    columns: ['nameAr', 'position', 'status'],
    sort: ['nameAr', 'position', 'status'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['status'],
    search: ['nameAr', 'nameEn', 'nameFr'],
  },
  export: ['nameAr', 'nameEn', 'nameFr', 'position', 'status'],
  form: [
    {
      key: 'category',
      label: l('القسم', 'Category', 'Rubrique'),
      fields: [...fieldsIn3('name'), 'position', 'status'],
    },
  ],
  related: [{ resource: 'site-help-articles', field: 'categoryId' }],
  readersSee: { status: ['published'] },
});

/** Letters (of any script) and digits in words joined by single hyphens. */
const SLUG = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

const slugHelp = l(
  'يُكوَّن من العنوان إذا تُرك فارغًا؛ يظهر في رابط المقال.',
  'Made from the title when left empty; it is the article’s address.',
  'Formé à partir du titre s’il est vide ; c’est l’adresse de l’article.',
);

/** Articles of the help centre, each reachable by a readable slug in each language. */
export const siteHelpArticlesResource = defineResource({
  name: 'site-help-articles',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('مقالات المساعدة', 'Help articles', 'Articles d’aide'),
    singular: l('مقال مساعدة', 'Help article', 'Article d’aide'),
  },
  fields: {
    categoryId: reference('site-help-categories', {
      label: l('القسم', 'Category', 'Rubrique'),
      required: true,
    }),
    ...textIn3('title', l('العنوان', 'Title', 'Titre')),
    slugAr: text({
      label: l('الرابط بالعربية', 'Arabic slug', 'Slug arabe'),
      help: slugHelp,
      max: 120,
      unique: true,
    }),
    slugEn: text({
      label: l('الرابط بالإنجليزية', 'English slug', 'Slug anglais'),
      help: slugHelp,
      max: 120,
      unique: true,
    }),
    slugFr: text({
      label: l('الرابط بالفرنسية', 'French slug', 'Slug français'),
      help: slugHelp,
      max: 120,
      unique: true,
    }),
    ...richIn3('body', l('النص', 'Text', 'Texte')),
    position: position(),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'categoryId',
  list: {
    columns: ['titleAr', 'categoryId', 'position', 'status'],
    sort: ['titleAr', 'position', 'status', 'updatedAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['categoryId', 'status'],
    search: ['titleAr', 'titleEn', 'titleFr', 'bodyAr', 'bodyEn', 'bodyFr'],
  },
  export: ['titleAr', 'titleEn', 'titleFr', 'categoryId', 'slugAr', 'slugEn', 'slugFr', 'status'],
  form: [
    {
      key: 'publish',
      label: l('النشر', 'Publishing', 'Publication'),
      fields: ['categoryId', 'status', 'position'],
    },
    { key: 'title', label: l('العنوان', 'Title', 'Titre'), fields: fieldsIn3('title') },
    {
      key: 'slug',
      label: l('الرابط', 'Address', 'Adresse'),
      fields: ['slugAr', 'slugEn', 'slugFr'],
    },
    { key: 'body', label: l('النص', 'Text', 'Texte'), fields: fieldsIn3('body'), columns: 1 },
  ],
  validate(record) {
    const issues = [];
    for (const s of ['Ar', 'En', 'Fr'] as const) {
      const slug = record[`slug${s}`];
      if (typeof slug === 'string' && slug !== '' && !SLUG.test(slug))
        issues.push({ field: `slug${s}`, code: 'site.errors.badSlug' });
    }
    return issues;
  },
  readersSee: { status: ['published'] },
});
