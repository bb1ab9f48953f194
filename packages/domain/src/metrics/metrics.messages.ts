import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The names of the registry's figures and its refusals (docs/reports.md). */
export const metricsMessages = defineMessagesSideBySide({
  'metrics.students.active': { ar: 'الطلاب المنتظمون', en: 'Active students', fr: 'Élèves actifs' },
  'metrics.students.new': { ar: 'الطلاب الجدد', en: 'New students', fr: 'Nouveaux élèves' },
  'metrics.students.withdrawn': {
    ar: 'الطلاب المنسحبون',
    en: 'Withdrawn students',
    fr: 'Élèves retirés',
  },
  'metrics.rings.active': { ar: 'الحلقات', en: 'Rings', fr: 'Halaqas' },
  'metrics.teachers.active': { ar: 'المحفظون', en: 'Teachers', fr: 'Enseignants' },
  'metrics.attendance.rate': { ar: 'نسبة الحضور', en: 'Attendance rate', fr: 'Taux de présence' },
  'metrics.memorisation.pages': {
    ar: 'الصفحات المحفوظة',
    en: 'Pages memorised',
    fr: 'Pages mémorisées',
  },
  'metrics.memorisation.juz': { ar: 'الأجزاء المحفوظة', en: 'Juz memorised', fr: 'Juz mémorisés' },
  'metrics.revision.coverage': {
    ar: 'تغطية المراجعة',
    en: 'Revision coverage',
    fr: 'Couverture de la révision',
  },
  'metrics.tests.requested': {
    ar: 'طلبات الاختبار',
    en: 'Tests requested',
    fr: 'Examens demandés',
  },
  'metrics.tests.passed': { ar: 'الاختبارات الناجحة', en: 'Tests passed', fr: 'Examens réussis' },
  'metrics.certificates.issued': {
    ar: 'الشهادات الصادرة',
    en: 'Certificates issued',
    fr: 'Certificats délivrés',
  },
  'metrics.evaluations.average': {
    ar: 'متوسط التقييمات',
    en: 'Evaluations’ average',
    fr: 'Moyenne des évaluations',
  },
  'metrics.donations.received': {
    ar: 'التبرعات المستلمة',
    en: 'Donations received',
    fr: 'Dons reçus',
  },
  'metrics.sponsorships.active': {
    ar: 'الكفالات القائمة',
    en: 'Active sponsorships',
    fr: 'Parrainages en cours',
  },
  'metrics.errors.period': {
    ar: 'بداية الفترة بعد نهايتها.',
    en: 'The period starts after it ends.',
    fr: 'La période commence après sa fin.',
  },
  'metrics.errors.unknown': {
    ar: 'هذا المؤشر غير معروف.',
    en: 'This figure is unknown.',
    fr: 'Cet indicateur est inconnu.',
  },
  'metrics.notApplicable': { ar: 'لا ينطبق', en: 'Not applicable', fr: 'Sans objet' },
  'metrics.failed': {
    ar: 'تعذّر حساب هذا المؤشر.',
    en: 'This figure could not be computed.',
    fr: 'Cet indicateur n’a pas pu être calculé.',
  },
});
