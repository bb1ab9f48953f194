import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The ledger's words shared by server and screens: refusals, kinds and funds. */
export const financeMessages = defineMessagesSideBySide({
  // Refusals of a posting
  'finance.errors.unbalanced': {
    ar: 'القيد غير متوازن في العملة {{currency}}: المدين {{debit}} والدائن {{credit}}.',
    en: 'The entry does not balance in {{currency}}: debits {{debit}}, credits {{credit}}.',
    fr: 'L’écriture n’est pas équilibrée en {{currency}} : débit {{debit}}, crédit {{credit}}.',
  },
  'finance.errors.fundUnbalanced': {
    ar: 'القيد ينقل مالًا من صندوق تمويل إلى آخر دون تحويل معتمد.',
    en: 'The entry moves money from one fund to another without an approved reallocation.',
    fr: 'L’écriture fait passer de l’argent d’un fonds à un autre sans réaffectation approuvée.',
  },
  'finance.errors.restrictedUse': {
    ar: 'مال الصندوق «{{fund}}» مقيَّد ولا يجوز صرفه في هذا البند (السطر {{line}}).',
    en: 'The money of fund “{{fund}}” is restricted and may not pay for this category (line {{line}}).',
    fr: 'L’argent du fonds « {{fund}} » est affecté et ne peut pas payer cette catégorie (ligne {{line}}).',
  },
  'finance.errors.reallocationRefused': {
    ar: 'لا يسمح الصندوق «{{fund}}» بتحويل ماله إلى صندوق آخر.',
    en: 'Fund “{{fund}}” does not allow its money to be moved to another fund.',
    fr: 'Le fonds « {{fund}} » n’autorise pas le transfert de son argent vers un autre fonds.',
  },
  'finance.errors.reallocationSelfApproval': {
    ar: 'لا يعتمد التحويلَ بين الصناديق المالية من يرحّله؛ يعتمده شخص آخر.',
    en: 'Whoever posts a reallocation between funds may not be the one who approved it.',
    fr: 'Celui qui comptabilise une réaffectation entre fonds ne peut pas être celui qui l’a approuvée.',
  },
  'finance.errors.reallocationApprover': {
    ar: 'معتمد التحويل بين الصناديق المالية غير موجود أو لا يملك صلاحية اعتماد السندات لهذا الصندوق.',
    en: 'The approver of the reallocation does not exist or may not approve vouchers for this box.',
    fr: 'L’approbateur de la réaffectation n’existe pas ou ne peut pas approuver de bons pour cette caisse.',
  },
  'finance.errors.reallocationOneBox': {
    ar: 'التحويل بين الصناديق المالية ينقل مال صندوق نقدي واحد من صندوق مالي إلى آخر فقط.',
    en: 'A reallocation only moves the money of one cash box from one fund to another.',
    fr: 'Une réaffectation ne fait que passer l’argent d’une caisse d’un fonds à un autre.',
  },
  'finance.errors.wrongCurrency': {
    ar: 'الحساب في السطر {{line}} بعملة {{expected}} وليس {{currency}}.',
    en: 'The account on line {{line}} is kept in {{expected}}, not {{currency}}.',
    fr: 'Le compte de la ligne {{line}} est tenu en {{expected}}, pas en {{currency}}.',
  },
  'finance.errors.unknownAccount': {
    ar: 'الحساب في السطر {{line}} غير موجود أو موقوف.',
    en: 'The account on line {{line}} does not exist or is inactive.',
    fr: 'Le compte de la ligne {{line}} n’existe pas ou est inactif.',
  },
  'finance.errors.unknownFund': {
    ar: 'صندوق التمويل في السطر {{line}} غير موجود أو موقوف.',
    en: 'The fund on line {{line}} does not exist or is inactive.',
    fr: 'Le fonds de la ligne {{line}} n’existe pas ou est inactif.',
  },
  'finance.errors.closedPeriod': {
    ar: 'الفترة المحاسبية {{period}} مقفلة، لا يمكن الترحيل إليها.',
    en: 'The accounting period {{period}} is closed; nothing can be posted into it.',
    fr: 'La période comptable {{period}} est clôturée ; rien ne peut y être comptabilisé.',
  },
  'finance.errors.negativeBox': {
    ar: 'رصيد «{{box}}» لا يكفي: سيصبح {{balance}} {{currency}}.',
    en: 'Not enough money in “{{box}}”: its balance would be {{balance}} {{currency}}.',
    fr: 'Solde insuffisant dans « {{box}} » : il deviendrait {{balance}} {{currency}}.',
  },
  'finance.errors.negativeFundInBox': {
    ar: 'مال صندوق «{{fund}}» في «{{box}}» لا يكفي: سيصبح {{balance}} {{currency}}.',
    en: 'Not enough “{{fund}}” money in “{{box}}”: it would be {{balance}} {{currency}}.',
    fr: 'Pas assez d’argent du fonds « {{fund}} » dans « {{box}} » : il deviendrait {{balance}} {{currency}}.',
  },
  'finance.errors.outOfScope': {
    ar: 'الحساب «{{account}}» خارج نطاق صلاحياتك.',
    en: 'The account “{{account}}” is outside your scope.',
    fr: 'Le compte « {{account}} » est hors de votre périmètre.',
  },
  'finance.errors.alreadyReversed': {
    ar: 'هذا القيد عُكس من قبل.',
    en: 'This entry has already been reversed.',
    fr: 'Cette écriture a déjà été contre-passée.',
  },
  'finance.errors.reversalOfReversal': {
    ar: 'لا يُعكس قيد عكسي؛ أنشئ قيدًا جديدًا.',
    en: 'A reversal cannot be reversed; post a new entry instead.',
    fr: 'Une contre-passation ne se contre-passe pas ; passez une nouvelle écriture.',
  },
  'finance.errors.lineSide': {
    ar: 'كل سطر إما مدين وإما دائن بمبلغ أكبر من صفر.',
    en: 'Each line is either a debit or a credit, above zero.',
    fr: 'Chaque ligne est soit un débit soit un crédit, supérieur à zéro.',
  },
  'finance.errors.noLines': {
    ar: 'أضف سطرًا واحدًا على الأقل.',
    en: 'Add at least one line.',
    fr: 'Ajoutez au moins une ligne.',
  },
  'finance.errors.sameBox': {
    ar: 'اختر صندوقًا آخر للاستلام.',
    en: 'Choose another box to receive the money.',
    fr: 'Choisissez une autre caisse pour recevoir l’argent.',
  },
  'finance.errors.sameCurrency': {
    ar: 'اختر عملة أخرى للصرف.',
    en: 'Choose another currency to exchange into.',
    fr: 'Choisissez une autre devise.',
  },
  'finance.errors.idempotencyMismatch': {
    ar: 'مفتاح الطلب هذا استُعمل لقيد آخر.',
    en: 'This request key was already used for a different entry.',
    fr: 'Cette clé de requête a déjà servi pour une autre écriture.',
  },
  // Account kinds
  'finance.kind.asset': { ar: 'أصول', en: 'Asset', fr: 'Actif' },
  'finance.kind.liability': { ar: 'خصوم', en: 'Liability', fr: 'Passif' },
  'finance.kind.income': { ar: 'إيرادات', en: 'Income', fr: 'Produit' },
  'finance.kind.expense': { ar: 'مصروفات', en: 'Expense', fr: 'Charge' },
  'finance.kind.fund_balance': { ar: 'أرصدة الصناديق', en: 'Fund balance', fr: 'Solde de fonds' },
  // Account roles
  'finance.role.cash_box': { ar: 'صندوق نقدي', en: 'Cash box', fr: 'Caisse' },
  'finance.role.bank': { ar: 'حساب بنكي', en: 'Bank account', fr: 'Compte bancaire' },
  'finance.role.category': { ar: 'بند', en: 'Category', fr: 'Catégorie' },
  'finance.role.receivable': { ar: 'ذمم مدينة', en: 'Receivable', fr: 'Créance' },
  'finance.role.payable': { ar: 'ذمم دائنة', en: 'Payable', fr: 'Dette' },
  'finance.role.exchange': { ar: 'مركز الصرف', en: 'Exchange position', fr: 'Position de change' },
  'finance.role.over_short': {
    ar: 'فروقات الصندوق',
    en: 'Cash over and short',
    fr: 'Écarts de caisse',
  },
  'finance.role.opening': {
    ar: 'أرصدة افتتاحية',
    en: 'Opening balances',
    fr: 'Soldes d’ouverture',
  },
  // Fund kinds
  'finance.fund.general': { ar: 'عام', en: 'General', fr: 'Général' },
  'finance.fund.zakat': { ar: 'زكاة', en: 'Zakat', fr: 'Zakat' },
  'finance.fund.sadaqa': { ar: 'صدقة', en: 'Sadaqa', fr: 'Sadaqa' },
  'finance.fund.waqf': { ar: 'وقف', en: 'Waqf', fr: 'Waqf' },
  'finance.fund.sponsorship': { ar: 'كفالة', en: 'Sponsorship', fr: 'Parrainage' },
  'finance.fund.project': { ar: 'مشروع', en: 'Project', fr: 'Projet' },
  // Fund uses (purposes of expense categories)
  'finance.use.operations': { ar: 'تشغيل', en: 'Operations', fr: 'Fonctionnement' },
  'finance.use.salaries': { ar: 'رواتب', en: 'Salaries', fr: 'Salaires' },
  'finance.use.student_stipends': {
    ar: 'مكافآت الطلاب',
    en: 'Student stipends',
    fr: 'Bourses des élèves',
  },
  'finance.use.family_support': { ar: 'دعم الأسر', en: 'Family support', fr: 'Aide aux familles' },
  'finance.use.student_sponsorship': {
    ar: 'كفالة الطلاب',
    en: 'Student sponsorship',
    fr: 'Parrainage d’élèves',
  },
  'finance.use.quran_printing': {
    ar: 'طباعة المصاحف',
    en: 'Quran printing',
    fr: 'Impression du Coran',
  },
  'finance.use.building': { ar: 'مبانٍ وتجهيزات', en: 'Buildings', fr: 'Bâtiments' },
  'finance.use.project_activities': {
    ar: 'أنشطة المشروع',
    en: 'Project activities',
    fr: 'Activités du projet',
  },
  'finance.use.rewards': { ar: 'جوائز وحوافز', en: 'Rewards', fr: 'Récompenses' },
  'finance.use.reallocation': {
    ar: 'تحويل إلى صندوق آخر',
    en: 'Reallocation to another fund',
    fr: 'Réaffectation vers un autre fonds',
  },
  // Entry kinds
  'finance.entry.receipt': { ar: 'سند قبض', en: 'Receipt', fr: 'Reçu' },
  'finance.entry.payment': { ar: 'سند صرف', en: 'Payment', fr: 'Paiement' },
  'finance.entry.transfer': { ar: 'تحويل بين الصناديق', en: 'Transfer', fr: 'Virement' },
  'finance.entry.exchange': { ar: 'صرف عملة', en: 'Currency exchange', fr: 'Change' },
  'finance.entry.close': { ar: 'إقفال يومي', en: 'Daily close', fr: 'Clôture journalière' },
  'finance.entry.opening': { ar: 'رصيد افتتاحي', en: 'Opening', fr: 'Ouverture' },
  'finance.entry.reallocation': {
    ar: 'تحويل بين الصناديق المالية',
    en: 'Reallocation',
    fr: 'Réaffectation',
  },
  'finance.entry.reversal': { ar: 'قيد عكسي', en: 'Reversal', fr: 'Contre-passation' },
  'finance.entry.payroll': { ar: 'رواتب', en: 'Payroll', fr: 'Paie' },
  'finance.entry.advance': { ar: 'سلفة', en: 'Advance', fr: 'Avance' },
  'finance.entry.student_money': {
    ar: 'رسوم ومكافآت الطلاب',
    en: 'Student money',
    fr: 'Argent des élèves',
  },
  'finance.entry.donation': { ar: 'تبرع', en: 'Donation', fr: 'Don' },
  'finance.entry.manual': { ar: 'قيد يدوي', en: 'Manual entry', fr: 'Écriture manuelle' },
});
