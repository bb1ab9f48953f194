import { defineResource } from '../resources/define-resource.ts';
import { email, enumOf, image, phone, text } from '../resources/fields.ts';
import { fieldsIn3, publication, richIn3, textIn3, titleIn3 } from './common.ts';
import { l } from '../text/locale-text.ts';
import { PUBLIC_PAGE_LABELS } from './public-pages.ts';

/** The site as a whole: its name, logo, colours and contact (one record). */
export const siteSettingsResource = defineResource({
  name: 'site-settings',
  module: 'site',
  permission: 'site-content',
  singleton: true,
  actions: ['read', 'update'],
  label: {
    plural: l('معلومات الموقع', 'Site information', 'Informations du site'),
    singular: l('معلومات الموقع', 'Site information', 'Informations du site'),
  },
  description: l(
    'اسم الموقع العام وشعاره وألوانه ووسائل التواصل.',
    'The public site’s name, logo, colours and contact.',
    'Nom, logo, couleurs et contact du site public.',
  ),
  fields: {
    ...textIn3('name', l('اسم الموقع', 'Site name', 'Nom du site'), { max: 120 }),
    ...textIn3('tagline', l('الشعار النصي', 'Tagline', 'Slogan'), { max: 200, optional: true }),
    logo: image({ label: l('الشعار', 'Logo', 'Logo') }),
    primaryColor: text({
      label: l('اللون الأساسي', 'Main colour', 'Couleur principale'),
      max: 7,
      format: 'color',
      default: '#065a94',
    }),
    accentColor: text({
      label: l('اللون الثانوي', 'Accent colour', 'Couleur d’accent'),
      max: 7,
      format: 'color',
      default: '#c8973a',
    }),
    email: email({ label: l('البريد الإلكتروني', 'Email', 'E-mail') }),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone') }),
    ...textIn3('address', l('العنوان', 'Address', 'Adresse'), { max: 300, optional: true }),
  },
  title: titleIn3('name'),
  form: [
    {
      key: 'names',
      label: l('الاسم', 'Name', 'Nom'),
      fields: [...fieldsIn3('name'), ...fieldsIn3('tagline')],
    },
    {
      key: 'look',
      label: l('المظهر', 'Look', 'Apparence'),
      fields: ['logo', 'primaryColor', 'accentColor'],
    },
    {
      key: 'contact',
      label: l('التواصل', 'Contact', 'Contact'),
      fields: ['email', 'phone', ...fieldsIn3('address')],
    },
  ],
  screens: [{ route: '/main-web/page-info-component', mode: 'manage' }],
  example: {
    nameAr: 'مراكز القرآن الكريم',
    nameEn: 'Quran Centres',
    nameFr: 'Centres du Coran',
  },
});

/** Each public page's title and meta description (search engines and shared links). */
export const sitePagesResource = defineResource({
  name: 'site-pages',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('صفحات الموقع', 'Site pages', 'Pages du site'),
    singular: l('صفحة', 'Page', 'Page'),
  },
  description: l(
    'عنوان كل صفحة عامة ووصفها لمحركات البحث والمشاركة.',
    'Each public page’s title and description for search engines and sharing.',
    'Titre et description de chaque page publique pour les moteurs de recherche et le partage.',
  ),
  fields: {
    pageKey: enumOf(PUBLIC_PAGE_LABELS, {
      label: l('الصفحة', 'Page', 'Page'),
      required: true,
    }),
    ...textIn3('title', l('العنوان', 'Title', 'Titre'), { max: 120 }),
    ...textIn3('description', l('الوصف', 'Description', 'Description'), { max: 300 }),
    ...richIn3('intro', l('مقدمة الصفحة', 'Introduction', 'Introduction'), {
      max: 10_000,
      required: false,
    }),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'pageKey',
  list: {
    columns: ['pageKey', 'titleAr', 'descriptionAr', 'status'],
    sort: ['pageKey', 'titleAr', 'status', 'updatedAt'],
    defaultSort: { field: 'pageKey', dir: 'asc' },
    filters: ['pageKey', 'status'],
    search: ['titleAr', 'titleEn', 'titleFr', 'descriptionAr', 'descriptionEn', 'descriptionFr'],
  },
  export: ['pageKey', 'titleAr', 'titleEn', 'titleFr', 'descriptionAr', 'descriptionEn', 'status'],
  form: [
    { key: 'page', label: l('الصفحة', 'Page', 'Page'), fields: ['pageKey', 'status'] },
    { key: 'titles', label: l('العنوان', 'Title', 'Titre'), fields: fieldsIn3('title') },
    {
      key: 'descriptions',
      label: l('الوصف', 'Description', 'Description'),
      fields: fieldsIn3('description'),
      columns: 1,
    },
    {
      key: 'intro',
      label: l('مقدمة الصفحة', 'Introduction', 'Introduction'),
      fields: fieldsIn3('intro'),
      columns: 1,
    },
  ],
  readersSee: { status: ['published'] },
  example: {
    pageKey: 'home',
    titleAr: 'الرئيسية',
    titleEn: 'Home',
    titleFr: 'Accueil',
    descriptionAr: 'حلقات تحفيظ القرآن الكريم',
    descriptionEn: 'Quran memorisation circles',
    descriptionFr: 'Cercles de mémorisation du Coran',
    status: 'published',
  },
});
