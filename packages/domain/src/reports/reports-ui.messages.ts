import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The words of the live figures and the administration dashboard (docs/reports.md). */
export const reportsUiMessages = defineMessagesSideBySide({
  'reports.ui.period': { ar: 'الفترة', en: 'Period', fr: 'Période' },
  'reports.ui.from': { ar: 'من', en: 'From', fr: 'Du' },
  'reports.ui.to': { ar: 'إلى', en: 'To', fr: 'Au' },
  'reports.ui.thisMonth': { ar: 'هذا الشهر', en: 'This month', fr: 'Ce mois' },
  'reports.ui.lastMonth': { ar: 'الشهر الماضي', en: 'Last month', fr: 'Le mois dernier' },
  'reports.ui.thisQuarter': { ar: 'هذا الربع', en: 'This quarter', fr: 'Ce trimestre' },
  'reports.ui.thisYear': { ar: 'هذه السنة', en: 'This year', fr: 'Cette année' },
  'reports.ui.previous': { ar: 'الفترة السابقة', en: 'Previous period', fr: 'Période précédente' },
  'reports.ui.current': { ar: 'هذه الفترة', en: 'This period', fr: 'Cette période' },
  'reports.ui.previousValue': {
    ar: 'قبلها: {{value}}',
    en: 'Before: {{value}}',
    fr: 'Avant : {{value}}',
  },
  'reports.ui.stockHint': {
    ar: 'الحال الآن',
    en: 'As it stands now',
    fr: 'État actuel',
  },
  'reports.ui.noValue': { ar: 'لا بيانات', en: 'No data', fr: 'Aucune donnée' },
  'reports.ui.country': { ar: 'الدولة', en: 'Country', fr: 'Pays' },
  'reports.ui.countries': { ar: 'الدول', en: 'Countries', fr: 'Pays' },
  'reports.ui.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'reports.ui.project': { ar: 'المشروع', en: 'Project', fr: 'Projet' },
  'reports.ui.figure': { ar: 'المؤشر', en: 'Figure', fr: 'Indicateur' },
  'reports.ui.chartFigure': {
    ar: 'المؤشر في الرسم',
    en: 'Figure in the chart',
    fr: 'Indicateur du graphique',
  },
  'reports.ui.noGroup': { ar: 'بلا مشروع', en: 'No project', fr: 'Sans projet' },
  'reports.ui.total': { ar: 'المجموع', en: 'Total', fr: 'Total' },
  'reports.ui.noFigures': {
    ar: 'لا مؤشرات متاحة لك.',
    en: 'No figures are available to you.',
    fr: 'Aucun indicateur ne vous est accessible.',
  },
  'reports.ui.noGroups': {
    ar: 'لا سجلات في هذه الفترة.',
    en: 'No records in this period.',
    fr: 'Aucune donnée sur cette période.',
  },
  'reports.ui.records': {
    ar: 'السجلات وراء «{{figure}}»',
    en: 'Records behind “{{figure}}”',
    fr: 'Données derrière « {{figure}} »',
  },
  'reports.ui.recordsCount': {
    ar: 'عدد السجلات: {{value}}',
    en: 'Records: {{value}}',
    fr: 'Enregistrements : {{value}}',
  },
  'reports.ui.noRecords': {
    ar: 'لا سجلات وراء هذا المؤشر.',
    en: 'No records behind this figure.',
    fr: 'Aucun enregistrement derrière cet indicateur.',
  },
  'reports.ui.record': { ar: 'السجل', en: 'Record', fr: 'Enregistrement' },
  'reports.ui.on': { ar: 'التاريخ', en: 'Date', fr: 'Date' },
  'reports.ui.close': { ar: 'إغلاق', en: 'Close', fr: 'Fermer' },
  'reports.ui.open': { ar: 'عرض السجلات', en: 'Show records', fr: 'Voir les données' },
  'reports.ui.up': { ar: 'زيادة {{value}}', en: 'Up {{value}}', fr: 'En hausse de {{value}}' },
  'reports.ui.down': {
    ar: 'نقص {{value}}',
    en: 'Down {{value}}',
    fr: 'En baisse de {{value}}',
  },
  'reports.ui.same': { ar: 'دون تغيير', en: 'Unchanged', fr: 'Inchangé' },
  'reports.ui.waiting': {
    ar: 'ينتظر إجراءك',
    en: 'Waiting for your action',
    fr: 'En attente de votre action',
  },
  'reports.ui.nothingWaiting': {
    ar: 'لا شيء ينتظرك الآن.',
    en: 'Nothing is waiting for you.',
    fr: 'Rien ne vous attend.',
  },
  'reports.ui.oldest': {
    ar: 'الأقدم منذ {{age}}',
    en: 'Oldest {{age}}',
    fr: 'Le plus ancien {{age}}',
  },
  'reports.ui.keyFigures': {
    ar: 'مؤشراتك لهذا الشهر',
    en: 'Your figures this month',
    fr: 'Vos indicateurs ce mois-ci',
  },
  'reports.ui.allFigures': {
    ar: 'كل المؤشرات',
    en: 'All figures',
    fr: 'Tous les indicateurs',
  },
  'reports.ui.retry': { ar: 'إعادة المحاولة', en: 'Try again', fr: 'Réessayer' },
});
