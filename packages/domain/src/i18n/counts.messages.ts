import { defineCounted } from './plural.ts';

/**
 * Counted nouns shared by the screens: a number with its noun in the form the language wants
 * (Arabic: آية واحدة، آيتان، ٣ آيات، ١١ آية). `{{n}}` is the number already written in the
 * user's digits; code passes the number itself as `count` to choose the form.
 */
export const countsMessages = defineCounted({
  'count.ayahs': {
    ar: {
      zero: 'لا آيات',
      one: 'آية واحدة',
      two: 'آيتان',
      few: '{{n}} آيات',
      many: '{{n}} آية',
      other: '{{n}} آية',
    },
    en: { one: '{{n}} ayah', other: '{{n}} ayahs' },
    fr: { one: '{{n}} verset', many: '{{n}} de versets', other: '{{n}} versets' },
  },
  'count.pages': {
    ar: {
      zero: 'لا صفحات',
      one: 'صفحة واحدة',
      two: 'صفحتان',
      few: '{{n}} صفحات',
      many: '{{n}} صفحة',
      other: '{{n}} صفحة',
    },
    en: { one: '{{n}} page', other: '{{n}} pages' },
    fr: { one: '{{n}} page', many: '{{n}} de pages', other: '{{n}} pages' },
  },
  'count.lines': {
    ar: {
      zero: 'لا أسطر',
      one: 'سطر واحد',
      two: 'سطران',
      few: '{{n}} أسطر',
      many: '{{n}} سطرًا',
      other: '{{n}} سطر',
    },
    en: { one: '{{n}} line', other: '{{n}} lines' },
    fr: { one: '{{n}} ligne', many: '{{n}} de lignes', other: '{{n}} lignes' },
  },
  'count.juz': {
    ar: {
      zero: 'لا أجزاء',
      one: 'جزء واحد',
      two: 'جزءان',
      few: '{{n}} أجزاء',
      many: '{{n}} جزءًا',
      other: '{{n}} جزء',
    },
    en: { one: '{{n}} juz', other: '{{n}} juz' },
    fr: { one: '{{n}} juz', many: '{{n}} de juz', other: '{{n}} juz' },
  },
  'count.students': {
    ar: {
      zero: 'لا طلاب',
      one: 'طالب واحد',
      two: 'طالبان',
      few: '{{n}} طلاب',
      many: '{{n}} طالبًا',
      other: '{{n}} طالب',
    },
    en: { one: '{{n}} student', other: '{{n}} students' },
    fr: { one: '{{n}} élève', many: "{{n}} d'élèves", other: '{{n}} élèves' },
  },
  'count.readings': {
    ar: {
      zero: 'لا تسميع',
      one: 'تسميع واحد',
      two: 'تسميعان',
      few: '{{n}} تسميعات',
      many: '{{n}} تسميعًا',
      other: '{{n}} تسميع',
    },
    en: { one: '{{n}} reading', other: '{{n}} readings' },
    fr: { one: '{{n}} récitation', many: '{{n}} de récitations', other: '{{n}} récitations' },
  },
  'count.records': {
    ar: {
      zero: 'لا سجلات',
      one: 'سجل واحد',
      two: 'سجلان',
      few: '{{n}} سجلات',
      many: '{{n}} سجلًا',
      other: '{{n}} سجل',
    },
    en: { one: '{{n}} record', other: '{{n}} records' },
    fr: {
      one: '{{n}} enregistrement',
      many: "{{n}} d'enregistrements",
      other: '{{n}} enregistrements',
    },
  },
  // A list's total past 1,000 matching records: the server's estimate (issue 36).
  'count.recordsAbout': {
    ar: {
      zero: 'لا سجلات',
      one: 'نحو سجل واحد',
      two: 'نحو سجلين',
      few: 'نحو {{n}} سجلات',
      many: 'نحو {{n}} سجلًا',
      other: 'نحو {{n}} سجل',
    },
    en: { one: 'about {{n}} record', other: 'about {{n}} records' },
    fr: {
      one: 'environ {{n}} enregistrement',
      many: "environ {{n}} d'enregistrements",
      other: 'environ {{n}} enregistrements',
    },
  },
  'count.permissions': {
    ar: {
      zero: 'لا صلاحيات',
      one: 'صلاحية واحدة',
      two: 'صلاحيتان',
      few: '{{n}} صلاحيات',
      many: '{{n}} صلاحيةً',
      other: '{{n}} صلاحية',
    },
    en: { one: '{{n}} permission', other: '{{n}} permissions' },
    fr: { one: '{{n}} permission', many: '{{n}} de permissions', other: '{{n}} permissions' },
  },
  'count.requests': {
    ar: {
      zero: 'لا طلبات',
      one: 'طلب واحد',
      two: 'طلبان',
      few: '{{n}} طلبات',
      many: '{{n}} طلبًا',
      other: '{{n}} طلب',
    },
    en: { one: '{{n}} request', other: '{{n}} requests' },
    fr: { one: '{{n}} demande', many: '{{n}} de demandes', other: '{{n}} demandes' },
  },
  'count.users': {
    ar: {
      zero: 'لا مستخدمين',
      one: 'مستخدم واحد',
      two: 'مستخدمان',
      few: '{{n}} مستخدمين',
      many: '{{n}} مستخدمًا',
      other: '{{n}} مستخدم',
    },
    en: { one: '{{n}} user', other: '{{n}} users' },
    fr: { one: '{{n}} utilisateur', many: "{{n}} d'utilisateurs", other: '{{n}} utilisateurs' },
  },
  'count.days': {
    ar: {
      zero: 'لا أيام',
      one: 'يوم واحد',
      two: 'يومان',
      few: '{{n}} أيام',
      many: '{{n}} يومًا',
      other: '{{n}} يوم',
    },
    en: { one: '{{n}} day', other: '{{n}} days' },
    fr: { one: '{{n}} jour', many: '{{n}} de jours', other: '{{n}} jours' },
  },
  'count.years': {
    ar: {
      zero: 'لا سنوات',
      one: 'سنة واحدة',
      two: 'سنتان',
      few: '{{n}} سنوات',
      many: '{{n}} سنة',
      other: '{{n}} سنة',
    },
    en: { one: '{{n}} year', other: '{{n}} years' },
    fr: { one: '{{n}} an', many: "{{n}} d'ans", other: '{{n}} ans' },
  },
  'count.rows': {
    ar: {
      zero: 'لا صفوف',
      one: 'صف واحد',
      two: 'صفان',
      few: '{{n}} صفوف',
      many: '{{n}} صفًا',
      other: '{{n}} صف',
    },
    en: { one: '{{n}} row', other: '{{n}} rows' },
    fr: { one: '{{n}} ligne', many: '{{n}} de lignes', other: '{{n}} lignes' },
  },
  // The numbers of juz after a label: "juz 29", "juz 29 and 30".
  'count.juzNumbers': {
    ar: {
      zero: '{{list}}',
      one: 'الجزء {{list}}',
      two: 'الجزآن {{list}}',
      few: 'الأجزاء {{list}}',
      many: 'الأجزاء {{list}}',
      other: 'الأجزاء {{list}}',
    },
    en: { one: 'juz {{list}}', other: 'juz {{list}}' },
    fr: { one: 'juz {{list}}', many: 'juz {{list}}', other: 'juz {{list}}' },
  },
});
