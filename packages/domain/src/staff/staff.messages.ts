import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** Refusals of the staff module (work sheets, teacher log, ladder), server and screens. */
export const staffMessages = defineMessagesSideBySide({
  'staff.errors.notFound': {
    ar: 'ورقة العمل غير موجودة أو خارج صلاحياتك.',
    en: 'The work sheet was not found, or is outside your scope.',
    fr: 'Feuille de temps introuvable, ou hors de votre périmètre.',
  },
  'staff.errors.noEmployee': {
    ar: 'حسابك غير مرتبط بسجل موظف، فليس لك ورقة عمل.',
    en: 'Your account is not linked to a staff record, so you have no work sheet.',
    fr: 'Votre compte n’est lié à aucune fiche d’employé : vous n’avez pas de feuille de temps.',
  },
  'staff.errors.month': {
    ar: 'اختر الشهر.',
    en: 'Choose the month.',
    fr: 'Choisissez le mois.',
  },
  'staff.errors.futureMonth': {
    ar: 'لا تُكتب ورقة عمل لشهر لم يبدأ بعد.',
    en: 'A work sheet cannot be written for a month that has not begun.',
    fr: 'On ne remplit pas la feuille d’un mois qui n’a pas commencé.',
  },
  'staff.errors.futureDay': {
    ar: 'لا يُسجَّل عمل ليوم لم يأتِ بعد.',
    en: 'Work cannot be recorded for a day still to come.',
    fr: 'On n’enregistre pas le travail d’un jour à venir.',
  },
  'staff.errors.lineOutsideMonth': {
    ar: 'اليوم خارج شهر هذه الورقة.',
    en: 'The day is outside this sheet’s month.',
    fr: 'Ce jour n’est pas dans le mois de cette feuille.',
  },
  'staff.errors.time': {
    ar: 'اكتب الوقت بصيغة ساعة:دقيقة.',
    en: 'Give the time as hours:minutes.',
    fr: 'Indiquez l’heure au format heures:minutes.',
  },
  'staff.errors.endBeforeStart': {
    ar: 'وقت الانتهاء يجب أن يكون بعد وقت البدء.',
    en: 'The end must come after the start.',
    fr: 'La fin doit venir après le début.',
  },
  'staff.errors.lineOverlap': {
    ar: 'هذا الوقت يتداخل مع بند آخر في اليوم نفسه.',
    en: 'This time overlaps another line of the same day.',
    fr: 'Cet horaire chevauche une autre ligne du même jour.',
  },
  'staff.errors.dayOver24': {
    ar: 'مجموع ساعات اليوم يتجاوز ٢٤ ساعة.',
    en: 'The day’s hours would exceed 24.',
    fr: 'Les heures du jour dépasseraient 24.',
  },
  'staff.errors.task': {
    ar: 'اكتب المهمة (حرفان على الأقل).',
    en: 'Give the task (two characters at least).',
    fr: 'Indiquez la tâche (deux caractères au moins).',
  },
  'staff.errors.reason': {
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    en: 'Give the reason (three characters at least).',
    fr: 'Indiquez le motif (trois caractères au moins).',
  },
  'staff.errors.locked': {
    ar: 'الورقة مقفلة: أُرسلت أو اعتُمدت، فلا تُعدَّل إلا إذا أعيدت إليك.',
    en: 'The sheet is locked: it was submitted or approved, and changes only if returned to you.',
    fr: 'La feuille est verrouillée : soumise ou approuvée, elle ne change que si elle vous est renvoyée.',
  },
  'staff.errors.lineNotFound': {
    ar: 'البند غير موجود في ورقتك.',
    en: 'The line is not on your sheet.',
    fr: 'Cette ligne n’est pas sur votre feuille.',
  },
  'staff.errors.notOwner': {
    ar: 'لا يرسل ورقة العمل إلا صاحبها.',
    en: 'Only its employee submits a work sheet.',
    fr: 'Seul son employé soumet une feuille de temps.',
  },
  'staff.errors.ownSheet': {
    ar: 'لا يعتمد أحد ورقة عمله بنفسه.',
    en: 'Nobody approves their own work sheet.',
    fr: 'Personne n’approuve sa propre feuille de temps.',
  },
  'staff.errors.notOpened': {
    ar: 'افتح الورقة واطّلع عليها قبل أن تقرر.',
    en: 'Open and read the sheet before you decide.',
    fr: 'Ouvrez et lisez la feuille avant de décider.',
  },
  'staff.errors.bulkRefused': {
    ar: 'لم يُنفَّذ شيء: ورقة {{name}} — {{problem}}',
    en: 'Nothing was done: the sheet of {{name}} — {{problem}}',
    fr: 'Rien n’a été fait : la feuille de {{name}} — {{problem}}',
  },
  'staff.errors.noneChosen': {
    ar: 'اختر ورقة واحدة على الأقل.',
    en: 'Choose one sheet at least.',
    fr: 'Choisissez au moins une feuille.',
  },
  'staff.errors.wrongState': {
    ar: 'لا يمكن ذلك والورقة في حالتها الحالية.',
    en: 'This cannot be done in the sheet’s present state.',
    fr: 'Impossible dans l’état actuel de la feuille.',
  },
  'staff.errors.notInCentre': {
    ar: 'المركز ليس من مراكز عملك.',
    en: 'The centre is not one you work at.',
    fr: 'Ce centre n’est pas l’un des vôtres.',
  },
});

/** The words of the work sheet screens. */
export const staffUiMessages = defineMessagesSideBySide({
  'staff.state.draft': { ar: 'مسودة', en: 'Draft', fr: 'Brouillon' },
  'staff.state.submitted': { ar: 'مرسلة للاعتماد', en: 'Submitted', fr: 'Soumise' },
  'staff.state.returned': { ar: 'معادة للتصحيح', en: 'Returned', fr: 'Renvoyée' },
  'staff.state.approved': { ar: 'معتمدة', en: 'Approved', fr: 'Approuvée' },
  'staff.state.none': { ar: 'لم تُكتب', en: 'Not started', fr: 'Non commencée' },
  'staff.action.submit': { ar: 'إرسال للاعتماد', en: 'Submit', fr: 'Soumettre' },
  'staff.action.approve': { ar: 'اعتماد', en: 'Approve', fr: 'Approuver' },
  'staff.action.return': { ar: 'إعادة للتصحيح', en: 'Return', fr: 'Renvoyer' },
  'staff.action.create': { ar: 'إنشاء', en: 'Create', fr: 'Créer' },
  'staff.flag.missed': {
    ar: 'حلقة في الجدول بلا تسجيل',
    en: 'Timetabled session not recorded',
    fr: 'Séance prévue non enregistrée',
  },
  'staff.flag.outside-timetable': {
    ar: 'تسجيل خارج الجدول',
    en: 'Recorded outside the timetable',
    fr: 'Enregistré hors emploi du temps',
  },
  'staff.flag.over-24h': {
    ar: 'أكثر من ٢٤ ساعة',
    en: 'More than 24 hours',
    fr: 'Plus de 24 heures',
  },
  'staff.entry.session': { ar: 'حلقة', en: 'Ring session', fr: 'Séance' },
  'staff.entry.test': { ar: 'اختبار', en: 'Test examined', fr: 'Examen fait passer' },
  'staff.entry.training': { ar: 'تدريب', en: 'Training', fr: 'Formation' },
  'staff.entry.presence': { ar: 'الحضور', en: 'Presence', fr: 'Présence' },
  'staff.entry.line': { ar: 'مهمة', en: 'Task', fr: 'Tâche' },
  'staff.ui.mySheet': { ar: 'ورقة عملي', en: 'My work sheet', fr: 'Ma feuille de temps' },
  'staff.ui.month': { ar: 'الشهر', en: 'Month', fr: 'Mois' },
  'staff.ui.expected': { ar: 'المتوقع', en: 'Expected', fr: 'Prévu' },
  'staff.ui.recorded': { ar: 'المسجل', en: 'Recorded', fr: 'Enregistré' },
  'staff.ui.sessions': { ar: 'الحلقات', en: 'Sessions', fr: 'Séances' },
  'staff.ui.deviations': { ar: 'أيام مخالفة', en: 'Days that deviate', fr: 'Jours en écart' },
  'staff.ui.hours': { ar: 'الساعات', en: 'Hours', fr: 'Heures' },
  'staff.ui.employee': { ar: 'الموظف', en: 'Employee', fr: 'Employé' },
  'staff.ui.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'staff.ui.state': { ar: 'الحالة', en: 'State', fr: 'État' },
  'staff.ui.day': { ar: 'اليوم', en: 'Day', fr: 'Jour' },
  'staff.ui.task': { ar: 'المهمة', en: 'Task', fr: 'Tâche' },
  'staff.ui.from': { ar: 'من', en: 'From', fr: 'De' },
  'staff.ui.to': { ar: 'إلى', en: 'To', fr: 'À' },
  'staff.ui.note': { ar: 'ملاحظة', en: 'Note', fr: 'Note' },
  'staff.ui.reason': { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  'staff.ui.addLine': { ar: 'إضافة مهمة', en: 'Add a task', fr: 'Ajouter une tâche' },
  'staff.ui.removeLine': { ar: 'حذف المهمة', en: 'Remove the task', fr: 'Retirer la tâche' },
  'staff.ui.onlyDeviations': {
    ar: 'الأيام المخالفة فقط',
    en: 'Only days that deviate',
    fr: 'Seulement les jours en écart',
  },
  'staff.ui.returnedBecause': {
    ar: 'أعيدت إليك للتصحيح: {{reason}}',
    en: 'Returned to you for correction: {{reason}}',
    fr: 'Renvoyée pour correction : {{reason}}',
  },
  'staff.ui.lockedApproved': {
    ar: 'اعتُمدت هذه الورقة وأُقفلت.',
    en: 'This sheet is approved and locked.',
    fr: 'Cette feuille est approuvée et verrouillée.',
  },
  'staff.ui.waitingApproval': {
    ar: 'أُرسلت الورقة وهي بانتظار اعتماد مدير المركز.',
    en: 'The sheet is submitted and waits for the centre manager.',
    fr: 'La feuille est soumise et attend le directeur du centre.',
  },
  'staff.ui.noEmployeeTitle': {
    ar: 'لا توجد ورقة عمل لحسابك',
    en: 'Your account has no work sheet',
    fr: 'Votre compte n’a pas de feuille de temps',
  },
  'staff.ui.noEmployeeBody': {
    ar: 'ورقة العمل لموظفي المراكز: حسابك غير مرتبط بسجل موظف. اطلب من الموارد البشرية ربط حسابك بسجلك إن كنت موظفًا.',
    en: 'Work sheets are for staff: your account is not linked to a staff record. Ask HR to link it if you are a member of staff.',
    fr: 'Les feuilles de temps sont celles du personnel : votre compte n’est lié à aucune fiche. Demandez aux RH de le lier si vous êtes employé.',
  },
  'staff.ui.emptyDay': { ar: 'لا شيء مسجل', en: 'Nothing recorded', fr: 'Rien d’enregistré' },
  'staff.ui.holiday': { ar: 'عطلة', en: 'Holiday', fr: 'Congé' },
  'staff.ui.weekend': { ar: 'عطلة أسبوعية', en: 'Weekend', fr: 'Week-end' },
  'staff.ui.open': { ar: 'فتح الورقة', en: 'Open the sheet', fr: 'Ouvrir la feuille' },
  'staff.ui.opened': { ar: 'اطلعت عليها', en: 'Read', fr: 'Lue' },
  'staff.ui.approveChosen': {
    ar: 'اعتماد المحدد',
    en: 'Approve the chosen',
    fr: 'Approuver la sélection',
  },
  'staff.ui.returnChosen': {
    ar: 'إعادة المحدد',
    en: 'Return the chosen',
    fr: 'Renvoyer la sélection',
  },
  'staff.ui.nothingWaiting': {
    ar: 'لا أوراق عمل بانتظار اعتمادك.',
    en: 'No work sheets wait for your decision.',
    fr: 'Aucune feuille n’attend votre décision.',
  },
  'staff.ui.noSheets': {
    ar: 'لا أوراق عمل بهذه الشروط.',
    en: 'No work sheets match.',
    fr: 'Aucune feuille ne correspond.',
  },
  'staff.ui.employees': { ar: 'الموظفون', en: 'Staff', fr: 'Personnel' },
  'staff.ui.missing': { ar: 'لم تُكتب', en: 'Missing', fr: 'Manquantes' },
  'staff.ui.completeness': {
    ar: 'اكتمال الشهر',
    en: 'The month’s completeness',
    fr: 'Complétude du mois',
  },
  'staff.ui.notSubmitted': {
    ar: 'لم يرسلوا أوراقهم بعد',
    en: 'Not submitted yet',
    fr: 'Pas encore soumises',
  },
  'staff.ui.export': { ar: 'تصدير Excel', en: 'Export to Excel', fr: 'Exporter en Excel' },
  'staff.ui.history': { ar: 'السجل', en: 'History', fr: 'Historique' },
  'staff.ui.search': { ar: 'بحث بالاسم', en: 'Search by name', fr: 'Rechercher par nom' },
  'staff.ui.all': { ar: 'الكل', en: 'All', fr: 'Tous' },
  'staff.ui.total': { ar: 'المجموع', en: 'Total', fr: 'Total' },
  'staff.ui.back': { ar: 'رجوع', en: 'Back', fr: 'Retour' },
  'staff.ui.waitingTitle': {
    ar: 'أوراق عمل بانتظار الاعتماد',
    en: 'Work sheets waiting for approval',
    fr: 'Feuilles de temps à approuver',
  },
  'staff.ui.confirmSubmit': {
    ar: 'بعد الإرسال لا تُعدَّل الورقة إلا إذا أعادها المدير. أترسلها؟',
    en: 'Once submitted the sheet changes only if the manager returns it. Submit it?',
    fr: 'Une fois soumise, la feuille ne change que si le directeur la renvoie. La soumettre ?',
  },
  'staff.ui.paidFromSheet': {
    ar: 'ورقة العمل التي دُفع منها',
    en: 'The work sheet it was paid from',
    fr: 'La feuille de temps payée',
  },
  'staff.ui.hoursOnly': { ar: '{{h}} س', en: '{{h}} h', fr: '{{h}} h' },
  'staff.ui.hoursValue': {
    ar: '{{h}} س {{m}} د',
    en: '{{h}} h {{m}} min',
    fr: '{{h}} h {{m}} min',
  },
});

export const staffCountedMessages = defineCounted({
  'staff.count.sheets': {
    ar: {
      zero: 'لا أوراق',
      one: 'ورقة واحدة',
      two: 'ورقتان',
      few: '{{n}} أوراق',
      many: '{{n}} ورقة',
      other: '{{n}} ورقة',
    },
    en: { one: '{{n}} sheet', other: '{{n}} sheets' },
    fr: { one: '{{n}} feuille', many: '{{n}} de feuilles', other: '{{n}} feuilles' },
  },
  'staff.count.sessions': {
    ar: {
      zero: 'لا حلقات',
      one: 'حلقة واحدة',
      two: 'حلقتان',
      few: '{{n}} حلقات',
      many: '{{n}} حلقة',
      other: '{{n}} حلقة',
    },
    en: { one: '{{n}} session', other: '{{n}} sessions' },
    fr: { one: '{{n}} séance', many: '{{n}} de séances', other: '{{n}} séances' },
  },
});
