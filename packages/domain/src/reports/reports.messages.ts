import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The reports' and the dashboard's words (docs/reports.md). */
export const reportsMessages = defineMessagesSideBySide({
  'reports.waiting.tests': {
    ar: 'طلبات اختبار تنتظر الموافقة',
    en: 'Test requests awaiting approval',
    fr: 'Demandes d’examen à approuver',
  },
  'reports.waiting.testResults': {
    ar: 'نتائج اختبار تنتظر الاعتماد',
    en: 'Test results awaiting approval',
    fr: 'Résultats d’examen à approuver',
  },
  'reports.waiting.vouchers': {
    ar: 'سندات تنتظر الاعتماد',
    en: 'Vouchers awaiting approval',
    fr: 'Bons à approuver',
  },
  'reports.waiting.payrollRuns': {
    ar: 'مسيرات رواتب تنتظر الاعتماد',
    en: 'Payroll runs awaiting approval',
    fr: 'Paies à approuver',
  },
  'reports.waiting.rewards': {
    ar: 'مكافآت تنتظر الموافقة',
    en: 'Rewards awaiting approval',
    fr: 'Récompenses à approuver',
  },
  'reports.waiting.evaluations': {
    ar: 'تقييمات تنتظر الاعتماد',
    en: 'Evaluations awaiting approval',
    fr: 'Évaluations à approuver',
  },
  'reports.waiting.monthly': {
    ar: 'تقارير شهرية تنتظر الاعتماد',
    en: 'Monthly reports awaiting approval',
    fr: 'Rapports mensuels à approuver',
  },
  'reports.errors.monthNotEnded': {
    ar: 'لا يُكتب تقرير شهر لم ينتهِ بعد.',
    en: 'A month’s report can only be written once the month has ended.',
    fr: 'Le rapport d’un mois ne s’écrit qu’une fois le mois terminé.',
  },
  'reports.errors.notYourReport': {
    ar: 'لا يرفع هذا التقرير إلا مدير مكانه.',
    en: 'Only the manager of this place can submit its report.',
    fr: 'Seul le responsable de ce lieu peut soumettre son rapport.',
  },
  'reports.errors.levelAbove': {
    ar: 'يعتمد هذا التقرير المستوى الأعلى: مدير الدولة لتقارير المراكز، والمؤسسة لتقارير الدول.',
    en: 'This report is decided one level up: the country manager for a centre’s, the organisation for a country’s.',
    fr: 'Ce rapport se décide au niveau supérieur : le responsable pays pour un centre, l’organisation pour un pays.',
  },
  'reports.errors.ownReport': {
    ar: 'لا يعتمد أحد تقريرًا رفعه بنفسه.',
    en: 'You cannot approve a report you submitted yourself.',
    fr: 'Vous ne pouvez pas approuver un rapport que vous avez soumis.',
  },
  'reports.errors.locked': {
    ar: 'التقرير مرفوع أو معتمد فلا يُعدّل؛ يعيد فتحَه المعتمِد مع ذكر السبب.',
    en: 'This report is submitted or approved and cannot be edited; its approver can reopen it with a reason.',
    fr: 'Ce rapport est soumis ou approuvé et ne peut être modifié ; son approbateur peut le rouvrir avec un motif.',
  },
  'reports.errors.wrongState': {
    ar: 'لا يمكن هذا والتقرير في حالته الحالية. أعد تحميله لترى ما وصل إليه.',
    en: 'This cannot be done in the report’s current state. Reload it to see where it stands.',
    fr: 'Impossible dans l’état actuel du rapport. Rechargez-le pour voir où il en est.',
  },
  'reports.errors.belowPending': {
    ar: 'لا يُرفع هذا التقرير قبل اعتماد تقارير المستوى الأدنى كلها (الباقي: {{count}}).',
    en: 'This report can be submitted only once every report below it is approved ({{count}} not yet).',
    fr: 'Ce rapport ne peut être soumis qu’une fois tous les rapports du niveau inférieur approuvés ({{count}} restant(s)).',
  },
  'reports.errors.aboveLocked': {
    ar: 'تقرير المستوى الأعلى لهذا الشهر مرفوع أو معتمد؛ أعيدوه أولًا.',
    en: 'The report one level up for this month is already submitted or approved; reopen it first.',
    fr: 'Le rapport du niveau supérieur pour ce mois est déjà soumis ou approuvé ; rouvrez-le d’abord.',
  },
  'reports.notify.approved': {
    ar: 'اعتُمد التقرير الشهري لشهر {{month}}',
    en: 'The monthly report of {{month}} was approved',
    fr: 'Le rapport mensuel de {{month}} a été approuvé',
  },
  'reports.notify.returned': {
    ar: 'أُعيد التقرير الشهري لشهر {{month}} للتصحيح',
    en: 'The monthly report of {{month}} was returned for correction',
    fr: 'Le rapport mensuel de {{month}} a été renvoyé pour correction',
  },
  'reports.notify.late': {
    ar: 'تقرير {{centre}} لشهر {{month}} متأخر',
    en: 'The report of {{centre}} for {{month}} is late',
    fr: 'Le rapport de {{centre}} pour {{month}} est en retard',
  },
  'reports.errors.tooLong': {
    ar: 'التقرير العام سنتان على الأكثر.',
    en: 'A general report covers two years at most.',
    fr: 'Un rapport général couvre deux ans au plus.',
  },
});
