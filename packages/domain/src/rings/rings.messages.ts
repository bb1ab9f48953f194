import { defineMessagesSideBySide, mergeMessages } from '../i18n/define.ts';
import { ringsUiMessages } from './rings-ui.messages.ts';

export const ringsMessages = mergeMessages(
  ringsUiMessages,
  defineMessagesSideBySide({
    'rings.kind.hifz': {
      en: 'New memorisation',
      ar: 'حفظ جديد',
      fr: 'Nouvelle mémorisation',
    },
    'rings.kind.revision': {
      en: 'Revision',
      ar: 'مراجعة',
      fr: 'Révision',
    },
    'rings.kind.recitation': {
      en: 'Recitation',
      ar: 'تلاوة',
      fr: 'Récitation',
    },
    'rings.grade.excellent': {
      en: 'Excellent',
      ar: 'ممتاز',
      fr: 'Excellent',
    },
    'rings.grade.very_good': {
      en: 'Very good',
      ar: 'جيد جدًا',
      fr: 'Très bien',
    },
    'rings.grade.good': {
      en: 'Good',
      ar: 'جيد',
      fr: 'Bien',
    },
    'rings.grade.acceptable': {
      en: 'Acceptable',
      ar: 'مقبول',
      fr: 'Passable',
    },
    'rings.grade.repeat': {
      en: 'Repeat',
      ar: 'إعادة',
      fr: 'À refaire',
    },
    'rings.attendance.present': {
      en: 'Present',
      ar: 'حاضر',
      fr: 'Présent',
    },
    'rings.attendance.late': {
      en: 'Late',
      ar: 'متأخر',
      fr: 'En retard',
    },
    'rings.attendance.absent': {
      en: 'Absent',
      ar: 'غائب',
      fr: 'Absent',
    },
    'rings.attendance.excused': {
      en: 'Excused',
      ar: 'غائب بعذر',
      fr: 'Excusé',
    },
    'rings.reading.badMistakes': {
      en: 'Mistakes must be a whole number from 0 to 99.',
      ar: 'عدد الأخطاء عدد صحيح من ٠ إلى ٩٩.',
      fr: 'Les erreurs sont un nombre entier de 0 à 99.',
    },
    'rings.reading.badGrade': {
      en: 'Choose one of the grades.',
      ar: 'اختر أحد التقديرات.',
      fr: 'Choisissez une des appréciations.',
    },
    'rings.day.invalidRows': {
      en: 'Some rows are not valid; nothing was saved. Correct them and save again.',
      ar: 'بعض الصفوف غير صحيحة، ولم يُحفظ شيء. صحّحها ثم احفظ مجددًا.',
      fr: "Certaines lignes ne sont pas valides ; rien n'a été enregistré. Corrigez-les puis enregistrez.",
    },
    'rings.day.changedMeanwhile': {
      en: 'A reading was changed on the server since you edited it; nothing was saved. Choose which version to keep.',
      ar: 'تغيّر تسميع على الخادم بعد أن عدّلته، ولم يُحفظ شيء. اختر النسخة التي تبقيها.',
      fr: 'Une récitation a été modifiée sur le serveur depuis votre modification ; rien n’a été enregistré. Choisissez la version à garder.',
    },
    'rings.day.studentNotInRing': {
      en: 'This student is not in the ring.',
      ar: 'هذا الطالب ليس في الحلقة.',
      fr: "Cet élève n'est pas dans le cercle.",
    },
    'rings.day.absentWithReading': {
      en: 'An absent student cannot have a reading.',
      ar: 'لا يُسجَّل تسميع لطالب غائب.',
      fr: 'Un élève absent ne peut pas avoir de récitation.',
    },
    'rings.day.future': {
      en: 'A day in the future cannot be recorded.',
      ar: 'لا يمكن تسجيل يوم لم يأتِ بعد.',
      fr: 'Un jour à venir ne peut pas être enregistré.',
    },
    'rings.day.clientIdReused': {
      en: 'This row id already belongs to another student or day.',
      ar: 'معرّف هذا الصف مستخدم لطالب أو يوم آخر.',
      fr: 'Cet identifiant de ligne appartient à un autre élève ou jour.',
    },
    'rings.times.invalidSlot': {
      en: 'The end time must come after the start time.',
      ar: 'وقت النهاية يجب أن يكون بعد وقت البداية.',
      fr: "L'heure de fin doit suivre l'heure de début.",
    },
    'rings.times.clash': {
      en: 'The teacher already has ring "{{ring}}" at this time.',
      ar: 'لدى المحفظ حلقة «{{ring}}» في هذا الوقت.',
      fr: "L'enseignant a déjà le cercle « {{ring}} » à cette heure.",
    },
    'rings.transfer.sameRing': {
      en: 'The student is already in this ring.',
      ar: 'الطالب في هذه الحلقة أصلًا.',
      fr: "L'élève est déjà dans ce cercle.",
    },
    'rings.transfer.title': {
      en: 'Student transfers',
      ar: 'نقل الطلاب بين الحلقات',
      fr: 'Transferts des élèves',
    },
    'rings.transfer.from': {
      en: 'From ring',
      ar: 'من حلقة',
      fr: 'Du cercle',
    },
    'rings.transfer.to': {
      en: 'To ring',
      ar: 'إلى حلقة',
      fr: 'Vers le cercle',
    },
    'rings.transfer.student': {
      en: 'Student',
      ar: 'الطالب',
      fr: 'Élève',
    },
    'rings.transfer.reason': {
      en: 'Reason',
      ar: 'السبب',
      fr: 'Motif',
    },
    'rings.transfer.submit': {
      en: 'Transfer',
      ar: 'نقل',
      fr: 'Transférer',
    },
    'rings.transfer.done': {
      en: 'The student was transferred.',
      ar: 'تم نقل الطالب.',
      fr: "L'élève a été transféré.",
    },
    'rings.times.title': {
      en: 'Rings timetable',
      ar: 'مواعيد الحلقات',
      fr: 'Horaires des cercles',
    },
    'rings.times.weekday': {
      en: 'Day',
      ar: 'اليوم',
      fr: 'Jour',
    },
    'rings.times.start': {
      en: 'From',
      ar: 'من',
      fr: 'De',
    },
    'rings.times.end': {
      en: 'To',
      ar: 'إلى',
      fr: 'À',
    },
    'rings.times.add': {
      en: 'Add time',
      ar: 'إضافة موعد',
      fr: 'Ajouter un horaire',
    },
    'rings.times.teacher': {
      en: 'Teacher',
      ar: 'المحفظ',
      fr: 'Enseignant',
    },
    'rings.day.title': {
      en: 'Ring day',
      ar: 'يوم الحلقة',
      fr: 'Journée du cercle',
    },
    'rings.day.ring': {
      en: 'Ring',
      ar: 'الحلقة',
      fr: 'Cercle',
    },
    'rings.day.date': {
      en: 'Date',
      ar: 'التاريخ',
      fr: 'Date',
    },
    'rings.day.holiday': {
      en: 'Holiday: {{name}}',
      ar: 'عطلة: {{name}}',
      fr: 'Congé : {{name}}',
    },
    'rings.day.noSession': {
      en: 'This ring does not meet on {{weekday}} in its timetable; the day can still be recorded.',
      ar: 'لا تنعقد هذه الحلقة يوم {{weekday}} في جدولها؛ ويمكن التسجيل مع ذلك.',
      fr: 'Ce cercle ne se réunit pas le {{weekday}} d’après son emploi du temps ; le jour peut quand même être enregistré.',
    },
    'rings.day.noStudents': {
      en: 'No students in this ring.',
      ar: 'لا يوجد طلاب في هذه الحلقة.',
      fr: 'Aucun élève dans ce cercle.',
    },
    'rings.day.addHifz': {
      en: 'New memorisation',
      ar: 'حفظ جديد',
      fr: 'Nouvelle mémorisation',
    },
    'rings.day.addRevision': {
      en: 'Revision',
      ar: 'مراجعة',
      fr: 'Révision',
    },
    'rings.day.addRecitation': {
      en: 'Recitation',
      ar: 'تلاوة',
      fr: 'Récitation',
    },
    'rings.day.surah': {
      en: 'Surah',
      ar: 'السورة',
      fr: 'Sourate',
    },
    'rings.day.toSurah': {
      en: 'To surah',
      ar: 'إلى سورة',
      fr: "Jusqu'à la sourate",
    },
    'rings.day.fromAyah': {
      en: 'From ayah',
      ar: 'من آية',
      fr: 'Du verset',
    },
    'rings.day.toAyah': {
      en: 'To ayah',
      ar: 'إلى آية',
      fr: 'Au verset',
    },
    'rings.day.measure': {
      en: '{{ayahs}} · about {{pages}}',
      ar: '{{ayahs}} · {{pages}} تقريبًا',
      fr: '{{ayahs}} · environ {{pages}}',
    },
    'rings.day.mistakes': {
      en: 'Mistakes',
      ar: 'الأخطاء',
      fr: 'Erreurs',
    },
    'rings.day.tajweed': {
      en: 'Tajweed',
      ar: 'التجويد',
      fr: 'Tajwid',
    },
    'rings.day.remove': {
      en: 'Remove',
      ar: 'حذف',
      fr: 'Supprimer',
    },
    'rings.day.save': {
      en: 'Save',
      ar: 'حفظ',
      fr: 'Enregistrer',
    },
    'rings.day.saved': {
      en: 'Saved',
      ar: 'تم الحفظ',
      fr: 'Enregistré',
    },
    'rings.day.saving': {
      en: 'Saving…',
      ar: 'جارٍ الحفظ…',
      fr: 'Enregistrement…',
    },
    'rings.day.queued': {
      en: 'Waiting for the connection ({{n}})',
      ar: 'بانتظار الاتصال ({{n}})',
      fr: 'En attente de connexion ({{n}})',
    },
    'rings.day.idle': {
      en: 'Nothing recorded yet',
      ar: 'لم يُسجَّل شيء بعد',
      fr: 'Rien d’enregistré pour l’instant',
    },
    'rings.measure.halfPage': {
      en: 'half a page',
      ar: 'نصف صفحة',
      fr: 'une demi-page',
    },
    'rings.measure.andHalf': {
      en: '{{pages}} and a half',
      ar: '{{pages}} ونصف',
      fr: '{{pages}} et demie',
    },
    'rings.day.unsaved': {
      en: 'Not saved yet ({{n}})',
      ar: 'لم يُحفظ بعد ({{n}})',
      fr: 'Pas encore enregistré ({{n}})',
    },
    'rings.day.failed': {
      en: 'Not saved: check the marked rows',
      ar: 'لم يُحفظ: راجع الصفوف المعلّمة',
      fr: 'Non enregistré : vérifiez les lignes signalées',
    },
    'rings.day.offline': {
      en: 'You are offline. Your entries are kept on this device and sent when the connection is back.',
      ar: 'لا يوجد اتصال. ما تُدخله محفوظ على هذا الجهاز ويُرسل عند عودة الاتصال.',
      fr: 'Vous êtes hors ligne. Vos saisies restent sur cet appareil et seront envoyées au retour de la connexion.',
    },
    'rings.day.lastHifz': {
      en: 'Last memorised: {{range}}',
      ar: 'آخر حفظ: {{range}}',
      fr: 'Dernière mémorisation : {{range}}',
    },
    'rings.day.revisionDue': {
      en: 'Revision due: {{range}}',
      ar: 'مراجعة مستحقة: {{range}}',
      fr: 'Révision due : {{range}}',
    },
    'rings.day.allPresent': {
      en: 'All present',
      ar: 'الكل حاضر',
      fr: 'Tous présents',
    },
    'map.title': {
      en: 'Memorised map',
      ar: 'خريطة المحفوظ',
      fr: 'Carte de mémorisation',
    },
    'map.pages': {
      en: 'Pages',
      ar: 'الصفحات',
      fr: 'Pages',
    },
    'map.surahs': {
      en: 'Surahs',
      ar: 'السور',
      fr: 'Sourates',
    },
    'map.new': {
      en: 'New',
      ar: 'حفظ جديد',
      fr: 'Nouveau',
    },
    'map.recent': {
      en: 'Revised recently',
      ar: 'روجع قريبًا',
      fr: 'Révisé récemment',
    },
    'map.stale': {
      en: 'Not revised for long',
      ar: 'لم يُراجع منذ مدة',
      fr: 'Pas révisé depuis longtemps',
    },
    'map.partial': {
      en: 'Partly memorised',
      ar: 'محفوظ جزئيًا',
      fr: 'En partie mémorisé',
    },
    'map.none': {
      en: 'Not memorised',
      ar: 'غير محفوظ',
      fr: 'Non mémorisé',
    },
    'map.prior': {
      en: 'Known before joining',
      ar: 'محفوظ قبل الالتحاق',
      fr: 'Su avant l’entrée',
    },
    'progress.priorPages': {
      en: 'of which {{pages}} before joining',
      ar: 'منها {{pages}} قبل الالتحاق',
      fr: 'dont {{pages}} avant l’entrée',
    },
    'progress.priorCounted': {
      en: 'Memorised before joining ({{juz}}): counted in the figures and shown on the map as known before joining until read in the ring.',
      ar: 'المحفوظ قبل الالتحاق ({{juz}}): محسوب في الأرقام، ويظهر في الخريطة «محفوظًا قبل الالتحاق» حتى يُسمَّع في الحلقة.',
      fr: 'Mémorisé avant l’entrée ({{juz}}) : compté dans les chiffres et marqué « su avant l’entrée » sur la carte jusqu’à sa récitation dans le cercle.',
    },
    'progress.priorUnread': {
      en: 'What was memorised before joining (“{{text}}”) does not say which juz or how many, so it is not counted. Write it as a number of juz or their names (e.g. “5 juz”, “juz ʿAmma”) on the student’s record.',
      ar: 'المحفوظ عند الالتحاق («{{text}}») لا يذكر الأجزاء ولا عددها، فلم يُحسب. اكتبه في سجل الطالب عددًا من الأجزاء أو بأسمائها (مثل «٥ أجزاء» أو «جزء عمّ»).',
      fr: 'Ce qui était mémorisé à l’entrée (« {{text}} ») ne dit ni quels juz ni combien : ce n’est donc pas compté. Indiquez-le en nombre de juz ou par leur nom (p. ex. « 5 juz », « juz ʿAmma ») dans la fiche de l’élève.',
    },
    'progress.juzCompleted': {
      en: 'Juz completed',
      ar: 'الأجزاء المكتملة',
      fr: 'Juz terminés',
    },
    'progress.pagesPerWeek': {
      en: 'Pages per week',
      ar: 'صفحات في الأسبوع',
      fr: 'Pages par semaine',
    },
    'progress.attendanceRate': {
      en: 'Attendance',
      ar: 'نسبة الحضور',
      fr: 'Assiduité',
    },
    'progress.forecast': {
      en: 'Expected completion',
      ar: 'الختم المتوقع',
      fr: 'Fin prévue',
    },
    'progress.memorisedPages': {
      en: 'Pages memorised',
      ar: 'الصفحات المحفوظة',
      fr: 'Pages mémorisées',
    },
    'progress.revisionPlan': {
      en: 'Revision plan',
      ar: 'خطة المراجعة',
      fr: 'Plan de révision',
    },
    'progress.nextPortion': {
      en: 'Next portion',
      ar: 'المقطع التالي',
      fr: 'Prochaine portion',
    },
  }),
);
