import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** The words of background jobs: states, errors and the progress panel. */
export const jobsMessages = defineMessagesSideBySide({
  'jobs.state.queued': { ar: 'في الانتظار', en: 'Waiting to start', fr: 'En attente' },
  'jobs.state.running': { ar: 'قيد التنفيذ', en: 'In progress', fr: 'En cours' },
  'jobs.state.succeeded': { ar: 'اكتمل', en: 'Done', fr: 'Terminé' },
  'jobs.state.failed': { ar: 'تعذّر الإكمال', en: 'Failed', fr: 'Échec' },
  'jobs.state.cancelled': { ar: 'أُلغي', en: 'Cancelled', fr: 'Annulé' },
  'jobs.state.cancelling': { ar: 'جارٍ الإلغاء…', en: 'Cancelling…', fr: 'Annulation…' },
  'jobs.action.download': {
    ar: 'تنزيل الملف',
    en: 'Download the file',
    fr: 'Télécharger le fichier',
  },
  'jobs.action.cancel': { ar: 'إلغاء', en: 'Cancel', fr: 'Annuler' },
  'jobs.action.retry': { ar: 'إعادة المحاولة', en: 'Try again', fr: 'Réessayer' },
  'jobs.progress.label': { ar: 'نسبة الإنجاز', en: 'Progress', fr: 'Avancement' },
  'jobs.progress.loading': {
    ar: 'جارٍ جلب حالة المهمة…',
    en: 'Loading the task’s state…',
    fr: 'Chargement de l’état de la tâche…',
  },
  'jobs.progress.unreachable': {
    ar: 'تعذّر جلب حالة المهمة.',
    en: 'Could not load the task’s state.',
    fr: 'Impossible de charger l’état de la tâche.',
  },
  'jobs.error.failed': {
    ar: 'تعذّر إكمال المهمة بعد عدة محاولات.',
    en: 'The task could not be completed after several attempts.',
    fr: 'La tâche n’a pas pu aboutir après plusieurs essais.',
  },
  'jobs.error.abandoned': {
    ar: 'توقّف الخادم أثناء تنفيذ المهمة مرات عدة.',
    en: 'The server stopped while running the task several times.',
    fr: 'Le serveur s’est arrêté plusieurs fois pendant la tâche.',
  },
  'jobs.error.unknownKind': {
    ar: 'نوع المهمة غير معروف لهذا الخادم.',
    en: 'This server does not know this kind of task.',
    fr: 'Ce serveur ne connaît pas ce type de tâche.',
  },
  'jobs.error.noResult': {
    ar: 'لا يوجد ملف لهذه المهمة.',
    en: 'This task has no file.',
    fr: 'Cette tâche n’a pas de fichier.',
  },
  'jobs.error.finished': {
    ar: 'انتهت المهمة ولا يمكن إلغاؤها.',
    en: 'The task has finished and can no longer be cancelled.',
    fr: 'La tâche est terminée et ne peut plus être annulée.',
  },
});

/** Counted messages of the progress panel (`key_<plural category>`, see i18n/plural.ts). */
export const jobsCountedMessages = defineCounted({
  // The count is the total; {{done}} how many are finished, both in the user's digits.
  'jobs.progress.count': {
    ar: {
      zero: '{{done}} من {{n}} عنصر',
      one: '{{done}} من عنصر واحد',
      two: '{{done}} من عنصرين',
      few: '{{done}} من {{n}} عناصر',
      many: '{{done}} من {{n}} عنصرًا',
      other: '{{done}} من {{n}} عنصر',
    },
    en: { one: '{{done}} of {{n}} item', other: '{{done}} of {{n}} items' },
    fr: {
      one: '{{done}} sur {{n}} élément',
      many: '{{done}} sur {{n}} d’éléments',
      other: '{{done}} sur {{n}} éléments',
    },
  },
});
