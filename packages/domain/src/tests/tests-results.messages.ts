import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/**
 * The words of the tests screens for results, certificates, anticipated tests, examiners,
 * external requests, the student page's tests section and the dashboard's tests cards.
 * States, kinds, grades and result statuses are the module's own words (tests.messages.ts).
 */
export const testsResultsMessages = defineMessagesSideBySide({
  // Shared by these screens
  'tests.b.all': { ar: 'الكل', en: 'All', fr: 'Tous' },
  'tests.b.allRings': { ar: 'كل الحلقات', en: 'All rings', fr: 'Tous les cercles' },
  'tests.b.actions': { ar: 'إجراءات', en: 'Actions', fr: 'Actions' },
  'tests.b.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'tests.b.country': { ar: 'الدولة', en: 'Country', fr: 'Pays' },
  'tests.b.examiner': { ar: 'المختبِر', en: 'Examiner', fr: 'Examinateur' },
  'tests.b.from': { ar: 'من تاريخ', en: 'From', fr: 'Du' },
  'tests.b.to': { ar: 'إلى تاريخ', en: 'To', fr: 'Au' },
  'tests.b.grade': { ar: 'التقدير', en: 'Grade', fr: 'Mention' },
  'tests.b.kind': { ar: 'نوع الاختبار', en: 'Test kind', fr: 'Type d’examen' },
  'tests.b.portion': { ar: 'المقرر', en: 'Portion', fr: 'Portion' },
  'tests.b.ring': { ar: 'الحلقة', en: 'Ring', fr: 'Cercle' },
  'tests.b.state': { ar: 'الحالة', en: 'State', fr: 'État' },
  'tests.b.student': { ar: 'الطالب', en: 'Student', fr: 'Élève' },
  'tests.b.searchStudent': {
    ar: 'ابحث باسم الطالب',
    en: 'Search by student name',
    fr: 'Rechercher par nom d’élève',
  },
  'tests.b.reason': { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  'tests.b.reasonHint': {
    ar: 'يُحفظ السبب في السجل ويظهر لمن يطلع عليه.',
    en: 'The reason is kept on the record and shown to those who read it.',
    fr: 'Le motif est conservé au dossier et montré à ceux qui le consultent.',
  },
  'tests.b.close': { ar: 'إغلاق', en: 'Close', fr: 'Fermer' },
  'tests.b.language.ar': { ar: 'العربية', en: 'Arabic', fr: 'Arabe' },
  'tests.b.language.en': { ar: 'الإنجليزية', en: 'English', fr: 'Anglais' },
  'tests.b.language.fr': { ar: 'الفرنسية', en: 'French', fr: 'Français' },

  // Results
  'tests.results.tab.approved': { ar: 'المعتمدة', en: 'Official', fr: 'Officiels' },
  'tests.results.tab.pending': {
    ar: 'بانتظار الاعتماد',
    en: 'Awaiting approval',
    fr: 'En attente de validation',
  },
  'tests.results.tab.returned': { ar: 'المعادة للمختبر', en: 'Returned', fr: 'Renvoyés' },
  'tests.results.tab.all': { ar: 'الكل', en: 'All', fr: 'Tous' },
  'tests.results.export': {
    ar: 'تصدير إلى Excel',
    en: 'Export to Excel',
    fr: 'Exporter vers Excel',
  },
  'tests.results.none': {
    ar: 'لا نتائج تطابق هذا البحث.',
    en: 'No results match these filters.',
    fr: 'Aucun résultat ne correspond à ces filtres.',
  },
  'tests.results.table': {
    ar: 'نتائج الاختبارات',
    en: 'Test results',
    fr: 'Résultats des examens',
  },
  'tests.results.takenAt': { ar: 'تاريخ الاختبار', en: 'Taken on', fr: 'Passé le' },
  'tests.results.score': { ar: 'الدرجة', en: 'Score', fr: 'Note' },
  'tests.results.status': { ar: 'الاعتماد', en: 'Approval', fr: 'Validation' },
  'tests.results.certificate': { ar: 'الشهادة', en: 'Certificate', fr: 'Certificat' },
  'tests.results.approve': { ar: 'اعتماد', en: 'Approve', fr: 'Valider' },
  'tests.results.return': { ar: 'إعادة للمختبر', en: 'Return', fr: 'Renvoyer' },
  'tests.results.returnTitle': {
    ar: 'إعادة نتيجة {{name}} إلى المختبر',
    en: 'Return the result of {{name}} to the examiner',
    fr: 'Renvoyer le résultat de {{name}} à l’examinateur',
  },
  'tests.results.returnHelp': {
    ar: 'لا تُحتسب النتيجة المعادة حتى يعدّلها المختبر وتُعتمد.',
    en: 'A returned result counts for nothing until the examiner corrects it and it is approved.',
    fr: 'Un résultat renvoyé ne compte pas tant que l’examinateur ne l’a pas corrigé et qu’il n’est pas validé.',
  },

  // Certificates
  'tests.certs.bulk': { ar: 'إصدار شهادات جلسة', en: 'Issue a session', fr: 'Émettre une session' },
  'tests.certs.bulkTitle': {
    ar: 'إصدار شهادات جلسة اختبار',
    en: 'Issue the certificates of a test session',
    fr: 'Émettre les certificats d’une session d’examens',
  },
  'tests.certs.bulkHelp': {
    ar: 'تصدر شهادة لكل اختبار ناجح معتمد في ذلك اليوم لم تصدر له شهادة بعد، في ملف PDF واحد.',
    en: 'Every approved, passed test of that day without a certificate gets one, all in one PDF.',
    fr: 'Chaque examen réussi et validé ce jour-là sans certificat en reçoit un, le tout dans un seul PDF.',
  },
  'tests.certs.bulkRunning': {
    ar: 'يجري الإصدار في الخلفية؛ يمكنك إغلاق هذه النافذة ومتابعة العمل.',
    en: 'Issuing runs in the background; you may close this window and go on working.',
    fr: 'L’émission se poursuit en arrière-plan ; vous pouvez fermer cette fenêtre.',
  },
  'tests.certs.bulkStart': { ar: 'ابدأ الإصدار', en: 'Start issuing', fr: 'Lancer l’émission' },
  'tests.certs.takenOn': { ar: 'يوم الاختبار', en: 'Test day', fr: 'Jour d’examen' },
  'tests.certs.language': {
    ar: 'لغة الشهادات',
    en: 'Certificate language',
    fr: 'Langue des certificats',
  },
  'tests.certs.languageHelp': {
    ar: 'بلا اختيار: اللغة التي اختارها كل طالب.',
    en: 'Left empty: the language each student chose.',
    fr: 'Vide : la langue choisie par chaque élève.',
  },
  'tests.certs.studentLanguage': {
    ar: 'لغة كل طالب',
    en: 'Each student’s language',
    fr: 'La langue de chaque élève',
  },
  // Short enough to fit beside the filters button on a phone (the magnifier says "search").
  'tests.certs.searchHint': {
    ar: 'الطالب أو رقم الشهادة',
    en: 'Student or serial number',
    fr: 'Élève ou numéro',
  },
  'tests.certs.state': { ar: 'الحالة', en: 'State', fr: 'État' },
  'tests.certs.state.all': { ar: 'الكل', en: 'All', fr: 'Tous' },
  'tests.certs.state.valid': { ar: 'سارية', en: 'Valid', fr: 'Valide' },
  'tests.certs.state.revoked': { ar: 'ملغاة', en: 'Revoked', fr: 'Révoqué' },
  'tests.certs.none': {
    ar: 'لا شهادات تطابق هذا البحث.',
    en: 'No certificates match these filters.',
    fr: 'Aucun certificat ne correspond à ces filtres.',
  },
  'tests.certs.table': { ar: 'الشهادات', en: 'Certificates', fr: 'Certificats' },
  'tests.certs.serial': { ar: 'رقم الشهادة', en: 'Serial', fr: 'Numéro' },
  'tests.certs.issuedAt': { ar: 'تاريخ الإصدار', en: 'Issued on', fr: 'Émis le' },
  'tests.certs.download': { ar: 'تنزيل PDF', en: 'Download the PDF', fr: 'Télécharger le PDF' },
  'tests.certs.downloadOf': {
    ar: 'تنزيل الشهادة {{serial}}',
    en: 'Download certificate {{serial}}',
    fr: 'Télécharger le certificat {{serial}}',
  },
  'tests.certs.verify': {
    ar: 'صفحة التحقق العامة',
    en: 'Public verification page',
    fr: 'Page publique de vérification',
  },
  'tests.certs.revoke': { ar: 'إلغاء الشهادة', en: 'Revoke', fr: 'Révoquer' },
  'tests.certs.revokeOf': {
    ar: 'إلغاء الشهادة {{serial}}',
    en: 'Revoke certificate {{serial}}',
    fr: 'Révoquer le certificat {{serial}}',
  },
  'tests.certs.revokeTitle': {
    ar: 'إلغاء الشهادة {{serial}}',
    en: 'Revoke certificate {{serial}}',
    fr: 'Révoquer le certificat {{serial}}',
  },
  'tests.certs.revokeHelp': {
    ar: 'تبقى شهادة {{name}} في السجل، وتظهر صفحة التحقق أنها ملغاة. لا يمكن التراجع.',
    en: 'The certificate of {{name}} stays on record and its verification page shows it revoked. This cannot be undone.',
    fr: 'Le certificat de {{name}} reste au registre et sa page de vérification l’indique révoqué. C’est définitif.',
  },

  // Anticipated tests
  'tests.anticipated.help': {
    ar: 'طلاب يُتوقع أن يتموا جزأهم التالي قريبًا، بحسب سرعة حفظهم في الأسابيع الأخيرة.',
    en: 'Students expected to finish their next juz soon, from their pace in recent weeks.',
    fr: 'Élèves qui devraient achever leur prochain juz bientôt, d’après leur rythme récent.',
  },
  'tests.anticipated.within': { ar: 'خلال', en: 'Within', fr: 'D’ici' },
  'tests.anticipated.pickCentre': {
    ar: 'اختر مركزًا لترى حلقاته، أو اترك الاختيار لترى كل مراكزك.',
    en: 'Choose a centre to see its rings, or leave it empty for all your centres.',
    fr: 'Choisissez un centre pour voir ses cercles, ou laissez vide pour tous vos centres.',
  },
  'tests.anticipated.none': {
    ar: 'لا طلاب متوقعون في هذه المدة.',
    en: 'No student is expected in this period.',
    fr: 'Aucun élève attendu sur cette période.',
  },
  'tests.anticipated.noneHelp': {
    ar: 'يُحسب التوقع من التسميع المسجل؛ سجّل تسميع الحلقات ليظهر الطلاب هنا.',
    en: 'The forecast comes from recorded readings; record the rings’ readings to see students here.',
    fr: 'La prévision vient des récitations enregistrées ; enregistrez-les pour voir des élèves ici.',
  },
  'tests.anticipated.table': {
    ar: 'الاختبارات المتوقعة',
    en: 'Anticipated tests',
    fr: 'Examens prévus',
  },
  'tests.anticipated.next': { ar: 'المقرر التالي', en: 'Next portion', fr: 'Portion suivante' },
  'tests.anticipated.juz': { ar: 'الجزء {{n}}', en: 'Juz {{n}}', fr: 'Juz {{n}}' },
  'tests.anticipated.remaining': { ar: 'المتبقي', en: 'Remaining', fr: 'Restant' },
  'tests.anticipated.pace': { ar: 'السرعة', en: 'Pace', fr: 'Rythme' },
  'tests.anticipated.expectedOn': { ar: 'الموعد المتوقع', en: 'Expected on', fr: 'Prévu le' },
  'tests.anticipated.request': {
    ar: 'اطلب الاختبار',
    en: 'Request the test',
    fr: 'Demander l’examen',
  },
  'tests.anticipated.requested': { ar: 'طُلب', en: 'Requested', fr: 'Demandé' },
  'tests.anticipated.requestedFor': {
    ar: 'طُلب اختبار {{name}}؛ ستجده في طلبات الاختبارات.',
    en: 'A test was requested for {{name}}; it is in the test requests.',
    fr: 'Un examen a été demandé pour {{name}} ; il figure dans les demandes d’examen.',
  },
  'tests.anticipated.noKind': {
    ar: 'لا نوع اختبار أجزاء مفعّل؛ أضفه من أنواع الاختبارات.',
    en: 'No active portion test kind; add one in the test kinds.',
    fr: 'Aucun type d’examen de portion actif ; ajoutez-en un dans les types d’examens.',
  },

  // Examiners
  'tests.examiners.manage': {
    ar: 'إدارة المختبرين',
    en: 'Manage examiners',
    fr: 'Gérer les examinateurs',
  },
  'tests.examiners.qualifiedFor': {
    ar: 'مؤهل لاختبارات',
    en: 'Qualified for',
    fr: 'Habilité pour',
  },
  'tests.examiners.availability': { ar: 'أوقات التوفر', en: 'Availability', fr: 'Disponibilités' },
  'tests.examiners.anyTime': { ar: 'أي وقت', en: 'Any time', fr: 'À tout moment' },
  'tests.examiners.anyCentre': { ar: 'كل المراكز', en: 'All centres', fr: 'Tous les centres' },
  'tests.examiners.upcoming': { ar: 'مجدولة', en: 'Scheduled', fr: 'Planifiés' },
  'tests.examiners.thisWeek': { ar: 'هذا الأسبوع', en: 'This week', fr: 'Cette semaine' },
  'tests.examiners.last30': {
    ar: 'في آخر ثلاثين يومًا',
    en: 'Past thirty days',
    fr: 'Trente derniers jours',
  },
  'tests.examiners.none': {
    ar: 'لا مختبرين بعد. أضف الموظفين المؤهلين من إدارة المختبرين.',
    en: 'No examiners yet. Add qualified staff under Manage examiners.',
    fr: 'Aucun examinateur. Ajoutez le personnel habilité via Gérer les examinateurs.',
  },
  'tests.examiners.table': {
    ar: 'المختبرون وأعباؤهم',
    en: 'Examiners and their load',
    fr: 'Examinateurs et leur charge',
  },

  // External requests: the public form and the review
  'tests.ext.formTitle': {
    ar: 'طلب اختبار من خارج الدولة',
    en: 'Test request from another country',
    fr: 'Demande d’examen depuis un autre pays',
  },
  'tests.ext.formIntro': {
    ar: 'املأ النموذج وسنتواصل معك لتحديد موعد الاختبار.',
    en: 'Fill in the form and we will contact you to set a date for the test.',
    fr: 'Remplissez le formulaire ; nous vous contacterons pour fixer la date de l’examen.',
  },
  'tests.ext.field.fullName': { ar: 'الاسم الكامل', en: 'Full name', fr: 'Nom complet' },
  'tests.ext.field.gender': { ar: 'الجنس', en: 'Gender', fr: 'Sexe' },
  'tests.ext.field.countryName': { ar: 'الدولة', en: 'Country', fr: 'Pays' },
  'tests.ext.field.city': { ar: 'المدينة', en: 'City', fr: 'Ville' },
  'tests.ext.field.phone': { ar: 'رقم الهاتف', en: 'Phone', fr: 'Téléphone' },
  'tests.ext.field.email': { ar: 'البريد الإلكتروني', en: 'Email', fr: 'E-mail' },
  'tests.ext.field.category': { ar: 'الاختبار المطلوب', en: 'Test wanted', fr: 'Examen souhaité' },
  'tests.ext.field.portionText': {
    ar: 'المحفوظ المطلوب اختباره',
    en: 'Portion to be tested on',
    fr: 'Portion à examiner',
  },
  'tests.ext.field.notes': { ar: 'ملاحظات', en: 'Notes', fr: 'Remarques' },
  'tests.ext.portionHint': {
    ar: 'مثلًا: جزء عمّ وجزء تبارك',
    en: 'For example: the last two juz',
    fr: 'Par exemple : les deux derniers juz',
  },
  'tests.ext.male': { ar: 'ذكر', en: 'Male', fr: 'Homme' },
  'tests.ext.female': { ar: 'أنثى', en: 'Female', fr: 'Femme' },
  'tests.ext.submit': { ar: 'أرسل الطلب', en: 'Send the request', fr: 'Envoyer la demande' },
  'tests.ext.sent': {
    ar: 'وصلنا طلبك',
    en: 'We have your request',
    fr: 'Nous avons reçu votre demande',
  },
  'tests.ext.sentHelp': {
    ar: 'سنتواصل معك على الهاتف الذي كتبته.',
    en: 'We will contact you on the phone number you gave.',
    fr: 'Nous vous contacterons au numéro indiqué.',
  },
  'tests.ext.state.new': { ar: 'جديدة', en: 'New', fr: 'Nouvelles' },
  'tests.ext.state.accepted': { ar: 'مقبولة', en: 'Accepted', fr: 'Acceptées' },
  'tests.ext.state.rejected': { ar: 'مرفوضة', en: 'Rejected', fr: 'Refusées' },
  'tests.ext.state.all': { ar: 'الكل', en: 'All', fr: 'Toutes' },
  'tests.ext.searchHint': {
    ar: 'ابحث بالاسم أو الدولة أو الهاتف',
    en: 'Search by name, country or phone',
    fr: 'Rechercher par nom, pays ou téléphone',
  },
  'tests.ext.none': {
    ar: 'لا طلبات هنا.',
    en: 'No requests here.',
    fr: 'Aucune demande ici.',
  },
  'tests.ext.openForm': {
    ar: 'فتح النموذج العام',
    en: 'Open the public form',
    fr: 'Ouvrir le formulaire public',
  },
  'tests.ext.receivedOn': { ar: 'وصل في', en: 'Received', fr: 'Reçue le' },
  'tests.ext.decidedBy': {
    ar: 'قرار {{name}}',
    en: 'Decided by {{name}}',
    fr: 'Décidée par {{name}}',
  },
  'tests.ext.accept': { ar: 'قبول', en: 'Accept', fr: 'Accepter' },
  'tests.ext.reject': { ar: 'رفض', en: 'Reject', fr: 'Refuser' },
  'tests.ext.rejectTitle': {
    ar: 'رفض طلب {{name}}',
    en: 'Reject the request of {{name}}',
    fr: 'Refuser la demande de {{name}}',
  },

  // A country's Safra requests
  'tests.safra.none': {
    ar: 'لا طلبات سفرة تطابق هذا البحث.',
    en: 'No Safra requests match these filters.',
    fr: 'Aucune demande Safra ne correspond à ces filtres.',
  },
  'tests.safra.table': { ar: 'طلبات السفرة', en: 'Safra requests', fr: 'Demandes Safra' },
  'tests.safra.requestedAt': { ar: 'تاريخ الطلب', en: 'Requested on', fr: 'Demandé le' },
  'tests.safra.scheduledAt': { ar: 'الموعد', en: 'Appointment', fr: 'Rendez-vous' },

  // The student's page
  'tests.student.tab': { ar: 'الاختبارات', en: 'Tests', fr: 'Examens' },
  'tests.student.tests': {
    ar: 'الاختبارات ونتائجها',
    en: 'Tests and results',
    fr: 'Examens et résultats',
  },
  'tests.student.noTests': {
    ar: 'لم يُطلب له اختبار بعد.',
    en: 'No test requested yet.',
    fr: 'Aucun examen demandé pour l’instant.',
  },
  'tests.student.certificates': { ar: 'الشهادات', en: 'Certificates', fr: 'Certificats' },
  'tests.student.noCertificates': {
    ar: 'لا شهادات بعد.',
    en: 'No certificates yet.',
    fr: 'Aucun certificat pour l’instant.',
  },

  // The dashboard
  'tests.dashboard.requestsToApprove': {
    ar: 'طلبات اختبار بانتظار موافقتك',
    en: 'Test requests awaiting your approval',
    fr: 'Demandes d’examen à approuver',
  },
  'tests.dashboard.resultsToApprove': {
    ar: 'نتائج بانتظار الاعتماد',
    en: 'Results awaiting approval',
    fr: 'Résultats à valider',
  },
  'tests.dashboard.nothingToApprove': {
    ar: 'لا شيء ينتظر الآن.',
    en: 'Nothing is waiting.',
    fr: 'Rien en attente.',
  },
  'tests.dashboard.thisWeek': {
    ar: 'اختبارات هذا الأسبوع',
    en: 'This week’s tests',
    fr: 'Examens de la semaine',
  },
  'tests.dashboard.noneThisWeek': {
    ar: 'لا اختبارات مجدولة هذا الأسبوع.',
    en: 'No test scheduled this week.',
    fr: 'Aucun examen planifié cette semaine.',
  },
  'tests.dashboard.open': { ar: 'فتح', en: 'Open', fr: 'Ouvrir' },
});

/** Counted messages of these screens (`key_<plural category>`, see i18n/plural.ts). */
export const testsResultsCountedMessages = defineCounted({
  // The bulk issue's progress: {{done}} of {{n}} (the count is the total).
  'tests.certs.bulkCount': {
    ar: {
      zero: '{{done}} من {{n}} شهادة',
      one: '{{done}} من شهادة واحدة',
      two: '{{done}} من شهادتين',
      few: '{{done}} من {{n}} شهادات',
      many: '{{done}} من {{n}} شهادة',
      other: '{{done}} من {{n}} شهادة',
    },
    en: { one: '{{done}} of {{n}} certificate', other: '{{done}} of {{n}} certificates' },
    fr: {
      one: '{{done}} sur {{n}} certificat',
      many: '{{done}} sur {{n}} de certificats',
      other: '{{done}} sur {{n}} certificats',
    },
  },
  // A reading pace (may be a fraction: 2.5 pages a week).
  'tests.anticipated.perWeek': {
    ar: {
      zero: 'لا صفحات أسبوعيًا',
      one: 'صفحة واحدة أسبوعيًا',
      two: 'صفحتان أسبوعيًا',
      few: '{{n}} صفحات أسبوعيًا',
      many: '{{n}} صفحة أسبوعيًا',
      other: '{{n}} صفحة أسبوعيًا',
    },
    en: { one: '{{n}} page a week', other: '{{n}} pages a week' },
    fr: {
      one: '{{n}} page par semaine',
      many: '{{n}} de pages par semaine',
      other: '{{n}} pages par semaine',
    },
  },
  'tests.count.results': {
    ar: {
      zero: 'لا نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: '{{n}} نتائج',
      many: '{{n}} نتيجة',
      other: '{{n}} نتيجة',
    },
    en: { one: '{{n}} result', other: '{{n}} results' },
    fr: { one: '{{n}} résultat', many: '{{n}} de résultats', other: '{{n}} résultats' },
  },
  'tests.count.certificates': {
    ar: {
      zero: 'لا شهادات',
      one: 'شهادة واحدة',
      two: 'شهادتان',
      few: '{{n}} شهادات',
      many: '{{n}} شهادة',
      other: '{{n}} شهادة',
    },
    en: { one: '{{n}} certificate', other: '{{n}} certificates' },
    fr: { one: '{{n}} certificat', many: '{{n}} de certificats', other: '{{n}} certificats' },
  },
  'tests.count.examiners': {
    ar: {
      zero: 'لا مختبرين',
      one: 'مختبر واحد',
      two: 'مختبران',
      few: '{{n}} مختبرين',
      many: '{{n}} مختبرًا',
      other: '{{n}} مختبر',
    },
    en: { one: '{{n}} examiner', other: '{{n}} examiners' },
    fr: { one: '{{n}} examinateur', many: '{{n}} d’examinateurs', other: '{{n}} examinateurs' },
  },
  'tests.count.weeks': {
    ar: {
      zero: 'لا أسابيع',
      one: 'أسبوع واحد',
      two: 'أسبوعين',
      few: '{{n}} أسابيع',
      many: '{{n}} أسبوعًا',
      other: '{{n}} أسبوع',
    },
    en: { one: '{{n}} week', other: '{{n}} weeks' },
    fr: { one: '{{n}} semaine', many: '{{n}} de semaines', other: '{{n}} semaines' },
  },
});
