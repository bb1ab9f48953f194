import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** The words of the rings screens (merged into the rings bundle). */
export const ringsUiMessages = defineMessagesSideBySide({
  'rings.readings.mistakes': {
    en: 'Mistakes (memorisation / tajweed)',
    ar: 'الأخطاء (حفظ / تجويد)',
    fr: 'Fautes (mémorisation / tajwid)',
  },
  'map.page': {
    en: 'Page {{n}}',
    ar: 'الصفحة {{n}}',
    fr: 'Page {{n}}',
  },
  'progress.revisionPlanHelp': {
    en: 'What to revise next: the memorised pages left longest unrevised and those read with mistakes come first.',
    ar: 'ما يُراجع تاليًا: الصفحات المحفوظة الأطول بلا مراجعة والتي قُرئت بأخطاء أولًا.',
    fr: 'Ce qu’il faut réviser ensuite : les pages mémorisées les plus longtemps sans révision et celles récitées avec des fautes d’abord.',
  },
  'progress.nothingToRevise': {
    en: 'Nothing memorised yet to revise.',
    ar: 'لا يوجد محفوظ للمراجعة بعد.',
    fr: 'Rien de mémorisé à réviser pour l’instant.',
  },
  'rings.level.beginner': {
    en: 'Beginner',
    ar: 'مبتدئ',
    fr: 'Débutant',
  },
  'rings.level.intermediate': {
    en: 'Intermediate',
    ar: 'متوسط',
    fr: 'Intermédiaire',
  },
  'rings.level.advanced': {
    en: 'Advanced',
    ar: 'متقدم',
    fr: 'Avancé',
  },
  'rings.day.grade': {
    en: 'Grade',
    ar: 'التقدير',
    fr: 'Appréciation',
  },
  'rings.day.attendanceOf': {
    en: 'Attendance of {{name}}',
    ar: 'حضور {{name}}',
    fr: 'Présence de {{name}}',
  },
  'rings.day.quickRange': {
    en: '2:1-20',
    ar: '2:1-20',
    fr: '2:1-20',
  },
  'rings.day.quickRangeLabel': {
    en: 'Range (surah:ayah-ayah), Enter to apply',
    ar: 'المقطع (سورة:آية-آية)، ثم Enter',
    fr: 'Passage (sourate:verset-verset), Entrée pour appliquer',
  },
  'rings.day.suggested': {
    en: 'Suggested: {{range}} ({{measure}})',
    ar: 'المقترح: {{range}} ({{measure}})',
    fr: 'Proposé : {{range}} ({{measure}})',
  },
  'rings.day.revisionNext': {
    en: 'Next revision: {{range}}',
    ar: 'المراجعة التالية: {{range}}',
    fr: 'Prochaine révision : {{range}}',
  },
  'rings.day.previousDay': {
    en: 'Previous day',
    ar: 'اليوم السابق',
    fr: 'Jour précédent',
  },
  'rings.day.nextDay': {
    en: 'Next day',
    ar: 'اليوم التالي',
    fr: 'Jour suivant',
  },
  'rings.day.today': {
    en: 'today',
    ar: 'اليوم',
    fr: 'aujourd’hui',
  },
  'rings.day.noRings': {
    en: 'No rings to record',
    ar: 'لا توجد حلقات للتسجيل',
    fr: 'Aucun cercle à saisir',
  },
  'rings.day.noRingsHelp': {
    en: 'A teacher sees the rings they teach; ask the centre to assign you to a ring.',
    ar: 'يرى المحفظ الحلقات التي يدرّسها؛ اطلب من المركز إسنادك إلى حلقة.',
    fr: 'Un enseignant voit les cercles qu’il anime ; demandez au centre de vous affecter à un cercle.',
  },
  'rings.day.sum.present': {
    en: '{{n}} present',
    ar: 'الحاضرون {{n}}',
    fr: 'Présents : {{n}}',
  },
  'rings.day.sum.absent': {
    en: '{{n}} absent',
    ar: 'الغائبون {{n}}',
    fr: 'Absents : {{n}}',
  },
  'rings.day.sum.unmarked': {
    en: '{{n}} not marked',
    ar: 'بلا تسجيل {{n}}',
    fr: 'Non saisis : {{n}}',
  },
  'rings.day.sum.readings': {
    en: '{{readings}} · {{measure}}',
    ar: '{{readings}} · {{measure}}',
    fr: '{{readings}} · {{measure}}',
  },
  'rings.day.keys.title': {
    en: 'Keyboard shortcuts',
    ar: 'اختصارات لوحة المفاتيح',
    fr: 'Raccourcis clavier',
  },
  'rings.day.keys.attendance': {
    en: 'On a student: 1 present, 2 late, 3 absent, 4 excused',
    ar: 'على بطاقة طالب: 1 حاضر، 2 متأخر، 3 غائب، 4 مستأذن',
    fr: 'Sur un élève : 1 présent, 2 en retard, 3 absent, 4 excusé',
  },
  'rings.day.keys.readings': {
    en: 'N new portion (the suggested one), R revision (the one due), T recitation',
    ar: 'N حفظ جديد (المقترح)، R مراجعة (المستحقة)، T تلاوة',
    fr: 'N nouvelle portion (celle proposée), R révision (celle due), T récitation',
  },
  'rings.day.keys.move': {
    en: '↓ / ↑ next or previous student; Tab moves inside a student',
    ar: '↓ / ↑ الطالب التالي أو السابق؛ Tab للتنقل داخل البطاقة',
    fr: '↓ / ↑ élève suivant ou précédent ; Tab dans la fiche',
  },
  'rings.day.keys.range': {
    en: 'Range field: type 2:1-20 (or ٢:١-٢٠) and press Enter',
    ar: 'حقل المقطع: اكتب 2:1-20 (أو ٢:١-٢٠) ثم Enter',
    fr: 'Champ du passage : tapez 2:1-20 puis Entrée',
  },
  'rings.day.keys.mistakes': {
    en: 'In the range field: + adds a mistake, Alt+- removes one',
    ar: 'في حقل المقطع: + يزيد خطأ، و Alt+- ينقصه',
    fr: 'Dans le champ du passage : + ajoute une faute, Alt+- en retire une',
  },
  'rings.day.keys.save': {
    en: 'Ctrl+S or Ctrl+Enter saves',
    ar: 'Ctrl+S أو Ctrl+Enter للحفظ',
    fr: 'Ctrl+S ou Ctrl+Entrée enregistre',
  },
  'rings.times.teacherClash': {
    en: 'The new teacher already has ring "{{ring}}" at one of this ring’s times.',
    ar: 'المحفظ الجديد لديه حلقة «{{ring}}» في أحد أوقات هذه الحلقة.',
    fr: 'Le nouvel enseignant a déjà le cercle « {{ring}} » à l’un des horaires de ce cercle.',
  },
  'rings.times.added': {
    en: 'The time was added.',
    ar: 'تمت إضافة الموعد.',
    fr: 'L’horaire a été ajouté.',
  },
  'rings.times.free': {
    en: 'No ring',
    ar: 'لا حلقات',
    fr: 'Aucun cercle',
  },
  'rings.times.none': {
    en: 'No times recorded',
    ar: 'لا مواعيد مسجلة',
    fr: 'Aucun horaire',
  },
  'rings.times.pickTeacher': {
    en: 'Choose a teacher to see their week',
    ar: 'اختر محفظًا لعرض أسبوعه',
    fr: 'Choisissez un enseignant pour voir sa semaine',
  },
  'rings.times.projectOnlyHint': {
    en: 'Choose a ring of this project.',
    ar: 'اختر حلقة من هذا المشروع.',
    fr: 'Choisissez un cercle de ce projet.',
  },
  'rings.times.remove': {
    en: 'Remove this time',
    ar: 'حذف هذا الموعد',
    fr: 'Supprimer cet horaire',
  },
  'rings.transfer.history': {
    en: 'Transfer history',
    ar: 'سجل النقل',
    fr: 'Historique des transferts',
  },
  'rings.transfer.move': {
    en: 'From → to',
    ar: 'من ← إلى',
    fr: 'De → vers',
  },
  'rings.transfer.now': {
    en: 'Now in:',
    ar: 'حاليًا في:',
    fr: 'Actuellement :',
  },
  'rings.transfer.reasonHelp': {
    en: 'At least three letters; kept in the student’s history.',
    ar: 'ثلاثة أحرف على الأقل؛ يُحفظ في سجل الطالب.',
    fr: 'Au moins trois lettres ; conservé dans l’historique de l’élève.',
  },
  'rings.info.search': {
    en: 'Ring or teacher',
    ar: 'الحلقة أو المحفظ',
    fr: 'Cercle ou enseignant',
  },
  'rings.info.none': {
    en: 'No rings found',
    ar: 'لا توجد حلقات',
    fr: 'Aucun cercle trouvé',
  },
  'rings.info.totals': {
    en: 'Rings: {{rings}} · students: {{students}} · pages memorised ({{period}}): {{pages}}',
    ar: 'الحلقات: {{rings}} · الطلاب: {{students}} · صفحات الحفظ ({{period}}): {{pages}}',
    fr: 'Cercles : {{rings}} · élèves : {{students}} · pages mémorisées ({{period}}) : {{pages}}',
  },
  'rings.info.students': {
    en: 'Students',
    ar: 'الطلاب',
    fr: 'Élèves',
  },
  'rings.info.attendance30': {
    en: 'Attendance ({{period}})',
    ar: 'الحضور ({{period}})',
    fr: 'Présence ({{period}})',
  },
  'rings.info.pages30': {
    en: 'Pages memorised ({{period}})',
    ar: 'صفحات الحفظ ({{period}})',
    fr: 'Pages mémorisées ({{period}})',
  },
  'rings.info.stars': {
    en: 'Stars',
    ar: 'النجوم',
    fr: 'Étoiles',
  },
  'rings.info.noTeacher': {
    en: 'No teacher',
    ar: 'بلا محفظ',
    fr: 'Sans enseignant',
  },
  'rings.info.noTimes': {
    en: 'No weekly times',
    ar: 'لا مواعيد أسبوعية',
    fr: 'Aucun horaire hebdomadaire',
  },
  'rings.info.allRings': {
    en: 'All rings',
    ar: 'كل الحلقات',
    fr: 'Tous les cercles',
  },
  'rings.info.lastDay': {
    en: 'Last recorded day:',
    ar: 'آخر يوم مسجل:',
    fr: 'Dernier jour saisi :',
  },
  'rings.info.openDay': {
    en: 'Open the ring day',
    ar: 'فتح يوم الحلقة',
    fr: 'Ouvrir la journée du cercle',
  },
  'rings.info.followups': {
    en: 'Follow-ups ({{n}})',
    ar: 'المتابعات ({{n}})',
    fr: 'Suivis ({{n}})',
  },
  'rings.info.starsLink': {
    en: 'Stars',
    ar: 'النجوم',
    fr: 'Étoiles',
  },
  'rings.info.readings': {
    en: 'Readings',
    ar: 'التسميع',
    fr: 'Récitations',
  },
  'rings.info.timetable': {
    en: 'Weekly times',
    ar: 'المواعيد الأسبوعية',
    fr: 'Horaires de la semaine',
  },
  'rings.info.members': {
    en: 'Students ({{n}})',
    ar: 'الطلاب ({{n}})',
    fr: 'Élèves ({{n}})',
  },
  'rings.info.status': {
    en: 'Status',
    ar: 'الحالة',
    fr: 'Statut',
  },
  'rings.info.lastReading': {
    en: 'Last reading',
    ar: 'آخر تسميع',
    fr: 'Dernière récitation',
  },
  'rings.stars.award': {
    en: 'Award stars',
    ar: 'منح نجوم',
    fr: 'Décerner des étoiles',
  },
  'rings.stars.studentOptional': {
    en: 'Student (empty: the whole ring)',
    ar: 'الطالب (فارغ: الحلقة كلها)',
    fr: 'Élève (vide : tout le cercle)',
  },
  'rings.stars.student': {
    en: 'Student',
    ar: 'الطالب',
    fr: 'Élève',
  },
  'rings.stars.wholeRing': {
    en: 'The whole ring',
    ar: 'الحلقة كلها',
    fr: 'Tout le cercle',
  },
  'rings.stars.type': {
    en: 'Star type',
    ar: 'نوع النجمة',
    fr: 'Type d’étoile',
  },
  'rings.stars.count': {
    en: 'Stars',
    ar: 'النجوم',
    fr: 'Étoiles',
  },
  'rings.stars.from': {
    en: 'From',
    ar: 'من',
    fr: 'Du',
  },
  'rings.stars.to': {
    en: 'To',
    ar: 'إلى',
    fr: 'Au',
  },
  'rings.stars.period': {
    en: 'Period',
    ar: 'الفترة',
    fr: 'Période',
  },
  'rings.stars.reason': {
    en: 'Reason',
    ar: 'السبب',
    fr: 'Motif',
  },
  'rings.stars.awards': { ar: 'النجوم الممنوحة', en: 'Stars awarded', fr: 'Étoiles attribuées' },
  'rings.stars.none': {
    en: 'No stars awarded',
    ar: 'لم تُمنح نجوم',
    fr: 'Aucune étoile décernée',
  },
  'rings.stars.ranking': {
    en: 'Rings with the most stars',
    ar: 'الحلقات الأكثر نجومًا',
    fr: 'Les cercles les plus étoilés',
  },
  'rings.readings.searchHint': {
    en: 'Student’s name',
    ar: 'اسم الطالب',
    fr: 'Nom de l’élève',
  },
  'rings.readings.list': {
    en: 'Readings found',
    ar: 'التسميعات الموجودة',
    fr: 'Récitations trouvées',
  },
  'rings.readings.kind': {
    en: 'Kind',
    ar: 'النوع',
    fr: 'Type',
  },
  'rings.readings.from': {
    en: 'From',
    ar: 'من',
    fr: 'Du',
  },
  'rings.readings.to': {
    en: 'To',
    ar: 'إلى',
    fr: 'Au',
  },
  'rings.readings.oneStudent': {
    en: 'One student',
    ar: 'طالب واحد',
    fr: 'Un élève',
  },
  'rings.readings.none': {
    en: 'No readings found',
    ar: 'لا يوجد تسميع',
    fr: 'Aucune récitation',
  },
  'rings.readings.count': {
    en: '{{readings}}',
    ar: '{{readings}}',
    fr: '{{readings}}',
  },
  'rings.readings.student': {
    en: 'Student',
    ar: 'الطالب',
    fr: 'Élève',
  },
  'rings.readings.portion': {
    en: 'Portion',
    ar: 'المقطع',
    fr: 'Passage',
  },
});

/** Counted messages of the rings screens (`key_<plural category>`, see i18n/plural.ts). */
export const ringsCountedMessages = defineCounted({
  'rings.readings.countCapped': {
    ar: {
      zero: 'توجد تسميعات كثيرة: ضيّق البحث',
      one: 'أكثر من تسميع واحد: ضيّق البحث',
      two: 'أكثر من تسميعين: ضيّق البحث',
      few: 'أكثر من {{n}} تسميعات: ضيّق البحث',
      many: 'أكثر من {{n}} تسميعًا: ضيّق البحث',
      other: 'أكثر من {{n}} تسميع: ضيّق البحث',
    },
    en: {
      one: 'More than {{n}} reading: narrow the search',
      other: 'More than {{n}} readings: narrow the search',
    },
    fr: {
      one: 'Plus de {{n}} récitation : affinez la recherche',
      many: 'Plus de {{n}} de récitations : affinez la recherche',
      other: 'Plus de {{n}} récitations : affinez la recherche',
    },
  },
});
