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
});
