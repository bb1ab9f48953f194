import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/**
 * Words of the generic list, form and detail pages and of their field widgets (beyond the
 * engine's own in resources.messages.ts), and of the interface-texts (override) screen.
 */
export const resourceScreensMessages = defineMessagesSideBySide({
  'resources.page.new': {
    en: 'New {{item}}',
    ar: 'إضافة {{item}}',
    fr: 'Ajouter : {{item}}',
  },
  'resources.actions.add': {
    en: 'Add',
    ar: 'إضافة',
    fr: 'Ajouter',
  },
  'resources.actions.backToList': {
    en: 'Back to the list',
    ar: 'العودة إلى القائمة',
    fr: 'Retour à la liste',
  },
  'resources.outcome.archivedOne': {
    en: 'Archived. It can be restored from the list.',
    ar: 'تمت الأرشفة، ويمكن استعادته من القائمة.',
    fr: 'Archivé. Il peut être restauré depuis la liste.',
  },
  'resources.list.archivedRecords': {
    en: 'Archived records',
    ar: 'السجلات المؤرشفة',
    fr: 'Enregistrements archivés',
  },
  'resources.list.hideArchived': {
    en: 'Hide archived',
    ar: 'إخفاء المؤرشف',
    fr: 'Masquer les archivés',
  },
  'resources.list.emptyHint': {
    en: 'Add the first one with the button above.',
    ar: 'أضف أول سجل بالزر في الأعلى.',
    fr: 'Ajoutez le premier avec le bouton ci-dessus.',
  },
  'resources.list.noMatch': {
    en: 'Nothing matches',
    ar: 'لا توجد نتائج مطابقة',
    fr: 'Aucun résultat',
  },
  'resources.list.noMatchHint': {
    en: 'Try other words or clear the filters.',
    ar: 'جرّب كلمات أخرى أو امسح عوامل التصفية.',
    fr: "Essayez d'autres mots ou effacez les filtres.",
  },
  'resources.list.range': {
    en: '{{from}}–{{to}} of {{count}}',
    ar: '{{from}}–{{to}} من {{count}}',
    fr: '{{from}}–{{to}} sur {{count}}',
  },
  'resources.filter.none': {
    en: 'None',
    ar: 'بلا',
    fr: 'Aucun',
  },
  'resources.form.fixErrors': {
    en: 'Some fields need your attention.',
    ar: 'بعض الحقول تحتاج إلى مراجعة.',
    fr: 'Certains champs demandent votre attention.',
  },
  'resources.form.reload': {
    en: 'Reload',
    ar: 'إعادة التحميل',
    fr: 'Recharger',
  },
  'resources.form.changedMeanwhile': {
    en: 'Someone else has just changed this record. Reload to edit the newest version.',
    ar: 'عدّل شخص آخر هذا السجل للتو. أعد التحميل لتعديل أحدث نسخة.',
    fr: "Quelqu'un vient de modifier cet enregistrement. Rechargez pour modifier la dernière version.",
  },
  'resources.form.leaveTitle': {
    en: 'Leave without saving?',
    ar: 'المغادرة دون حفظ؟',
    fr: 'Quitter sans enregistrer ?',
  },
  'resources.form.leave': {
    en: 'Leave',
    ar: 'مغادرة',
    fr: 'Quitter',
  },
  'resources.detail.other': {
    en: 'More information',
    ar: 'معلومات أخرى',
    fr: 'Autres informations',
  },
  'resources.detail.noHistory': {
    en: 'No changes recorded yet.',
    ar: 'لم تُسجَّل أي تغييرات بعد.',
    fr: "Aucune modification n'a encore été enregistrée.",
  },
  'resources.detail.viewAll': {
    en: 'View all',
    ar: 'عرض الكل',
    fr: 'Tout voir',
  },
  'resources.history.showAll': {
    en: 'Show all {{count}} entries',
    ar: 'عرض كل السجل ({{count}})',
    fr: 'Afficher les {{count}} entrées',
  },
  'resources.date.hijri': {
    en: 'Hijri',
    ar: 'هجري',
    fr: 'Hégirien',
  },
  'resources.date.gregorian': {
    en: 'Gregorian',
    ar: 'ميلادي',
    fr: 'Grégorien',
  },
  'resources.date.hijriShort': {
    en: 'AH',
    ar: 'هـ',
    fr: 'H',
  },
  'resources.date.gregorianShort': {
    en: 'AD',
    ar: 'م',
    fr: 'G',
  },
  'resources.date.placeholder': {
    en: 'YYYY-MM-DD',
    ar: 'سنة-شهر-يوم',
    fr: 'AAAA-MM-JJ',
  },
  'resources.date.hijriPlaceholder': {
    en: 'YYYY-MM-DD (Hijri)',
    ar: 'سنة-شهر-يوم (هجري)',
    fr: 'AAAA-MM-JJ (hégirien)',
  },
  'resources.date.open': {
    en: 'Choose a date for “{{label}}”',
    ar: 'اختر تاريخًا لحقل «{{label}}»',
    fr: 'Choisir une date pour « {{label}} »',
  },
  'resources.date.previousMonth': {
    en: 'Previous month',
    ar: 'الشهر السابق',
    fr: 'Mois précédent',
  },
  'resources.date.nextMonth': {
    en: 'Next month',
    ar: 'الشهر التالي',
    fr: 'Mois suivant',
  },
  'resources.date.today': {
    en: 'Today',
    ar: 'اليوم',
    fr: "Aujourd'hui",
  },
  'resources.date.clear': {
    en: 'Clear',
    ar: 'مسح',
    fr: 'Effacer',
  },
  'resources.reference.noMatch': {
    en: 'No record matches.',
    ar: 'لا يوجد سجل مطابق.',
    fr: 'Aucun enregistrement ne correspond.',
  },
  'resources.reference.typeToSearch': {
    en: 'Type to search.',
    ar: 'اكتب للبحث.',
    fr: 'Tapez pour rechercher.',
  },
  'resources.file.uploading': {
    en: 'Uploading…',
    ar: 'جارٍ الرفع…',
    fr: 'Téléversement…',
  },
  'resources.file.limits': {
    en: 'Up to {{max}} per file.',
    ar: 'حتى {{max}} للملف الواحد.',
    fr: "Jusqu'à {{max}} par fichier.",
  },
  'resources.quran.surah': {
    en: 'Surah',
    ar: 'السورة',
    fr: 'Sourate',
  },
  'resources.quran.ayah': {
    en: 'Ayah',
    ar: 'الآية',
    fr: 'Verset',
  },
  'resources.quran.surahAyahs': {
    en: 'This surah has {{count}} ayahs.',
    ar: 'عدد آيات هذه السورة {{count}}.',
    fr: 'Cette sourate compte {{count}} versets.',
  },
  'resources.quran.positionInfo': {
    en: 'The surah has {{count}} ayahs · page {{page}}.',
    ar: 'عدد آيات السورة {{count}} · الصفحة {{page}}.',
    fr: 'La sourate compte {{count}} versets · page {{page}}.',
  },
  'resources.quran.onPage': {
    en: 'Page {{page}} of the mushaf.',
    ar: 'الصفحة {{page}} من المصحف.',
    fr: 'Page {{page}} du Mushaf.',
  },
  'resources.rich.toolbar': {
    en: 'Formatting',
    ar: 'التنسيق',
    fr: 'Mise en forme',
  },
  'resources.rich.bold': {
    en: 'Bold',
    ar: 'غامق',
    fr: 'Gras',
  },
  'resources.rich.italic': {
    en: 'Italic',
    ar: 'مائل',
    fr: 'Italique',
  },
  'resources.rich.underline': {
    en: 'Underline',
    ar: 'تسطير',
    fr: 'Souligné',
  },
  'resources.rich.heading': {
    en: 'Heading',
    ar: 'عنوان',
    fr: 'Titre',
  },
  'resources.rich.bullets': {
    en: 'Bulleted list',
    ar: 'قائمة نقطية',
    fr: 'Liste à puces',
  },
  'resources.rich.numbers': {
    en: 'Numbered list',
    ar: 'قائمة مرقمة',
    fr: 'Liste numérotée',
  },
  'resources.rich.quote': {
    en: 'Quotation',
    ar: 'اقتباس',
    fr: 'Citation',
  },
  'resources.rich.link': {
    en: 'Link',
    ar: 'رابط',
    fr: 'Lien',
  },
  'resources.rich.linkPrompt': {
    en: 'Address of the link (https://…)',
    ar: 'عنوان الرابط (https://…)',
    fr: 'Adresse du lien (https://…)',
  },
  'resources.rich.clear': {
    en: 'Clear formatting',
    ar: 'إزالة التنسيق',
    fr: 'Effacer la mise en forme',
  },
  'route./r/:resource/new': {
    en: 'New record',
    ar: 'سجل جديد',
    fr: 'Nouvel enregistrement',
  },
  'route./r/:resource/:id': {
    en: 'Record',
    ar: 'السجل',
    fr: 'Enregistrement',
  },
  'route./r/:resource/:id/edit': {
    en: 'Edit record',
    ar: 'تعديل السجل',
    fr: "Modifier l'enregistrement",
  },
  'route./translations': {
    en: 'Interface texts',
    ar: 'نصوص الواجهة',
    fr: "Textes de l'interface",
  },
  'i18n.overrides.search': {
    en: 'Search by key or by words in any language…',
    ar: 'ابحث بالمفتاح أو بكلمات من أي لغة…',
    fr: 'Rechercher par clé ou par mots dans une langue…',
  },
  'i18n.overrides.onlyOverridden': {
    en: 'Changed texts only',
    ar: 'النصوص المعدّلة فقط',
    fr: 'Textes modifiés seulement',
  },
  'i18n.overrides.overridden': {
    en: 'Changed',
    ar: 'معدّل',
    fr: 'Modifié',
  },
  'i18n.overrides.arabic': {
    en: 'Arabic',
    ar: 'العربية',
    fr: 'Arabe',
  },
  'i18n.overrides.english': {
    en: 'English',
    ar: 'الإنجليزية',
    fr: 'Anglais',
  },
  'i18n.overrides.french': {
    en: 'French',
    ar: 'الفرنسية',
    fr: 'Français',
  },
  'i18n.overrides.perPage': {
    en: 'Messages per page:',
    ar: 'عدد الرسائل في الصفحة:',
    fr: 'Messages par page :',
  },
  'i18n.overrides.saved': {
    en: 'Saved. The interface now shows the new text.',
    ar: 'تم الحفظ، وتعرض الواجهة النص الجديد الآن.',
    fr: "Enregistré. L'interface affiche désormais le nouveau texte.",
  },
  'i18n.overrides.resetDone': {
    en: 'The built-in text is back.',
    ar: 'عاد النص الأصلي.',
    fr: "Le texte d'origine est rétabli.",
  },
});

/** Counted messages of the generic screens (`key_<plural category>`, see i18n/plural.ts). */
export const resourceScreensCountedMessages = defineCounted({
  'resources.bulk.confirmTitle': {
    ar: {
      zero: 'لا سجلات للأرشفة',
      one: 'أرشفة سجل واحد؟',
      two: 'أرشفة سجلين؟',
      few: 'أرشفة {{n}} سجلات؟',
      many: 'أرشفة {{n}} سجلًا؟',
      other: 'أرشفة {{n}} سجل؟',
    },
    en: { one: 'Archive {{n}} record?', other: 'Archive {{n}} records?' },
    fr: {
      one: 'Archiver {{n}} enregistrement ?',
      many: "Archiver {{n}} d'enregistrements ?",
      other: 'Archiver {{n}} enregistrements ?',
    },
  },
  'resources.bulk.done': {
    ar: {
      zero: 'لم يُؤرشَف أي سجل.',
      one: 'تمت أرشفة سجل واحد.',
      two: 'تمت أرشفة سجلين.',
      few: 'تمت أرشفة {{n}} سجلات.',
      many: 'تمت أرشفة {{n}} سجلًا.',
      other: 'تمت أرشفة {{n}} سجل.',
    },
    en: { one: '{{n}} record archived.', other: '{{n}} records archived.' },
    fr: {
      one: '{{n}} enregistrement archivé.',
      many: "{{n}} d'enregistrements archivés.",
      other: '{{n}} enregistrements archivés.',
    },
  },
  // The count is the number of messages; {{overridden}} is how many of them were changed.
  'i18n.overrides.subtitle': {
    ar: {
      zero: 'لا رسائل بعد؛ عدّل المشرفون {{overridden}} منها.',
      one: 'رسالة واحدة بالعربية والإنجليزية والفرنسية؛ عدّل المشرفون {{overridden}} منها.',
      two: 'رسالتان بالعربية والإنجليزية والفرنسية؛ عدّل المشرفون {{overridden}} منهما.',
      few: '{{n}} رسائل بالعربية والإنجليزية والفرنسية؛ عدّل المشرفون {{overridden}} منها.',
      many: '{{n}} رسالةً بالعربية والإنجليزية والفرنسية؛ عدّل المشرفون {{overridden}} منها.',
      other: '{{n}} رسالة بالعربية والإنجليزية والفرنسية؛ عدّل المشرفون {{overridden}} منها.',
    },
    en: {
      one: '{{n}} message in Arabic, English and French; {{overridden}} changed by administrators.',
      other:
        '{{n}} messages in Arabic, English and French; {{overridden}} changed by administrators.',
    },
    fr: {
      one: '{{n}} message en arabe, anglais et français ; {{overridden}} modifié par les administrateurs.',
      many: '{{n}} de messages en arabe, anglais et français ; {{overridden}} modifiés par les administrateurs.',
      other:
        '{{n}} messages en arabe, anglais et français ; {{overridden}} modifiés par les administrateurs.',
    },
  },
});
