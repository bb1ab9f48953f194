import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** Refusals and shared words of student money, advances and payroll (server and screens). */
export const payrollMessages = defineMessagesSideBySide({
  'payroll.error.month': {
    ar: 'الشهر غير صحيح (سنة-شهر).',
    en: 'The month is not valid (year-month).',
    fr: 'Le mois n’est pas valide (année-mois).',
  },
  'payroll.error.amount': {
    ar: 'المبلغ يجب أن يكون عددًا صحيحًا موجبًا بأصغر وحدة للعملة.',
    en: 'The amount must be a positive whole number of minor units.',
    fr: 'Le montant doit être un entier positif en unités mineures.',
  },
  'payroll.error.currency': {
    ar: 'العملة غير صحيحة.',
    en: 'The currency is not valid.',
    fr: 'La devise n’est pas valide.',
  },
  'payroll.error.wrongCurrency': {
    ar: 'العملة لا توافق عملة هذا القيد ({{currency}}).',
    en: 'The currency does not match this record’s ({{currency}}).',
    fr: 'La devise ne correspond pas à celle de cet enregistrement ({{currency}}).',
  },
  'payroll.error.reason': {
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    en: 'Give the reason (three characters at least).',
    fr: 'Indiquez le motif (trois caractères au moins).',
  },
  'payroll.error.notFound': {
    ar: 'غير موجود أو خارج صلاحياتك.',
    en: 'Not found, or outside your scope.',
    fr: 'Introuvable, ou hors de votre périmètre.',
  },
  'payroll.error.place': {
    ar: 'اختر المركز، أو الدولة لمسير الدولة كلها.',
    en: 'Choose the centre, or the country for a whole country’s run.',
    fr: 'Choisissez le centre, ou le pays pour la paie de tout le pays.',
  },
  'payroll.run.exists': {
    ar: 'يوجد مسير رواتب لهذا الشهر وهذا النطاق.',
    en: 'A payroll run already exists for this month and place.',
    fr: 'Une paie existe déjà pour ce mois et ce périmètre.',
  },
  'payroll.run.notDraft': {
    ar: 'المسير ليس مسودة.',
    en: 'The run is not a draft.',
    fr: 'La paie n’est pas un brouillon.',
  },
  'payroll.run.notApproved': {
    ar: 'لا يُرحَّل المسير قبل اعتماده.',
    en: 'The run must be approved before it is posted.',
    fr: 'La paie doit être approuvée avant d’être comptabilisée.',
  },
  'payroll.run.alreadyApproved': {
    ar: 'المسير معتمد من قبل.',
    en: 'The run is already approved.',
    fr: 'La paie est déjà approuvée.',
  },
  'payroll.run.computing': {
    ar: 'المسير ما زال قيد الحساب.',
    en: 'The run is still being computed.',
    fr: 'La paie est encore en cours de calcul.',
  },
  'payroll.run.empty': {
    ar: 'لا موظفين لهم ملف راتب في هذا النطاق.',
    en: 'No staff with a salary profile in this place.',
    fr: 'Aucun membre du personnel avec un profil de salaire ici.',
  },
  'payroll.run.mixedCurrencies': {
    ar: 'ملفات الرواتب في هذا النطاق بعملات مختلفة؛ وحّد العملة أولًا.',
    en: 'Salary profiles here are in several currencies; make them one first.',
    fr: 'Les profils de salaire ici sont en plusieurs devises ; unifiez-les d’abord.',
  },
  'payroll.run.sheetNotApproved': {
    ar: 'يُدفع لـ{{name}} من ورقة عمله، وورقة هذا الشهر لم تُعتمد بعد. اعتمدها أولًا.',
    en: '{{name}} is paid from their work sheet, and this month’s sheet is not approved yet. Approve it first.',
    fr: '{{name}} est payé sur sa feuille de temps, et celle du mois n’est pas encore approuvée. Approuvez-la d’abord.',
  },
  'payroll.run.selfApproval': {
    ar: 'لا يعتمد المسير من أعدّه.',
    en: 'Whoever drafted the run may not approve it.',
    fr: 'Qui a préparé la paie ne peut pas l’approuver.',
  },
  'payroll.advance.typeInactive': {
    ar: 'نوع السلفة غير متاح.',
    en: 'This advance type is not available.',
    fr: 'Ce type d’avance n’est pas disponible.',
  },
  'payroll.advance.tooMuch': {
    ar: 'المبلغ يتجاوز الحد الأعلى لهذا النوع ({{max}}).',
    en: 'The amount is over this type’s highest ({{max}}).',
    fr: 'Le montant dépasse le maximum de ce type ({{max}}).',
  },
  'payroll.advance.tooManyInstalments': {
    ar: 'عدد الأقساط يتجاوز الحد لهذا النوع ({{max}}).',
    en: 'More instalments than this type allows ({{max}}).',
    fr: 'Plus d’échéances que ce type n’en permet ({{max}}).',
  },
  'payroll.advance.repaid': {
    ar: 'السلفة مسددة بالكامل.',
    en: 'The advance is fully repaid.',
    fr: 'L’avance est entièrement remboursée.',
  },
  'payroll.advance.overpaid': {
    ar: 'المبلغ أكبر من المتبقي ({{outstanding}}).',
    en: 'The amount is more than what is owed ({{outstanding}}).',
    fr: 'Le montant dépasse le reste dû ({{outstanding}}).',
  },
  'payroll.advance.notInPlan': {
    ar: 'لا قسط في هذا الشهر.',
    en: 'No instalment falls in that month.',
    fr: 'Aucune échéance ce mois-là.',
  },
  'payroll.advance.pastMonth': {
    ar: 'لا يُعدّل شهر مضى أو رُحّل راتبه.',
    en: 'A past month, or one already paid, cannot be changed.',
    fr: 'Un mois passé, ou déjà payé, ne peut être modifié.',
  },
  'payroll.money.overpaid': {
    ar: 'المبلغ أكبر من المتبقي ({{outstanding}}).',
    en: 'The amount is more than what is outstanding ({{outstanding}}).',
    fr: 'Le montant dépasse le reste dû ({{outstanding}}).',
  },
  'payroll.money.noRule': {
    ar: 'لا رسوم شهرية ولا منح لهذا الشهر في نطاقك.',
    en: 'No monthly fee rule or stipend applies in your scope.',
    fr: 'Aucun frais mensuel ni bourse ne s’applique dans votre périmètre.',
  },
  'payroll.ledger.noCashBox': {
    ar: 'لا صندوق نقدي للمركز بعملة {{currency}}؛ أنشئه في الصناديق والحسابات أولًا.',
    en: 'The centre has no cash box in {{currency}}; create one under boxes and accounts first.',
    fr: 'Le centre n’a pas de caisse en {{currency}} ; créez-la d’abord dans les caisses et comptes.',
  },
  'payroll.ledger.unavailable': {
    ar: 'دفتر الأستاذ غير متاح، لم يُرحَّل شيء.',
    en: 'The ledger is not available; nothing was posted.',
    fr: 'Le grand livre n’est pas disponible ; rien n’a été comptabilisé.',
  },
});

/** Counted words of these screens (`key_<plural category>`). */
export const payrollCountedMessages = defineCounted({
  'payroll.count.employees': {
    ar: {
      zero: 'لا موظفين',
      one: 'موظف واحد',
      two: 'موظفان',
      few: '{{n}} موظفين',
      many: '{{n}} موظفًا',
      other: '{{n}} موظف',
    },
    en: { one: '{{n}} employee', other: '{{n}} employees' },
    fr: { one: '{{n}} employé', many: '{{n}} d’employés', other: '{{n}} employés' },
  },
  'payroll.count.instalments': {
    ar: {
      zero: 'لا أقساط',
      one: 'قسط واحد',
      two: 'قسطان',
      few: '{{n}} أقساط',
      many: '{{n}} قسطًا',
      other: '{{n}} قسط',
    },
    en: { one: '{{n}} instalment', other: '{{n}} instalments' },
    fr: { one: '{{n}} échéance', many: '{{n}} d’échéances', other: '{{n}} échéances' },
  },
});
