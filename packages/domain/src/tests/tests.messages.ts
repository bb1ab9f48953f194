import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The words of the tests module shared by server and screens: states, codes and refusals. */
export const testsMessages = defineMessagesSideBySide({
  // Request states
  'tests.state.requested': { ar: 'مطلوب', en: 'Requested', fr: 'Demandé' },
  'tests.state.approved': { ar: 'معتمد', en: 'Approved', fr: 'Approuvé' },
  'tests.state.rejected': { ar: 'مرفوض', en: 'Rejected', fr: 'Refusé' },
  'tests.state.scheduled': { ar: 'مجدول', en: 'Scheduled', fr: 'Planifié' },
  'tests.state.taken': {
    ar: 'أُجري (بانتظار الاعتماد)',
    en: 'Taken (awaiting approval)',
    fr: 'Passé (en attente de validation)',
  },
  'tests.state.passed': { ar: 'ناجح', en: 'Passed', fr: 'Réussi' },
  'tests.state.failed': { ar: 'راسب', en: 'Failed', fr: 'Échoué' },
  'tests.state.certified': {
    ar: 'صدرت الشهادة',
    en: 'Certificate issued',
    fr: 'Certificat délivré',
  },
  'tests.state.cancelled': { ar: 'ملغى', en: 'Cancelled', fr: 'Annulé' },
  'tests.state.no-show': { ar: 'لم يحضر', en: 'Did not attend', fr: 'Absent' },
  // Actions (buttons and event names)
  'tests.action.request': { ar: 'طلب اختبار', en: 'Request a test', fr: 'Demander un examen' },
  'tests.action.approve': { ar: 'اعتماد الطلب', en: 'Approve', fr: 'Approuver' },
  'tests.action.reject': { ar: 'رفض الطلب', en: 'Reject', fr: 'Refuser' },
  'tests.action.schedule': { ar: 'جدولة الاختبار', en: 'Schedule', fr: 'Planifier' },
  'tests.action.submit-result': {
    ar: 'إرسال النتيجة',
    en: 'Submit the result',
    fr: 'Envoyer le résultat',
  },
  'tests.action.return-result': {
    ar: 'إعادة النتيجة للمختبر',
    en: 'Return the result',
    fr: 'Renvoyer le résultat',
  },
  'tests.action.approve-result': {
    ar: 'اعتماد النتيجة',
    en: 'Approve the result',
    fr: 'Valider le résultat',
  },
  'tests.action.cancel': { ar: 'إلغاء الطلب', en: 'Cancel', fr: 'Annuler' },
  'tests.action.no-show': { ar: 'تسجيل عدم الحضور', en: 'Record a no-show', fr: 'Noter l’absence' },
  'tests.action.issue-certificate': {
    ar: 'إصدار الشهادة',
    en: 'Issue the certificate',
    fr: 'Délivrer le certificat',
  },
  // Kind categories
  'tests.kind.portion': { ar: 'اختبار أجزاء', en: 'Portion test', fr: 'Examen de portion' },
  'tests.kind.safra': {
    ar: 'صفوة (مرحلة المركز)',
    en: 'Safra (centre stage)',
    fr: 'Safra (étape du centre)',
  },
  'tests.kind.safra-final': { ar: 'صفوة (النهائي)', en: 'Safra final', fr: 'Safra finale' },
  'tests.kind.maher': { ar: 'ماهر', en: 'Maher', fr: 'Maher' },
  'tests.kind.maqraa': { ar: 'المقرأة', en: 'Maqraa', fr: 'Maqraa' },
  'tests.kind.tajweed-theory': { ar: 'تجويد نظري', en: 'Tajweed (theory)', fr: 'Tajwid (théorie)' },
  'tests.kind.tajweed-practical': {
    ar: 'تجويد عملي',
    en: 'Tajweed (practical)',
    fr: 'Tajwid (pratique)',
  },
  'tests.kind.external': { ar: 'طلب خارجي', en: 'External request', fr: 'Demande externe' },
  // Portion types
  'tests.portionType.juz': { ar: 'أجزاء', en: 'Juz', fr: 'Juz' },
  'tests.portionType.hizb': { ar: 'أحزاب', en: 'Hizb', fr: 'Hizb' },
  'tests.portionType.surah-range': {
    ar: 'من سورة إلى سورة',
    en: 'Surah range',
    fr: 'Plage de sourates',
  },
  'tests.portionType.whole-quran': { ar: 'القرآن كاملًا', en: 'Whole Quran', fr: 'Coran entier' },
  'tests.portionType.none': { ar: 'بلا مقطع', en: 'No portion', fr: 'Sans portion' },
  // Mistake types
  'tests.mistake.memorisation': { ar: 'خطأ حفظ', en: 'Memorisation', fr: 'Mémorisation' },
  'tests.mistake.tajweed': { ar: 'خطأ تجويد', en: 'Tajweed', fr: 'Tajwid' },
  'tests.mistake.hesitation': { ar: 'تردد', en: 'Hesitation', fr: 'Hésitation' },
  // Grade bands
  'tests.grade.excellent': { ar: 'ممتاز', en: 'Excellent', fr: 'Excellent' },
  'tests.grade.very-good': { ar: 'جيد جدًا', en: 'Very good', fr: 'Très bien' },
  'tests.grade.good': { ar: 'جيد', en: 'Good', fr: 'Bien' },
  'tests.grade.acceptable': { ar: 'مقبول', en: 'Acceptable', fr: 'Passable' },
  'tests.grade.fail': { ar: 'راسب', en: 'Fail', fr: 'Échec' },
  'tests.resultStatus.pending': {
    ar: 'بانتظار الاعتماد',
    en: 'Awaiting approval',
    fr: 'En attente',
  },
  'tests.resultStatus.returned': {
    ar: 'أعيدت للمختبر',
    en: 'Returned to the examiner',
    fr: 'Renvoyé à l’examinateur',
  },
  'tests.resultStatus.approved': { ar: 'معتمدة', en: 'Approved', fr: 'Validé' },
  'tests.criterionScoring.deductions': {
    ar: 'خصم لكل خطأ',
    en: 'Deduction per mistake',
    fr: 'Déduction par erreur',
  },
  'tests.criterionScoring.marks': {
    ar: 'درجة يضعها المختبر',
    en: 'Marks given by the examiner',
    fr: 'Note donnée par l’examinateur',
  },
  // Refusals (error codes)
  'tests.wrongState': {
    ar: 'لا يمكن تنفيذ هذا الإجراء والطلب في حالة «{{state}}».',
    en: 'This cannot be done while the request is “{{state}}”.',
    fr: 'Impossible tant que la demande est « {{state}} ».',
  },
  'tests.reasonRequired': {
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    en: 'Write the reason (at least 3 characters).',
    fr: 'Indiquez la raison (au moins 3 caractères).',
  },
  'tests.notEligible': {
    ar: 'الطالب غير مؤهل لهذا الاختبار. صحح الطلب أو اكتب سبب الاستثناء.',
    en: 'The student is not eligible for this test. Correct the request or write an override reason.',
    fr: 'L’élève n’est pas admissible à cet examen. Corrigez la demande ou indiquez une raison de dérogation.',
  },
  'tests.eligibility.portionRequired': {
    ar: 'حدد المقطع المطلوب اختباره.',
    en: 'Choose the portion to be tested.',
    fr: 'Choisissez la portion à examiner.',
  },
  'tests.eligibility.notMemorised': {
    ar: 'المقطع ليس كله ضمن ما سُجل حفظه للطالب ({{missing}} آية غير محفوظة).',
    en: 'The portion is not all within what the student’s readings show as memorised ({{missing}} ayahs missing).',
    fr: 'La portion n’est pas entièrement mémorisée selon les lectures de l’élève ({{missing}} versets manquants).',
  },
  'tests.eligibility.requiredKindMissing': {
    ar: 'يجب النجاح أولًا في اختبار «{{kind}}».',
    en: 'The student must first pass “{{kind}}”.',
    fr: 'L’élève doit d’abord réussir « {{kind}} ».',
  },
  'tests.eligibility.waitingPeriod': {
    ar: 'لا يمكن إعادة الاختبار قبل {{date}}.',
    en: 'The test cannot be taken again before {{date}}.',
    fr: 'L’examen ne peut être repassé avant le {{date}}.',
  },
  'tests.eligibility.openRequest': {
    ar: 'يوجد طلب مفتوح لهذا المقطع.',
    en: 'There is already an open request for this portion.',
    fr: 'Une demande est déjà ouverte pour cette portion.',
  },
  'tests.eligibility.studentInactive': {
    ar: 'الطالب غير منتظم حاليًا.',
    en: 'The student is not active.',
    fr: 'L’élève n’est pas actif.',
  },
  'tests.kindInactive': {
    ar: 'نوع الاختبار هذا غير مفعّل.',
    en: 'This test kind is not active.',
    fr: 'Ce type d’examen n’est pas actif.',
  },
  'tests.portionNotAllowed': {
    ar: 'هذا النوع من الاختبارات لا يحتاج مقطعًا.',
    en: 'This kind of test takes no portion.',
    fr: 'Ce type d’examen ne porte pas sur une portion.',
  },
  'tests.schedule.placeOrLink': {
    ar: 'اكتب مكان الاختبار أو رابطه عن بعد.',
    en: 'Give the place of the test or its online link.',
    fr: 'Indiquez le lieu de l’examen ou son lien en ligne.',
  },
  'tests.schedule.inPast': {
    ar: 'لا يمكن جدولة اختبار في وقت مضى.',
    en: 'A test cannot be scheduled in the past.',
    fr: 'Un examen ne peut être planifié dans le passé.',
  },
  'tests.examiner.notQualified': {
    ar: 'هذا المختبر غير مؤهل لهذا النوع من الاختبارات.',
    en: 'This examiner is not qualified for this kind of test.',
    fr: 'Cet examinateur n’est pas habilité pour ce type d’examen.',
  },
  'tests.examiner.ownTeacher': {
    ar: 'لا يختبر المحفظ طالبًا من حلقته.',
    en: 'A teacher may not examine a student of their own ring.',
    fr: 'Un enseignant ne peut examiner un élève de sa propre halaqa.',
  },
  'tests.examiner.sameCentre': {
    ar: 'يتطلب هذا النوع مختبرًا من مركز آخر.',
    en: 'This kind needs an examiner from another centre.',
    fr: 'Ce type exige un examinateur d’un autre centre.',
  },
  'tests.examiner.busy': {
    ar: 'لدى المختبر اختبار آخر في هذا الوقت.',
    en: 'The examiner has another test at that time.',
    fr: 'L’examinateur a un autre examen à cette heure.',
  },
  'tests.examiner.self': {
    ar: 'لا يختبر أحد نفسه.',
    en: 'Nobody may examine themselves.',
    fr: 'Personne ne peut s’examiner soi-même.',
  },
  'tests.notExaminer': {
    ar: 'هذا الاختبار غير مسند إليك.',
    en: 'This test is not assigned to you.',
    fr: 'Cet examen ne vous est pas attribué.',
  },
  'tests.mistakeOutsidePortion': {
    ar: 'الآية {{surah}}:{{ayah}} خارج مقطع الاختبار.',
    en: 'Ayah {{surah}}:{{ayah}} is outside the tested portion.',
    fr: 'Le verset {{surah}}:{{ayah}} est hors de la portion examinée.',
  },
  'tests.grading.markOutOfRange': {
    ar: 'الدرجة خارج الحد المسموح لهذا المعيار.',
    en: 'This mark is outside the criterion’s range.',
    fr: 'Cette note est hors de l’intervalle du critère.',
  },
  'tests.grading.markMissing': {
    ar: 'أدخل درجة هذا المعيار.',
    en: 'Enter the mark of this criterion.',
    fr: 'Saisissez la note de ce critère.',
  },
  'tests.grading.noCriteria': {
    ar: 'لم تُحدَّد معايير لهذا النوع من الاختبارات بعد.',
    en: 'This kind of test has no criteria yet.',
    fr: 'Ce type d’examen n’a pas encore de critères.',
  },
  'tests.certificate.revoked': {
    ar: 'هذه الشهادة ملغاة.',
    en: 'This certificate has been revoked.',
    fr: 'Ce certificat a été révoqué.',
  },
  'tests.certificate.notPassed': {
    ar: 'لا تصدر شهادة إلا لاختبار ناجح معتمد.',
    en: 'A certificate is issued only for an approved pass.',
    fr: 'Un certificat n’est délivré que pour une réussite validée.',
  },
  'tests.certificate.title': {
    ar: 'شهادة اجتياز اختبار',
    en: 'Test certificate',
    fr: 'Certificat d’examen',
  },
  'tests.certificate.kind': { ar: 'الاختبار', en: 'Test', fr: 'Examen' },
  'tests.certificate.portion': { ar: 'المقطع', en: 'Portion', fr: 'Portion' },
  'tests.certificate.grade': { ar: 'التقدير', en: 'Grade', fr: 'Mention' },
  'tests.certificate.percent': { ar: 'النسبة', en: 'Score', fr: 'Score' },
  'tests.certificate.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'tests.certificate.examiner': { ar: 'المختبر', en: 'Examiner', fr: 'Examinateur' },
  'tests.certificate.director': {
    ar: 'مدير الشؤون التعليمية',
    en: 'Director of education',
    fr: 'Directeur pédagogique',
  },
  'tests.certificate.serial': {
    ar: 'رقم الشهادة',
    en: 'Certificate number',
    fr: 'Numéro du certificat',
  },
  'tests.result.takenOn': { ar: 'تاريخ الاختبار', en: 'Test date', fr: 'Date de l’examen' },
  'tests.result.status': { ar: 'حالة النتيجة', en: 'Result status', fr: 'Statut du résultat' },
  'tests.subject.name': { ar: 'الاسم', en: 'Name', fr: 'Nom' },
  'tests.results.sheet': {
    ar: 'نتائج الاختبارات',
    en: 'Test results',
    fr: 'Résultats des examens',
  },
  'tests.certificate.bulkEmpty': {
    ar: 'لا توجد اختبارات ناجحة بلا شهادة في هذه الجلسة.',
    en: 'No passed test without a certificate in this session.',
    fr: 'Aucun examen réussi sans certificat dans cette session.',
  },
  'tests.external.received': {
    ar: 'وصل طلبك، وسنتواصل معك قريبًا.',
    en: 'Your request was received; we will contact you soon.',
    fr: 'Votre demande a été reçue ; nous vous contacterons bientôt.',
  },
  'tests.external.alreadyDecided': {
    ar: 'سبق البت في هذا الطلب.',
    en: 'This request has already been decided.',
    fr: 'Cette demande a déjà été traitée.',
  },
  'tests.kinds.bandsOrder': {
    ar: 'يجب أن تتصاعد الحدود: النجاح ثم جيد ثم جيد جدًا ثم ممتاز.',
    en: 'The bounds must rise: pass mark, then good, very good and excellent.',
    fr: 'Les seuils doivent croître : passage, puis bien, très bien et excellent.',
  },
  'tests.availability.endsBeforeStart': {
    ar: 'يجب أن ينتهي الوقت بعد بدايته.',
    en: 'The window must end after it starts.',
    fr: 'Le créneau doit finir après son début.',
  },
  // Notifications (realtime, to the requester and the examiner)
  'tests.notify.requested': {
    ar: 'طلب اختبار جديد لـ{{student}}',
    en: 'New test request for {{student}}',
    fr: 'Nouvelle demande d’examen pour {{student}}',
  },
  'tests.notify.approved': {
    ar: 'اعتُمد طلب اختبار {{student}}',
    en: 'Test request of {{student}} approved',
    fr: 'Demande d’examen de {{student}} approuvée',
  },
  'tests.notify.rejected': {
    ar: 'رُفض طلب اختبار {{student}}',
    en: 'Test request of {{student}} rejected',
    fr: 'Demande d’examen de {{student}} refusée',
  },
  'tests.notify.scheduled': {
    ar: 'جُدول اختبار {{student}}',
    en: 'Test of {{student}} scheduled',
    fr: 'Examen de {{student}} planifié',
  },
  'tests.notify.taken': {
    ar: 'نتيجة اختبار {{student}} بانتظار الاعتماد',
    en: 'Result of {{student}} awaits approval',
    fr: 'Résultat de {{student}} en attente de validation',
  },
  'tests.notify.passed': {
    ar: 'نجح {{student}} في الاختبار',
    en: '{{student}} passed the test',
    fr: '{{student}} a réussi l’examen',
  },
  'tests.notify.failed': {
    ar: 'لم ينجح {{student}} في الاختبار',
    en: '{{student}} did not pass the test',
    fr: '{{student}} n’a pas réussi l’examen',
  },
  'tests.notify.certified': {
    ar: 'صدرت شهادة {{student}}',
    en: 'Certificate of {{student}} issued',
    fr: 'Certificat de {{student}} délivré',
  },
  'tests.notify.cancelled': {
    ar: 'أُلغي طلب اختبار {{student}}',
    en: 'Test request of {{student}} cancelled',
    fr: 'Demande d’examen de {{student}} annulée',
  },
  'tests.notify.no-show': {
    ar: 'لم يحضر {{student}} الاختبار',
    en: '{{student}} did not attend the test',
    fr: '{{student}} était absent à l’examen',
  },
  'tests.notify.returned': {
    ar: 'أُعيدت نتيجة اختبار {{student}} للمراجعة',
    en: 'Result of {{student}} returned for correction',
    fr: 'Résultat de {{student}} renvoyé pour correction',
  },
  'tests.notify.moved': {
    ar: 'طلب اختبار {{student}}: {{state}}',
    en: 'Test request of {{student}}: {{state}}',
    fr: 'Demande d’examen de {{student}} : {{state}}',
  },
  'tests.notify.assigned': {
    ar: 'أُسند إليك اختبار {{student}} في {{at}}',
    en: 'You examine {{student}} on {{at}}',
    fr: 'Vous examinez {{student}} le {{at}}',
  },
});
