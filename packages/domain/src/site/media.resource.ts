import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, file, image, text, type LocaleText } from '../resources/fields.ts';
import { fieldsIn3, publication, richIn3, textIn3, titleIn3 } from './common.ts';
import { l } from '../text/locale-text.ts';

const PUBLISH = l('النشر', 'Publishing', 'Publication');
const TITLE = l('العنوان', 'Title', 'Titre');
const ABOUT = l('الوصف', 'Description', 'Description');

/** How the visual media are classified (the filter of /maryiyaat). */
export const MEDIA_CLASSIFICATIONS: Record<string, LocaleText> = {
  recitation: l('تلاوات', 'Recitations', 'Récitations'),
  lesson: l('دروس', 'Lessons', 'Leçons'),
  tajweed: l('تجويد', 'Tajweed', 'Tajwid'),
  event: l('فعاليات', 'Events', 'Événements'),
  story: l('قصص نجاح', 'Success stories', 'Réussites'),
};

const classification = () =>
  enumOf(MEDIA_CLASSIFICATIONS as Record<keyof typeof MEDIA_CLASSIFICATIONS, LocaleText>, {
    label: l('التصنيف', 'Classification', 'Classification'),
    required: true,
    default: 'lesson',
  });

const common = {
  author: text({ label: l('المؤلف أو القارئ', 'Author', 'Auteur'), required: true, max: 120 }),
  channel: text({ label: l('القناة', 'Channel', 'Chaîne'), max: 120 }),
  recordedOn: date({ label: l('التاريخ', 'Date', 'Date'), required: true, default: 'today' }),
};

/** Videos hosted elsewhere (a link): /maryiyaatvideo/:id. */
export const siteVideosResource = defineResource({
  name: 'site-videos',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('المقاطع المرئية', 'Videos', 'Vidéos'),
    singular: l('مقطع مرئي', 'Video', 'Vidéo'),
  },
  fields: {
    ...textIn3('title', TITLE),
    ...richIn3('body', ABOUT, { required: false, max: 10_000 }),
    classification: classification(),
    ...common,
    url: text({
      label: l('رابط المقطع', 'Video link', 'Lien de la vidéo'),
      help: l(
        'رابط صفحة المقطع حيث نُشر (يوتيوب مثلًا).',
        'The link of the page where the video is hosted (YouTube for example).',
        'Le lien de la page où la vidéo est hébergée (YouTube par exemple).',
      ),
      required: true,
      max: 400,
      format: 'url',
    }),
    thumbnail: image({ label: l('الصورة المصغرة', 'Thumbnail', 'Vignette') }),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'author',
  list: {
    columns: ['titleAr', 'classification', 'author', 'channel', 'recordedOn', 'status'],
    sort: ['titleAr', 'classification', 'author', 'recordedOn', 'status'],
    defaultSort: { field: 'recordedOn', dir: 'desc' },
    filters: ['classification', 'status', 'recordedOn'],
    search: ['titleAr', 'titleEn', 'titleFr', 'author', 'channel'],
  },
  export: [
    'titleAr',
    'titleEn',
    'titleFr',
    'classification',
    'author',
    'channel',
    'recordedOn',
    'url',
    'status',
  ],
  form: [
    {
      key: 'publish',
      label: PUBLISH,
      fields: ['status', 'classification', 'author', 'channel', 'recordedOn', 'url', 'thumbnail'],
    },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    { key: 'body', label: ABOUT, fields: fieldsIn3('body'), columns: 1 },
  ],
  screens: [{ route: '/main-web/maryiyaatvideo-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** Media uploaded here (a video or audio file, or a document): /maryiyaatfilevideo/:id. */
export const siteMediaResource = defineResource({
  name: 'site-media',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('المرئيات', 'Visual media', 'Médiathèque'),
    singular: l('ملف مرئي', 'Media file', 'Fichier média'),
  },
  fields: {
    ...textIn3('title', TITLE),
    ...richIn3('body', ABOUT, { required: false, max: 10_000 }),
    classification: classification(),
    ...common,
    file: file({
      label: l('الملف', 'File', 'Fichier'),
      required: true,
      accept: ['video/mp4', 'video/webm', 'audio/mpeg', 'audio/mp4', 'application/pdf', 'image/*'],
      maxSize: 50 * 1024 * 1024,
    }),
    thumbnail: image({ label: l('الصورة المصغرة', 'Thumbnail', 'Vignette') }),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'author',
  list: {
    columns: ['titleAr', 'classification', 'author', 'channel', 'recordedOn', 'status'],
    sort: ['titleAr', 'classification', 'author', 'recordedOn', 'status'],
    defaultSort: { field: 'recordedOn', dir: 'desc' },
    filters: ['classification', 'status', 'recordedOn'],
    search: ['titleAr', 'titleEn', 'titleFr', 'author', 'channel'],
  },
  export: [
    'titleAr',
    'titleEn',
    'titleFr',
    'classification',
    'author',
    'channel',
    'recordedOn',
    'status',
  ],
  form: [
    {
      key: 'publish',
      label: PUBLISH,
      fields: ['status', 'classification', 'author', 'channel', 'recordedOn', 'file', 'thumbnail'],
    },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    { key: 'body', label: ABOUT, fields: fieldsIn3('body'), columns: 1 },
  ],
  screens: [{ route: '/main-web/maryiyaat-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** The organisation's publications (prints) with their files: /page/ourprint, /page/prints/:id. */
export const sitePrintsResource = defineResource({
  name: 'site-prints',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('الإصدارات', 'Publications', 'Publications'),
    singular: l('إصدار', 'Publication', 'Publication'),
  },
  fields: {
    ...textIn3('title', TITLE),
    ...textIn3('summary', l('الملخص', 'Summary', 'Résumé'), { max: 300 }),
    ...richIn3('body', ABOUT, { required: false }),
    author: text({ label: l('المؤلف', 'Author', 'Auteur'), max: 120 }),
    publishedOn: date({ label: l('تاريخ الإصدار', 'Published on', 'Publié le') }),
    cover: image({ label: l('الغلاف', 'Cover', 'Couverture') }),
    file: file({ label: l('الملف', 'File', 'Fichier'), maxSize: 30 * 1024 * 1024 }),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'author',
  list: {
    columns: ['titleAr', 'author', 'publishedOn', 'status'],
    sort: ['titleAr', 'author', 'publishedOn', 'status'],
    defaultSort: { field: 'publishedOn', dir: 'desc' },
    filters: ['status', 'publishedOn'],
    search: ['titleAr', 'titleEn', 'titleFr', 'author'],
  },
  export: ['titleAr', 'titleEn', 'titleFr', 'author', 'publishedOn', 'status'],
  form: [
    {
      key: 'publish',
      label: PUBLISH,
      fields: ['status', 'author', 'publishedOn', 'cover', 'file'],
    },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    {
      key: 'summary',
      label: l('الملخص', 'Summary', 'Résumé'),
      fields: fieldsIn3('summary'),
      columns: 1,
    },
    { key: 'body', label: ABOUT, fields: fieldsIn3('body'), columns: 1 },
  ],
  screens: [{ route: '/main-web/print-info-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});
