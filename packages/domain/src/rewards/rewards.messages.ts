import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** Refusals of the rewards module (server and screens). */
export const rewardsMessages = defineMessagesSideBySide({
  'rewards.errors.notFound': {
    ar: 'المكافأة غير موجودة أو خارج صلاحياتك.',
    en: 'The reward was not found, or is outside your scope.',
    fr: 'Récompense introuvable, ou hors de votre périmètre.',
  },
  'rewards.errors.beneficiary': {
    ar: 'المستفيد غير موجود أو خارج صلاحياتك.',
    en: 'The beneficiary was not found, or is outside your scope.',
    fr: 'Bénéficiaire introuvable, ou hors de votre périmètre.',
  },
  'rewards.errors.noCentre': {
    ar: 'المستفيد ليس تابعًا لمركز، فلا تُقترح له مكافأة.',
    en: 'The beneficiary belongs to no centre, so no reward can be proposed.',
    fr: 'Le bénéficiaire n’appartient à aucun centre : aucune récompense possible.',
  },
  'rewards.errors.rule': {
    ar: 'القاعدة غير موجودة أو غير فعّالة أو لا تخص هذا المستفيد.',
    en: 'The rule does not exist, is not active, or is not for this beneficiary.',
    fr: 'La règle n’existe pas, n’est pas active, ou ne vise pas ce bénéficiaire.',
  },
  'rewards.errors.reason': {
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    en: 'Give the reason (three characters at least).',
    fr: 'Indiquez le motif (trois caractères au moins).',
  },
  'rewards.errors.valueOne': {
    ar: 'اذكر النقاط أو المبلغ، أحدهما فقط.',
    en: 'Give the points or the amount, one of them.',
    fr: 'Indiquez les points ou le montant, l’un des deux.',
  },
  'rewards.errors.points': {
    ar: 'النقاط عدد صحيح موجب.',
    en: 'Points are a positive whole number.',
    fr: 'Les points sont un entier positif.',
  },
  'rewards.errors.amount': {
    ar: 'المبلغ يجب أن يكون موجبًا.',
    en: 'The amount must be above zero.',
    fr: 'Le montant doit être supérieur à zéro.',
  },
  'rewards.errors.currency': {
    ar: 'العملة غير صحيحة.',
    en: 'The currency is not valid.',
    fr: 'La devise n’est pas valide.',
  },
  'rewards.errors.pointsRequired': {
    ar: 'اذكر عدد النقاط.',
    en: 'Give the number of points.',
    fr: 'Indiquez le nombre de points.',
  },
  'rewards.errors.amountRequired': {
    ar: 'اذكر المبلغ وعملته.',
    en: 'Give the amount and its currency.',
    fr: 'Indiquez le montant et sa devise.',
  },
  'rewards.errors.streakDays': {
    ar: 'اذكر عدد أيام الحضور المتصل (يومان على الأقل).',
    en: 'Give the number of streak days (two at least).',
    fr: 'Indiquez le nombre de jours de présence continue (deux au moins).',
  },
  'rewards.errors.notProposed': {
    ar: 'هذه المكافأة ليست مقترحة، فلا تُعتمد ولا تُرفض الآن.',
    en: 'This reward is not proposed, so it cannot be approved or rejected now.',
    fr: 'Cette récompense n’est pas proposée : elle ne peut plus être approuvée ni refusée.',
  },
  'rewards.errors.selfDecision': {
    ar: 'لا يعتمد المكافأة أو يرفضها من اقترحها ولا من يستفيد منها.',
    en: 'Whoever proposed a reward, and whoever receives it, may not approve or reject it.',
    fr: 'Ni l’auteur de la proposition ni le bénéficiaire ne peuvent l’approuver ou la refuser.',
  },
  'rewards.errors.selfPayment': {
    ar: 'لا يدفع المكافأة من اعتمدها ولا المستفيد منها: يدفعها محاسب آخر.',
    en: 'Whoever approved a reward, or receives it, may not pay it: another accountant pays it.',
    fr: 'Ni qui a approuvé une récompense ni son bénéficiaire ne peuvent la payer : un autre comptable la paie.',
  },
  'rewards.errors.noRewards': {
    ar: 'اختر مكافأة معتمدة واحدة على الأقل.',
    en: 'Choose one approved reward at least.',
    fr: 'Choisissez au moins une récompense approuvée.',
  },
  'rewards.errors.notPayable': {
    ar: 'من المكافآت المختارة ما ليس معتمدًا أو ما دُفع أو ما ليس مبلغًا ماليًا.',
    en: 'Some chosen rewards are not approved, already paid, or not money.',
    fr: 'Certaines récompenses choisies ne sont pas approuvées, déjà payées, ou sans montant.',
  },
  'rewards.errors.mixed': {
    ar: 'التحويل الواحد لمركز واحد وعملة واحدة.',
    en: 'One transfer pays one centre in one currency.',
    fr: 'Un versement paie un seul centre dans une seule devise.',
  },
  'rewards.errors.fund': {
    ar: 'هذا الصندوق لا يُصرف منه على المكافآت.',
    en: 'This fund may not pay rewards.',
    fr: 'Ce fonds ne peut pas payer de récompenses.',
  },
  'rewards.errors.account': {
    ar: 'اختر صندوقًا نقديًا أو حسابًا بنكيًا للمركز بعملة المكافآت.',
    en: 'Choose a cash box or bank of the centre in the rewards’ currency.',
    fr: 'Choisissez une caisse ou une banque du centre dans la devise des récompenses.',
  },
  'rewards.errors.transferNotFound': {
    ar: 'التحويل غير موجود أو خارج صلاحياتك.',
    en: 'The transfer was not found, or is outside your scope.',
    fr: 'Versement introuvable, ou hors de votre périmètre.',
  },
  'rewards.errors.alreadyReversed': {
    ar: 'عُكس هذا التحويل من قبل.',
    en: 'This transfer was already reversed.',
    fr: 'Ce versement a déjà été annulé.',
  },
  'rewards.errors.date': {
    ar: 'التاريخ غير صحيح.',
    en: 'The date is not valid.',
    fr: 'La date n’est pas valide.',
  },
  'rewards.errors.notTeacher': {
    ar: 'اختر محفّظًا.',
    en: 'Choose a teacher.',
    fr: 'Choisissez un enseignant.',
  },
  'finance.entry.reward': { ar: 'مكافآت', en: 'Rewards', fr: 'Récompenses' },
  // The roles screen's name of the transfers' permissions.
  'identity.resource.reward-transfers': {
    ar: 'تحويلات المكافآت',
    en: 'Reward transfers',
    fr: 'Versements des récompenses',
  },
});

/** Words of the rewards screens. */
export const rewardsUiMessages = defineMessagesSideBySide({
  'rewards.state.proposed': { ar: 'مقترحة', en: 'Proposed', fr: 'Proposée' },
  'rewards.state.approved': { ar: 'معتمدة', en: 'Approved', fr: 'Approuvée' },
  'rewards.state.rejected': { ar: 'مرفوضة', en: 'Rejected', fr: 'Refusée' },
  'rewards.state.paid': { ar: 'مدفوعة', en: 'Paid', fr: 'Payée' },
  'rewards.event.proposed': { ar: 'اقتُرحت', en: 'Proposed', fr: 'Proposée' },
  'rewards.event.approved': { ar: 'اعتُمدت', en: 'Approved', fr: 'Approuvée' },
  'rewards.event.rejected': { ar: 'رُفضت', en: 'Rejected', fr: 'Refusée' },
  'rewards.event.paid': { ar: 'دُفعت', en: 'Paid', fr: 'Payée' },
  'rewards.event.unpaid': {
    ar: 'أُعيدت معتمدة بعكس التحويل',
    en: 'Back to approved (transfer reversed)',
    fr: 'Revenue à approuvée (versement annulé)',
  },
  'rewards.kind.student': { ar: 'طالب', en: 'Student', fr: 'Élève' },
  'rewards.kind.teacher': { ar: 'محفّظ', en: 'Teacher', fr: 'Enseignant' },
  'rewards.trigger.juz_memorised': { ar: 'حفظ جزء', en: 'Juz memorised', fr: 'Juz mémorisé' },
  'rewards.trigger.test_passed': { ar: 'اجتياز اختبار', en: 'Test passed', fr: 'Examen réussi' },
  'rewards.trigger.attendance_streak': {
    ar: 'حضور متصل',
    en: 'Attendance streak',
    fr: 'Présence continue',
  },
  'rewards.trigger.manual': { ar: 'يدوية', en: 'Manual', fr: 'Manuelle' },
  'rewards.ui.all': { ar: 'الكل', en: 'All', fr: 'Tous' },
  'rewards.ui.sort': { ar: 'الترتيب', en: 'Sort by', fr: 'Trier par' },
  'rewards.ui.chooseReward': {
    ar: 'اختر مكافأة من قائمة المكافآت لعرض تفاصيلها.',
    en: 'Choose a reward in the rewards list to see its details.',
    fr: 'Choisissez une récompense dans la liste pour voir ses détails.',
  },
  'rewards.ui.state': { ar: 'الحالة', en: 'State', fr: 'État' },
  'rewards.ui.kind': { ar: 'نوع المستفيد', en: 'Beneficiary kind', fr: 'Type de bénéficiaire' },
  'rewards.ui.search': {
    ar: 'ابحث بالاسم أو السبب',
    en: 'Search a name or a reason',
    fr: 'Chercher un nom ou un motif',
  },
  'rewards.ui.beneficiary': { ar: 'المستفيد', en: 'Beneficiary', fr: 'Bénéficiaire' },
  'rewards.ui.student': { ar: 'الطالب', en: 'Student', fr: 'Élève' },
  'rewards.ui.teacher': { ar: 'المحفّظ', en: 'Teacher', fr: 'Enseignant' },
  'rewards.ui.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'rewards.ui.rule': { ar: 'القاعدة', en: 'Rule', fr: 'Règle' },
  'rewards.ui.noRule': {
    ar: 'بلا قاعدة (سبب يدوي)',
    en: 'No rule (manual reason)',
    fr: 'Sans règle (motif manuel)',
  },
  'rewards.ui.reason': { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  'rewards.ui.value': { ar: 'القيمة', en: 'Value', fr: 'Valeur' },
  'rewards.ui.valueKind': { ar: 'نوع القيمة', en: 'Kind of value', fr: 'Type de valeur' },
  'rewards.ui.points': { ar: 'النقاط', en: 'Points', fr: 'Points' },
  'rewards.ui.amount': { ar: 'المبلغ', en: 'Amount', fr: 'Montant' },
  'rewards.ui.currency': { ar: 'العملة', en: 'Currency', fr: 'Devise' },
  'rewards.ui.period': { ar: 'الفترة', en: 'Period', fr: 'Période' },
  'rewards.ui.proposedOn': { ar: 'تاريخ الاقتراح', en: 'Proposed on', fr: 'Proposée le' },
  'rewards.ui.propose': {
    ar: 'اقتراح مكافأة',
    en: 'Propose a reward',
    fr: 'Proposer une récompense',
  },
  'rewards.ui.proposeShort': { ar: 'اقتراح', en: 'Propose', fr: 'Proposer' },
  'rewards.ui.byMonthlyRun': {
    ar: 'اقتراح القواعد الشهري',
    en: 'the rules’ monthly run',
    fr: 'le passage mensuel des règles',
  },
  'rewards.ui.fromRules': {
    ar: 'اقتراح من القواعد',
    en: 'Propose from rules',
    fr: 'Proposer selon les règles',
  },
  'rewards.ui.fromRulesHint': {
    ar: 'يقترح مكافأة لكل من استحقها في الشهر بحسب القواعد الفعّالة، ولا يكرر ما اقتُرح من قبل.',
    en: 'Proposes a reward for everyone the active rules reward in the month; what was proposed before is not proposed again.',
    fr: 'Propose une récompense à chacun selon les règles actives du mois ; rien n’est proposé deux fois.',
  },
  'rewards.ui.month': { ar: 'الشهر', en: 'Month', fr: 'Mois' },
  'rewards.ui.approve': { ar: 'اعتماد', en: 'Approve', fr: 'Approuver' },
  'rewards.ui.reject': { ar: 'رفض', en: 'Reject', fr: 'Refuser' },
  'rewards.ui.rejectTitle': {
    ar: 'رفض المكافأة',
    en: 'Reject the reward',
    fr: 'Refuser la récompense',
  },
  'rewards.ui.open': { ar: 'التفاصيل', en: 'Details', fr: 'Détails' },
  'rewards.ui.noRewards': { ar: 'لا مكافآت بعد', en: 'No rewards yet', fr: 'Aucune récompense' },
  'rewards.ui.history': { ar: 'السجل', en: 'History', fr: 'Historique' },
  'rewards.ui.by': { ar: 'بواسطة', en: 'By', fr: 'Par' },
  'rewards.ui.transfer': { ar: 'التحويل', en: 'Transfer', fr: 'Versement' },
  'rewards.ui.entry': { ar: 'القيد', en: 'Ledger entry', fr: 'Écriture' },
  'rewards.ui.back': { ar: 'المكافآت', en: 'Rewards', fr: 'Récompenses' },
  'rewards.ui.totals': { ar: 'المجاميع', en: 'Totals', fr: 'Totaux' },
  'rewards.ui.pickTeacher': {
    ar: 'اختر محفّظًا',
    en: 'Choose a teacher',
    fr: 'Choisir un enseignant',
  },
  'rewards.ui.notLinked': {
    ar: 'حسابك غير مرتبط بمحفّظ، فاختر محفّظًا لعرض مكافآته.',
    en: 'Your account is not linked to a teacher; choose a teacher to see their rewards.',
    fr: 'Votre compte n’est lié à aucun enseignant : choisissez-en un pour voir ses récompenses.',
  },
  'rewards.ui.newTransfer': { ar: 'تحويل جديد', en: 'New transfer', fr: 'Nouveau versement' },
  'rewards.ui.transfers': { ar: 'التحويلات', en: 'Transfers', fr: 'Versements' },
  'rewards.ui.noTransfers': { ar: 'لا تحويلات بعد', en: 'No transfers yet', fr: 'Aucun versement' },
  'rewards.ui.fund': { ar: 'الصندوق المالي', en: 'Fund', fr: 'Fonds' },
  'rewards.ui.account': { ar: 'الصندوق أو البنك', en: 'Cash box or bank', fr: 'Caisse ou banque' },
  'rewards.ui.paidOn': { ar: 'تاريخ الدفع', en: 'Paid on', fr: 'Payé le' },
  'rewards.ui.total': { ar: 'الإجمالي', en: 'Total', fr: 'Total' },
  'rewards.ui.pickRewards': {
    ar: 'المكافآت المعتمدة غير المدفوعة',
    en: 'Approved rewards not paid',
    fr: 'Récompenses approuvées non payées',
  },
  'rewards.ui.pickCentre': {
    ar: 'اختر المركز والعملة لعرض مكافآتهما المعتمدة.',
    en: 'Choose the centre and currency to see their approved rewards.',
    fr: 'Choisissez le centre et la devise pour voir leurs récompenses approuvées.',
  },
  'rewards.ui.nothingToPay': {
    ar: 'لا مكافآت معتمدة بانتظار الدفع هنا.',
    en: 'No approved rewards wait to be paid here.',
    fr: 'Aucune récompense approuvée à payer ici.',
  },
  'rewards.ui.makeTransfer': {
    ar: 'تحويل وترحيل',
    en: 'Pay and post',
    fr: 'Payer et comptabiliser',
  },
  'rewards.ui.reverse': { ar: 'عكس التحويل', en: 'Reverse', fr: 'Annuler' },
  'rewards.ui.reverseHint': {
    ar: 'يُرحَّل قيد عكسي وتعود مكافآت التحويل معتمدة غير مدفوعة.',
    en: 'A reversing entry is posted and the transfer’s rewards return to approved, unpaid.',
    fr: 'Une écriture d’annulation est passée et les récompenses reviennent à approuvées, non payées.',
  },
  'rewards.ui.reversed': { ar: 'معكوس', en: 'Reversed', fr: 'Annulé' },
  'rewards.ui.posted': { ar: 'مُرحَّل', en: 'Posted', fr: 'Comptabilisé' },
  'rewards.ui.number': { ar: 'الرقم', en: 'Number', fr: 'Numéro' },
  'rewards.ui.selected': { ar: 'المختار', en: 'Selected', fr: 'Sélection' },
  'rewards.ui.proposedResult': {
    ar: 'اقتُرح {{proposed}}، وكان قد اقتُرح من قبل {{existing}}.',
    en: '{{proposed}} proposed; {{existing}} had been proposed before.',
    fr: '{{proposed}} proposée(s) ; {{existing}} l’étaient déjà.',
  },
});

/** Counted words of the rewards screens (`key_<plural category>`). */
export const rewardsCountedMessages = defineCounted({
  'rewards.count.rewards': {
    ar: {
      zero: 'لا مكافآت',
      one: 'مكافأة واحدة',
      two: 'مكافأتان',
      few: '{{n}} مكافآت',
      many: '{{n}} مكافأةً',
      other: '{{n}} مكافأة',
    },
    en: { one: '{{n}} reward', other: '{{n}} rewards' },
    fr: { one: '{{n}} récompense', many: '{{n}} de récompenses', other: '{{n}} récompenses' },
  },
  'rewards.count.points': {
    ar: {
      zero: 'لا نقاط',
      one: 'نقطة واحدة',
      two: 'نقطتان',
      few: '{{n}} نقاط',
      many: '{{n}} نقطةً',
      other: '{{n}} نقطة',
    },
    en: { one: '{{n}} point', other: '{{n}} points' },
    fr: { one: '{{n}} point', many: '{{n}} de points', other: '{{n}} points' },
  },
});
