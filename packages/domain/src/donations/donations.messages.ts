import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** The words of the donations module: states, refusals, the receipt and the screens. */
export const donationsMessages = defineMessagesSideBySide({
  // Refusals
  'donations.errors.currencyList': {
    ar: 'اكتب رموز العملات مفصولة بفواصل، مثل TRY,USD',
    en: 'Write currency codes separated by commas, e.g. TRY,USD',
    fr: 'Écrivez des codes de devise séparés par des virgules, ex. TRY,USD',
  },
  'donations.errors.amountList': {
    ar: 'اكتب المبالغ أعدادًا موجبة مفصولة بفواصل',
    en: 'Write the amounts as positive numbers separated by commas',
    fr: 'Écrivez les montants en nombres positifs séparés par des virgules',
  },
  'donations.errors.currency': {
    ar: 'رمز العملة ثلاثة أحرف لاتينية',
    en: 'A currency code is three Latin letters',
    fr: 'Un code de devise compte trois lettres latines',
  },
  'donations.errors.consent': {
    ar: 'يلزم الموافقة على حفظ بياناتك والتواصل معك',
    en: 'Your consent to keep your details and contact you is required',
    fr: 'Votre consentement à conserver vos données et à vous contacter est requis',
  },
  'donations.errors.typeNotPublished': {
    ar: 'نوع التبرع هذا غير متاح',
    en: 'This donation type is not available',
    fr: 'Ce type de don n’est pas disponible',
  },
  'donations.errors.currencyNotAccepted': {
    ar: 'لا يقبل هذا النوع العملة {{currency}}',
    en: 'This type does not accept {{currency}}',
    fr: 'Ce type n’accepte pas {{currency}}',
  },
  'donations.errors.belowMinimum': {
    ar: 'المبلغ أقل من الحد الأدنى {{minimum}}',
    en: 'The amount is below the minimum of {{minimum}}',
    fr: 'Le montant est inférieur au minimum de {{minimum}}',
  },
  'donations.errors.noRate': {
    ar: 'لا يوجد سعر صرف مسجَّل من {{from}} إلى {{currency}}؛ تبرَّع بعملة {{from}}',
    en: 'No exchange rate from {{from}} to {{currency}} is recorded; please give in {{from}}',
    fr: 'Aucun taux de change de {{from}} vers {{currency}} n’est enregistré ; donnez en {{from}}',
  },
  'donations.errors.duplicate': {
    ar: 'وصلنا تبرعك نفسه قبل أقل من دقيقة؛ لم يُسجَّل مرة أخرى',
    en: 'The same gift arrived less than a minute ago; it was not recorded twice',
    fr: 'Le même don est arrivé il y a moins d’une minute ; il n’a pas été enregistré deux fois',
  },
  'donations.errors.wrongState': {
    ar: 'لا يمكن ذلك والحالة «{{state}}»',
    en: 'Not possible while the state is “{{state}}”',
    fr: 'Impossible tant que l’état est « {{state}} »',
  },
  'donations.errors.boxCurrency': {
    ar: 'عملة الصندوق {{box}} لا توافق عملة الدفعة {{currency}}',
    en: 'The box is kept in {{box}}, not in the payment’s {{currency}}',
    fr: 'La caisse est tenue en {{box}}, pas dans la devise {{currency}} du paiement',
  },
  'donations.errors.noBox': {
    ar: 'اختر الصندوق أو الحساب البنكي الذي وصل إليه المال',
    en: 'Choose the box or bank account the money arrived in',
    fr: 'Choisissez la caisse ou le compte bancaire qui a reçu l’argent',
  },
  'donations.errors.instalment': {
    ar: 'القسط لا يتبع هذا التبرع أو دُفع من قبل',
    en: 'The instalment is not this donation’s or is already paid',
    fr: 'L’échéance n’est pas de ce don ou est déjà payée',
  },
  'donations.errors.subjectRequired.student': {
    ar: 'اختر الطالب المكفول',
    en: 'Choose the student to sponsor',
    fr: 'Choisissez l’élève parrainé',
  },
  'donations.errors.subjectRequired.ring': {
    ar: 'اختر الحلقة المكفولة',
    en: 'Choose the ring to sponsor',
    fr: 'Choisissez le cercle parrainé',
  },
  'donations.errors.subjectRequired.family': {
    ar: 'اختر حالة الأسرة المكفولة',
    en: 'Choose the family’s special case',
    fr: 'Choisissez le cas particulier de la famille',
  },
  'donations.errors.subjectRequired.teacher': {
    ar: 'اختر المعلم المكفول',
    en: 'Choose the teacher to sponsor',
    fr: 'Choisissez l’enseignant parrainé',
  },
  'donations.errors.subjectOther.student': {
    ar: 'طلب كفالة طالب لا يُربط بهذا السجل: اترك الحقل فارغًا',
    en: 'A request for a student names no such record: leave this empty',
    fr: 'Une demande pour un élève ne nomme pas cette fiche : laissez ce champ vide',
  },
  'donations.errors.subjectOther.ring': {
    ar: 'طلب كفالة حلقة لا يُربط بهذا السجل: اترك الحقل فارغًا',
    en: 'A request for a ring names no such record: leave this empty',
    fr: 'Une demande pour un cercle ne nomme pas cette fiche : laissez ce champ vide',
  },
  'donations.errors.subjectOther.family': {
    ar: 'طلب كفالة أسرة لا يُربط بهذا السجل: اترك الحقل فارغًا',
    en: 'A request for a family names no such record: leave this empty',
    fr: 'Une demande pour une famille ne nomme pas cette fiche : laissez ce champ vide',
  },
  'donations.errors.subjectOther.teacher': {
    ar: 'طلب كفالة معلم لا يُربط بهذا السجل: اترك الحقل فارغًا',
    en: 'A request for a teacher names no such record: leave this empty',
    fr: 'Une demande pour un enseignant ne nomme pas cette fiche : laissez ce champ vide',
  },
  'donations.errors.subjectNotInCentre': {
    ar: 'مركز الطلب هو مركز المكفول ولا يُغيَّر وحده',
    en: 'A request’s centre is its sponsored record’s and cannot be changed alone',
    fr: 'Le centre d’une demande est celui du parrainé et ne se change pas seul',
  },
  'donations.errors.notTeacher': {
    ar: 'هذا الموظف ليس معلمًا',
    en: 'This staff member is not a teacher',
    fr: 'Ce membre du personnel n’est pas enseignant',
  },
  'donations.errors.teacherNoCentre': {
    ar: 'هذا المعلم غير مرتبط بمركز',
    en: 'This teacher has no home centre',
    fr: 'Cet enseignant n’a pas de centre d’attache',
  },
  'donations.errors.overCovered': {
    ar: 'هذه الكفالة تتجاوز حاجة الطلب (المتبقي {{left}})',
    en: 'This sponsorship exceeds the request’s need ({{left}} left)',
    fr: 'Ce parrainage dépasse le besoin de la demande (reste {{left}})',
  },
  'donations.errors.linkClosed': {
    ar: 'رابط التسجيل هذا مغلق أو منتهٍ أو اكتمل عدده',
    en: 'This registration link is closed, expired or full',
    fr: 'Ce lien d’inscription est fermé, expiré ou complet',
  },
  'donations.errors.noBank': {
    ar: 'لا حساب بنكي لهذا النوع بعد؛ تواصل معنا',
    en: 'This type has no bank account yet; please contact us',
    fr: 'Ce type n’a pas encore de compte bancaire ; contactez-nous',
  },
  'donations.errors.noProvider': {
    ar: 'لا مزوّد دفع لهذه الطريقة',
    en: 'No payment provider handles this method',
    fr: 'Aucun prestataire de paiement ne gère ce mode',
  },
  'donations.errors.notSettled': {
    ar: 'لم يؤكد مزوّد الدفع وصول المال بعد',
    en: 'The payment provider has not confirmed the money yet',
    fr: 'Le prestataire n’a pas encore confirmé la réception',
  },
  // States
  'donations.state.active': { ar: 'سارٍ', en: 'Active', fr: 'Actif' },
  'donations.state.paused': { ar: 'موقوف مؤقتًا', en: 'Paused', fr: 'En pause' },
  'donations.state.completed': { ar: 'مكتمل', en: 'Completed', fr: 'Terminé' },
  'donations.state.cancelled': { ar: 'ملغى', en: 'Cancelled', fr: 'Annulé' },
  'donations.payment.pending': { ar: 'بانتظار التأكيد', en: 'Pending', fr: 'En attente' },
  'donations.payment.confirmed': { ar: 'مؤكد', en: 'Confirmed', fr: 'Confirmé' },
  'donations.payment.refunded': { ar: 'مسترد', en: 'Refunded', fr: 'Remboursé' },
  'donations.payment.failed': { ar: 'فشل', en: 'Failed', fr: 'Échoué' },
  'donations.method.cash': { ar: 'نقدًا', en: 'Cash', fr: 'Espèces' },
  'donations.method.transfer': { ar: 'تحويل بنكي', en: 'Bank transfer', fr: 'Virement' },
  'donations.method.card': { ar: 'بطاقة', en: 'Card', fr: 'Carte' },
  'donations.frequency.once': { ar: 'مرة واحدة', en: 'One-off', fr: 'Ponctuel' },
  'donations.frequency.monthly': { ar: 'شهري', en: 'Monthly', fr: 'Mensuel' },
  'donations.frequency.quarterly': { ar: 'ربع سنوي', en: 'Quarterly', fr: 'Trimestriel' },
  'donations.frequency.yearly': { ar: 'سنوي', en: 'Yearly', fr: 'Annuel' },
  // Receipt
  'donations.receipt.title': { ar: 'إيصال تبرع', en: 'Donation receipt', fr: 'Reçu de don' },
  'donations.receipt.donor': { ar: 'المتبرع', en: 'Donor', fr: 'Donateur' },
  'donations.receipt.type': { ar: 'نوع التبرع', en: 'Donation type', fr: 'Type de don' },
  'donations.receipt.amount': { ar: 'المبلغ', en: 'Amount', fr: 'Montant' },
  'donations.receipt.method': { ar: 'طريقة الدفع', en: 'Method', fr: 'Mode de paiement' },
  'donations.receipt.reference': { ar: 'المرجع', en: 'Reference', fr: 'Référence' },
  'donations.receipt.received': { ar: 'تاريخ الاستلام', en: 'Received on', fr: 'Reçu le' },
  'donations.receipt.thanks': {
    ar: 'جزاكم الله خيرًا، وتقبّل منكم.',
    en: 'May God reward you and accept your gift.',
    fr: 'Que Dieu vous récompense et accepte votre don.',
  },
  'donations.receipt.treasurer': { ar: 'أمين الصندوق', en: 'Treasurer', fr: 'Trésorier' },
  'donations.receipt.refunded': {
    ar: 'أُعيد هذا المبلغ إلى المتبرع',
    en: 'This amount was refunded to the donor',
    fr: 'Ce montant a été remboursé au donateur',
  },
  // Screens
  'donations.ui.donations': {
    ar: 'التبرعات والتعهدات',
    en: 'Donations and pledges',
    fr: 'Dons et engagements',
  },
  'donations.ui.payments': {
    ar: 'مدفوعات التبرعات',
    en: 'Donation payments',
    fr: 'Paiements des dons',
  },
  'donations.ui.benefactor': { ar: 'المحسن', en: 'Benefactor', fr: 'Bienfaiteur' },
  'donations.ui.type': { ar: 'النوع', en: 'Type', fr: 'Type' },
  'donations.ui.amount': { ar: 'المبلغ', en: 'Amount', fr: 'Montant' },
  'donations.ui.currency': { ar: 'العملة', en: 'Currency', fr: 'Devise' },
  'donations.ui.frequency': { ar: 'الدورية', en: 'Frequency', fr: 'Fréquence' },
  'donations.ui.instalments': { ar: 'عدد الأقساط', en: 'Instalments', fr: 'Échéances' },
  'donations.ui.openEnded': { ar: 'مفتوح', en: 'Open-ended', fr: 'Sans fin' },
  'donations.ui.start': { ar: 'البداية', en: 'Start', fr: 'Début' },
  'donations.ui.state': { ar: 'الحالة', en: 'State', fr: 'État' },
  'donations.ui.paid': { ar: 'المدفوع', en: 'Paid', fr: 'Payé' },
  'donations.ui.method': { ar: 'الطريقة', en: 'Method', fr: 'Mode' },
  'donations.ui.received': { ar: 'الاستلام', en: 'Received', fr: 'Reçu' },
  'donations.ui.reference': { ar: 'المرجع', en: 'Reference', fr: 'Référence' },
  'donations.ui.iban': { ar: 'رقم الآيبان', en: 'IBAN', fr: 'IBAN' },
  'donations.ui.copy': { ar: 'نسخ', en: 'Copy', fr: 'Copier' },
  'donations.ui.copied': { ar: 'نُسخ', en: 'Copied', fr: 'Copié' },
  'donations.ui.serial': { ar: 'رقم الإيصال', en: 'Receipt no.', fr: 'N° de reçu' },
  'donations.ui.confirm': {
    ar: 'تأكيد الاستلام',
    en: 'Confirm receipt',
    fr: 'Confirmer la réception',
  },
  'donations.ui.refund': { ar: 'استرداد', en: 'Refund', fr: 'Rembourser' },
  'donations.ui.refundReason': {
    ar: 'سبب الاسترداد',
    en: 'Reason for the refund',
    fr: 'Motif du remboursement',
  },
  'donations.ui.receipt': { ar: 'الإيصال', en: 'Receipt', fr: 'Reçu' },
  'donations.ui.confirmed': {
    ar: 'أُكّدت الدفعة وقُيّدت في الصندوق',
    en: 'Payment confirmed and posted to the fund',
    fr: 'Paiement confirmé et passé dans le fonds',
  },
  'donations.ui.refunded': {
    ar: 'أُعيد المبلغ وعُكس القيد',
    en: 'Refunded; the entry was reversed',
    fr: 'Remboursé ; l’écriture a été contrepassée',
  },
  'donations.ui.empty': {
    ar: 'لا شيء هنا بعد',
    en: 'Nothing here yet',
    fr: 'Rien ici pour l’instant',
  },
  'donations.ui.search': {
    ar: 'بحث باسم المحسن',
    en: 'Search by benefactor',
    fr: 'Rechercher un bienfaiteur',
  },
  'donations.ui.all': { ar: 'الكل', en: 'All', fr: 'Tous' },
  'donations.ui.donate': { ar: 'تبرّع الآن', en: 'Donate now', fr: 'Donner maintenant' },
  'donations.ui.raised': { ar: 'جُمع', en: 'Raised', fr: 'Collecté' },
  'donations.ui.target': { ar: 'الهدف', en: 'Target', fr: 'Objectif' },
  'donations.ui.notFound': {
    ar: 'الصفحة غير موجودة',
    en: 'Page not found',
    fr: 'Page introuvable',
  },
  'donations.ui.retry': { ar: 'إعادة المحاولة', en: 'Retry', fr: 'Réessayer' },
  'donations.ui.loadFailed': {
    ar: 'تعذّر التحميل',
    en: 'Could not load',
    fr: 'Chargement impossible',
  },
  'donations.ui.register': {
    ar: 'سجّل محسنًا',
    en: 'Register as a benefactor',
    fr: 'S’inscrire comme bienfaiteur',
  },
  'donations.ui.registered': {
    ar: 'شكرًا لك، وصل تسجيلك',
    en: 'Thank you, your registration arrived',
    fr: 'Merci, votre inscription est arrivée',
  },
  'donations.ui.fullName': { ar: 'الاسم الكامل', en: 'Full name', fr: 'Nom complet' },
  'donations.ui.phone': { ar: 'رقم الجوال', en: 'Phone number', fr: 'Téléphone' },
  'donations.ui.email': {
    ar: 'البريد الإلكتروني (اختياري)',
    en: 'E-mail (optional)',
    fr: 'E-mail (facultatif)',
  },
  'donations.ui.country': {
    ar: 'الدولة',
    en: 'Country',
    fr: 'Pays',
  },
  'donations.ui.messagesConsent': {
    ar: 'أرسلوا إليّ رسائل عن تبرعي عبر واتساب أو الرسائل القصيرة',
    en: 'Send me messages about my donation by WhatsApp or SMS',
    fr: 'M’envoyer des messages sur mon don par WhatsApp ou SMS',
  },
  'donations.ui.consent': {
    ar: 'أوافق على حفظ بياناتي والتواصل معي بشأن تبرعاتي',
    en: 'I agree that my details are kept and that I am contacted about my gifts',
    fr: 'J’accepte que mes données soient conservées et d’être contacté au sujet de mes dons',
  },
  'donations.ui.transferThanks': {
    ar: 'جزاك الله خيرًا. حوّل المبلغ إلى الحساب أدناه واكتب المرجع في وصف التحويل.',
    en: 'Thank you. Transfer the amount to the account below and quote the reference.',
    fr: 'Merci. Virez le montant sur le compte ci-dessous en indiquant la référence.',
  },
  'donations.ui.send': { ar: 'إرسال', en: 'Send', fr: 'Envoyer' },
  'donations.ui.closed': {
    ar: 'هذا الرابط مغلق',
    en: 'This link is closed',
    fr: 'Ce lien est fermé',
  },
});

/** Counted messages (`key_<plural category>`). */
export const donationsCountedMessages = defineCounted({
  'donations.ui.donorsCount': {
    ar: {
      zero: 'لا متبرعين بعد',
      one: 'متبرع واحد',
      two: 'متبرعان',
      few: '{{n}} متبرعين',
      many: '{{n}} متبرعًا',
      other: '{{n}} متبرع',
    },
    en: { one: 'one donor', other: '{{n}} donors' },
    fr: { one: 'un donateur', many: '{{n}} de donateurs', other: '{{n}} donateurs' },
  },
});
