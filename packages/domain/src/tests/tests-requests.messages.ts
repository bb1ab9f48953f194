import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/**
 * The words of the test request screens, the examiner's sheet and the teachers' tests (web).
 * States, actions, mistake types and grades are the module's shared words (tests.messages.ts).
 */
export const testsRequestsMessages = defineMessagesSideBySide({
  'tests.ui.allRequests': { ar: 'طلبات الاختبارات', en: 'Test requests', fr: 'Demandes d’examen' },
  'tests.ui.newRequest': { ar: 'طلب اختبار جديد', en: 'New test request', fr: 'Nouvelle demande' },
  'tests.ui.request': { ar: 'طلب الاختبار', en: 'Test request', fr: 'Demande d’examen' },
  'tests.ui.requestsGrid': { ar: 'طلبات الاختبار', en: 'Test requests', fr: 'Demandes d’examen' },
  'tests.ui.noRequests': {
    ar: 'لا طلبات اختبار تطابق البحث',
    en: 'No test requests match',
    fr: 'Aucune demande d’examen ne correspond',
  },
  'tests.ui.searchHint': {
    ar: 'ابحث باسم الطالب',
    en: 'Search by student name',
    fr: 'Rechercher par nom d’élève',
  },
  'tests.ui.searchTeacherHint': {
    ar: 'ابحث باسم المعلم',
    en: 'Search by teacher name',
    fr: 'Rechercher par nom d’enseignant',
  },
  'tests.ui.stateLabel': { ar: 'الحالة', en: 'State', fr: 'État' },
  'tests.ui.allStates': { ar: 'كل الحالات', en: 'All states', fr: 'Tous les états' },
  'tests.ui.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'tests.ui.anyCentre': { ar: 'المركز (الكل)', en: 'Centre (all)', fr: 'Centre (tous)' },
  'tests.ui.student': { ar: 'الطالب', en: 'Student', fr: 'Élève' },
  'tests.ui.teacher': { ar: 'المعلم', en: 'Teacher', fr: 'Enseignant' },
  'tests.ui.kind': { ar: 'نوع الاختبار', en: 'Test kind', fr: 'Type d’examen' },
  'tests.ui.portion': { ar: 'المقرر', en: 'Portion', fr: 'Portion' },
  'tests.ui.noPortion': { ar: 'بلا مقرر', en: 'No portion', fr: 'Sans portion' },
  'tests.ui.juzOne': { ar: 'الجزء {{n}}', en: 'Juz {{n}}', fr: 'Juz {{n}}' },
  'tests.ui.juzSpan': {
    ar: 'الأجزاء {{from}}–{{to}}',
    en: 'Juz {{from}}–{{to}}',
    fr: 'Juz {{from}} à {{to}}',
  },
  'tests.ui.reschedule': { ar: 'تغيير الموعد', en: 'Reschedule', fr: 'Replanifier' },
  'tests.ui.wholeQuran': { ar: 'القرآن كاملًا', en: 'The whole Quran', fr: 'Le Coran entier' },
  'tests.ui.requested': { ar: 'تاريخ الطلب', en: 'Requested on', fr: 'Demandé le' },
  'tests.ui.scheduled': { ar: 'الموعد', en: 'Appointment', fr: 'Rendez-vous' },
  'tests.ui.result': { ar: 'النتيجة', en: 'Result', fr: 'Résultat' },
  'tests.ui.resultLine': {
    ar: '{{total}} من {{max}}',
    en: '{{total}} out of {{max}}',
    fr: '{{total}} sur {{max}}',
  },
  'tests.ui.certificate': { ar: 'الشهادة', en: 'Certificate', fr: 'Certificat' },
  'tests.ui.history': { ar: 'سجل الطلب', en: 'History', fr: 'Historique' },
  'tests.ui.openSheet': {
    ar: 'فتح ورقة الاختبار',
    en: 'Open the test sheet',
    fr: 'Ouvrir la feuille d’examen',
  },
  'tests.ui.reason': { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  'tests.ui.reasonHelp': {
    ar: 'يظهر لصاحب الطلب في سجل الطلب',
    en: 'The requester sees it in the request’s history',
    fr: 'Le demandeur le voit dans l’historique de la demande',
  },
  'tests.ui.overrideSeen': {
    ar: 'قُدّم رغم عدم استيفاء الشروط: {{reason}}',
    en: 'Submitted although the rules were not met: {{reason}}',
    fr: 'Envoyée bien que les conditions ne soient pas remplies : {{reason}}',
  },
  'tests.ui.approveHelp': {
    ar: 'يُعاد فحص الأهلية عند الاعتماد؛ بعده تُجدول الاختبار مع مختبر.',
    en: 'Eligibility is checked again on approval; then the test is scheduled with an examiner.',
    fr: 'L’éligibilité est vérifiée à nouveau ; ensuite l’examen est planifié avec un examinateur.',
  },
  'tests.ui.approveResultHelp': {
    ar: 'النتيجة المعتمدة رسمية: تظهر في النتائج ويمكن إصدار الشهادة للناجح.',
    en: 'An approved result is official: it appears in the results and a pass can be certified.',
    fr: 'Un résultat validé est officiel : il figure dans les résultats et une réussite peut être certifiée.',
  },
  'tests.ui.issueHelp': {
    ar: 'تصدر الشهادة برقم تسلسلي لا يتغير ورمز تحقق يفتح صفحة عامة.',
    en: 'The certificate gets a serial number that never changes and a QR code to a public page.',
    fr: 'Le certificat reçoit un numéro de série définitif et un code QR vers une page publique.',
  },
  'tests.ui.when': { ar: 'التاريخ والوقت', en: 'Date and time', fr: 'Date et heure' },
  'tests.ui.place': { ar: 'المكان', en: 'Place', fr: 'Lieu' },
  'tests.ui.onlineLink': { ar: 'رابط الاختبار عن بعد', en: 'Online link', fr: 'Lien en ligne' },
  'tests.ui.placeOrLink': {
    ar: 'مكان أو رابط عن بعد، أو كلاهما',
    en: 'A place or an online link, or both',
    fr: 'Un lieu ou un lien en ligne, ou les deux',
  },
  'tests.ui.suggestedExaminers': {
    ar: 'المختبرون المقترحون',
    en: 'Suggested examiners',
    fr: 'Examinateurs proposés',
  },
  'tests.ui.suggestedHelp': {
    ar: 'المؤهلون لهذا النوع، الأقل انشغالًا أولًا؛ لا يختبر أحد طالبًا من حلقته.',
    en: 'Qualified for this kind, least busy first; nobody examines a student of their own ring.',
    fr: 'Qualifiés pour ce type, les moins chargés d’abord ; personne n’examine un élève de son propre cercle.',
  },
  'tests.ui.noExaminers': {
    ar: 'لا يوجد مختبر مؤهل متاح. أضف مختبرين لهذا النوع في شاشة المختبرين.',
    en: 'No qualified examiner is available. Add examiners for this kind on the examiners screen.',
    fr: 'Aucun examinateur qualifié disponible. Ajoutez-en pour ce type dans l’écran des examinateurs.',
  },
  'tests.ui.busyThen': {
    ar: 'مشغول في هذا الوقت',
    en: 'Busy at that time',
    fr: 'Occupé à cette heure',
  },
  'tests.ui.juzFrom': { ar: 'من الجزء', en: 'From juz', fr: 'Du juz' },
  'tests.ui.juzTo': { ar: 'إلى الجزء', en: 'To juz', fr: 'Au juz' },
  'tests.ui.hizbFrom': { ar: 'من الحزب', en: 'From hizb', fr: 'Du hizb' },
  'tests.ui.hizbTo': { ar: 'إلى الحزب', en: 'To hizb', fr: 'Au hizb' },
  'tests.ui.surahFrom': { ar: 'من سورة', en: 'From surah', fr: 'De la sourate' },
  'tests.ui.surahTo': { ar: 'إلى سورة', en: 'To surah', fr: 'À la sourate' },
  'tests.ui.eligible': {
    ar: 'الطالب مستوفٍ لشروط هذا الاختبار.',
    en: 'The student meets the rules for this test.',
    fr: 'L’élève remplit les conditions de cet examen.',
  },
  'tests.ui.notEligible': {
    ar: 'الطالب لا يستوفي الشروط بعد:',
    en: 'The student does not meet the rules yet:',
    fr: 'L’élève ne remplit pas encore les conditions :',
  },
  'tests.ui.overrideReason': {
    ar: 'سبب التقديم رغم ذلك',
    en: 'Reason to submit anyway',
    fr: 'Motif pour envoyer malgré tout',
  },
  'tests.ui.overrideHelp': {
    ar: 'يراه المعتمد قبل أن يقرر',
    en: 'The approver sees it before deciding',
    fr: 'L’approbateur le voit avant de décider',
  },
  'tests.ui.send': { ar: 'إرسال الطلب', en: 'Send the request', fr: 'Envoyer la demande' },
  'tests.ui.sendAnyway': {
    ar: 'إرسال مع السبب',
    en: 'Send with the reason',
    fr: 'Envoyer avec le motif',
  },

  'tests.sheet.noneAssigned': {
    ar: 'لا اختبارات مجدولة لك',
    en: 'No tests scheduled for you',
    fr: 'Aucun examen planifié pour vous',
  },
  'tests.sheet.tapHelp': {
    ar: 'اضغط على رقم الآية لتسجيل خطأ بنوعه. الدائرة المتقطعة: خطأ سابق للطالب في هذه الآية.',
    en: 'Tap an ayah number to mark a mistake by type. Dashed circle: the student erred there before.',
    fr: 'Touchez le numéro d’un verset pour noter une erreur par type. Cercle pointillé : erreur passée de l’élève.',
  },
  'tests.sheet.ayahLabel': {
    ar: '{{surah}} الآية {{ayah}}',
    en: '{{surah}}, ayah {{ayah}}',
    fr: '{{surah}}, verset {{ayah}}',
  },
  'tests.sheet.removeMark': {
    ar: 'إزالة خطأ {{type}}',
    en: 'Remove a {{type}} mistake',
    fr: 'Retirer une erreur ({{type}})',
  },
  'tests.sheet.done': { ar: 'تم', en: 'Done', fr: 'Terminé' },
  'tests.sheet.markOf': {
    ar: '{{name}} (من {{max}})',
    en: '{{name}} (out of {{max}})',
    fr: '{{name}} (sur {{max}})',
  },
  'tests.sheet.notes': {
    ar: 'ملاحظات المختبر',
    en: 'Examiner’s notes',
    fr: 'Notes de l’examinateur',
  },
  'tests.sheet.deduction': { ar: 'الخصم: {{n}}', en: 'Deducted: {{n}}', fr: 'Déduit : {{n}}' },
  'tests.sheet.preview': {
    ar: 'تقديريًا {{total}} من {{max}} · {{grade}}؛ النتيجة يحسبها الخادم عند الإرسال',
    en: 'About {{total}} out of {{max}} · {{grade}}; the server computes the result on submission',
    fr: 'Environ {{total}} sur {{max}} · {{grade}} ; le serveur calcule le résultat à l’envoi',
  },
  'tests.sheet.typeMarks': {
    ar: 'أدخل درجات البنود المطلوبة لعرض النتيجة',
    en: 'Enter the required marks to see the result',
    fr: 'Saisissez les notes requises pour voir le résultat',
  },
  'tests.sheet.submit': { ar: 'إرسال النتيجة', en: 'Submit', fr: 'Envoyer' },
  'tests.sheet.resubmit': { ar: 'إعادة الإرسال', en: 'Submit again', fr: 'Renvoyer' },
  'tests.sheet.serverResult': {
    ar: 'النتيجة المرسلة: {{total}} من {{max}}',
    en: 'Submitted result: {{total}} out of {{max}}',
    fr: 'Résultat envoyé : {{total}} sur {{max}}',
  },
  'tests.sheet.returnedBecause': {
    ar: 'أعيدت النتيجة: {{reason}}',
    en: 'The result was returned: {{reason}}',
    fr: 'Le résultat a été renvoyé : {{reason}}',
  },
});

/** Counted messages of these screens (`key_<plural category>`, see i18n/plural.ts). */
export const testsRequestsCountedMessages = defineCounted({
  'tests.ui.loadCount': {
    ar: {
      zero: 'لا اختبارات قادمة',
      one: 'اختبار قادم واحد',
      two: 'اختباران قادمان',
      few: '{{n}} اختبارات قادمة',
      many: '{{n}} اختبارًا قادمًا',
      other: '{{n}} اختبار قادم',
    },
    en: { one: '{{n}} upcoming test', other: '{{n}} upcoming tests' },
    fr: {
      one: '{{n}} examen à venir',
      many: '{{n}} d’examens à venir',
      other: '{{n}} examens à venir',
    },
  },
  'tests.sheet.pastMistakes': {
    ar: {
      zero: 'لا أخطاء سابقة في هذا المقرر',
      one: 'خطأ سابق واحد في هذا المقرر',
      two: 'خطآن سابقان في هذا المقرر',
      few: '{{n}} أخطاء سابقة في هذا المقرر',
      many: '{{n}} خطأً سابقًا في هذا المقرر',
      other: '{{n}} خطأ سابق في هذا المقرر',
    },
    en: {
      one: '{{n}} past mistake on this portion',
      other: '{{n}} past mistakes on this portion',
    },
    fr: {
      one: '{{n}} erreur passée sur cette portion',
      many: '{{n}} d’erreurs passées sur cette portion',
      other: '{{n}} erreurs passées sur cette portion',
    },
  },
});
