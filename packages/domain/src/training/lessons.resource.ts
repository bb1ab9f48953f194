import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import {
  enumOf,
  file,
  longText,
  multiEnumOf,
  reference,
  richText,
  text,
} from '../resources/fields.ts';
import { RING_LEVELS } from './levels.ts';

/**
 * Teaching content: lesson plans, tutorials and scientific lessons (one entity, three kinds),
 * rich text with attachments and a video link, bound to a section and to ring levels; editors
 * see drafts, everyone else only what is published.
 */
export const lessonsResource = defineResource({
  name: 'lessons',
  module: 'training',
  label: {
    plural: l('الدروس', 'Lessons', 'Leçons'),
    singular: l('درس', 'Lesson', 'Leçon'),
  },
  fields: {
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    kind: enumOf(
      {
        plan: l('خطة درس', 'Lesson plan', 'Plan de leçon'),
        tutorial: l('درس تعليمي', 'Tutorial', 'Tutoriel'),
        scientific: l('درس علمي', 'Scientific lesson', 'Leçon scientifique'),
      },
      { label: l('النوع', 'Kind', 'Type'), required: true, default: 'plan' },
    ),
    summary: longText({ label: l('الملخص', 'Summary', 'Résumé'), max: 1000 }),
    body: richText({ label: l('المحتوى', 'Content', 'Contenu'), max: 200_000 }),
    sectionId: reference('training-sections', { label: l('القسم', 'Section', 'Section') }),
    levels: multiEnumOf(RING_LEVELS, {
      label: l('مستويات الحلقات', 'Ring levels', 'Niveaux des halaqas'),
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      help: l(
        'للدروس العلمية التي يقدمها مركز.',
        'For scientific lessons given by a centre.',
        'Pour les leçons scientifiques données par un centre.',
      ),
    }),
    videoUrl: text({
      label: l('رابط الفيديو', 'Video link', 'Lien vidéo'),
      format: 'url',
      max: 500,
    }),
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
  },
  title: 'title',
  subtitle: 'kind',
  list: {
    columns: ['title', 'kind', 'sectionId', 'levels', 'status', 'updatedAt'],
    sort: ['title', 'updatedAt', 'createdAt'],
    defaultSort: { field: 'updatedAt', dir: 'desc' },
    filters: ['kind', 'levels', 'sectionId', 'centreId', 'status'],
    search: ['title', 'summary', 'body'],
  },
  form: [
    {
      key: 'lesson',
      label: l('الدرس', 'Lesson', 'Leçon'),
      fields: ['title', 'kind', 'status', 'sectionId', 'levels', 'centreId'],
    },
    {
      key: 'content',
      label: l('المحتوى', 'Content', 'Contenu'),
      fields: ['summary', 'body', 'videoUrl', 'attachments'],
      columns: 1,
    },
  ],
  readersSee: { status: ['published'] },
  screens: [
    { route: '/lessons-plans', mode: 'browse', filters: { kind: ['plan'] } },
    { route: '/lessons-tutorials', mode: 'browse', filters: { kind: ['tutorial'] } },
    { route: '/scientific-lessons', mode: 'browse', filters: { kind: ['scientific'] } },
    { route: '/scientific-lessons-center', mode: 'browse', filters: { kind: ['scientific'] } },
  ],
  detailPage: '/lessons-plans-show?id=:id',
  example: {
    title: 'درس الإقلاب',
    kind: 'plan',
    body: '<p dir="auto">أهداف الدرس…</p>',
    status: 'draft',
  },
});
