import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** The words of the public giving pages (/page/donate, /page/checkout, /page/payment, /page/pricing). */
export const siteGivingMessages = defineMessagesSideBySide({
  'site.give.donateTitle': { ar: 'تبرّع', en: 'Donate', fr: 'Faire un don' },
  'site.give.checkoutTitle': {
    ar: 'إتمام التبرع',
    en: 'Donation checkout',
    fr: 'Finaliser le don',
  },
  'site.give.paymentTitle': { ar: 'نتيجة التبرع', en: 'Your donation', fr: 'Votre don' },
  'site.give.pricingTitle': {
    ar: 'باقات الكفالة',
    en: 'Sponsorship packages',
    fr: 'Formules de parrainage',
  },
  'site.give.intro': {
    ar: 'اختر وجه التبرع والمبلغ، ثم أدخل بياناتك، وحوّل المبلغ إلى حسابنا البنكي بالرقم المرجعي.',
    en: 'Choose what to give to and how much, enter your details, then transfer the amount to our bank with the reference.',
    fr: 'Choisissez l’objet et le montant de votre don, saisissez vos coordonnées, puis virez le montant à notre banque avec la référence.',
  },
  'site.give.type': { ar: 'وجه التبرع', en: 'Give to', fr: 'Destination du don' },
  'site.give.amount': { ar: 'المبلغ', en: 'Amount', fr: 'Montant' },
  'site.give.other': { ar: 'مبلغ آخر', en: 'Other amount', fr: 'Autre montant' },
  'site.give.otherAmount': {
    ar: 'المبلغ الآخر (بالوحدة الكاملة)',
    en: 'Other amount (whole units)',
    fr: 'Autre montant (unités entières)',
  },
  'site.give.currency': { ar: 'العملة', en: 'Currency', fr: 'Devise' },
  'site.give.frequency': { ar: 'الدورية', en: 'How often', fr: 'Fréquence' },
  'site.give.project': { ar: 'المشروع', en: 'Project', fr: 'Projet' },
  'site.give.minimum': {
    ar: 'الحد الأدنى: {{amount}}',
    en: 'Minimum: {{amount}}',
    fr: 'Minimum : {{amount}}',
  },
  'site.give.continue': { ar: 'متابعة', en: 'Continue', fr: 'Continuer' },
  'site.give.noTypes': {
    ar: 'لا توجد أوجه تبرع منشورة حاليًا. يسعدنا تواصلكم معنا مباشرة.',
    en: 'No donation type is published at the moment. Please contact us directly.',
    fr: 'Aucun type de don n’est publié pour le moment. Contactez-nous directement.',
  },
  'site.give.progress': {
    ar: 'جُمع {{raised}} من {{target}}',
    en: '{{raised}} raised of {{target}}',
    fr: '{{raised}} collectés sur {{target}}',
  },
  'site.give.raised': { ar: 'جُمع {{raised}}', en: '{{raised}} raised', fr: '{{raised}} collectés' },
  'site.give.donateToProject': {
    ar: 'تبرّع لهذا المشروع',
    en: 'Give to this project',
    fr: 'Donner à ce projet',
  },
  'site.give.yourGift': { ar: 'تبرعك', en: 'Your gift', fr: 'Votre don' },
  'site.give.change': { ar: 'تغيير', en: 'Change', fr: 'Modifier' },
  'site.give.details': { ar: 'بياناتك', en: 'Your details', fr: 'Vos coordonnées' },
  'site.give.fullName': { ar: 'الاسم الكامل', en: 'Full name', fr: 'Nom complet' },
  'site.give.phone': { ar: 'رقم الجوال', en: 'Mobile number', fr: 'Numéro de portable' },
  'site.give.phoneHelp': {
    ar: 'مع رمز الدولة، مثل ‎+90 532 000 00 00',
    en: 'With the country code, e.g. +90 532 000 00 00',
    fr: 'Avec l’indicatif du pays, ex. +90 532 000 00 00',
  },
  'site.give.email': {
    ar: 'البريد الإلكتروني (اختياري)',
    en: 'E-mail (optional)',
    fr: 'E-mail (facultatif)',
  },
  'site.give.language': {
    ar: 'لغة الإيصال والرسائل',
    en: 'Language of receipts and letters',
    fr: 'Langue des reçus et courriers',
  },
  'site.give.messagesConsent': {
    ar: 'أرسلوا إليّ رسائل عن تبرعي عبر واتساب أو الرسائل القصيرة.',
    en: 'Send me messages about my donation by WhatsApp or SMS.',
    fr: 'M’envoyer des messages sur mon don par WhatsApp ou SMS.',
  },
  'site.give.consent': {
    ar: 'أوافق على حفظ بياناتي لإصدار الإيصال والتواصل معي بشأن تبرعي.',
    en: 'I agree that my details are kept to issue the receipt and contact me about my gift.',
    fr: 'J’accepte que mes coordonnées soient conservées pour émettre le reçu et me contacter au sujet de mon don.',
  },
  'site.give.method': {
    ar: 'طريقة الدفع: تحويل بنكي',
    en: 'Payment: bank transfer',
    fr: 'Paiement : virement bancaire',
  },
  'site.give.submit': { ar: 'تبرّع الآن', en: 'Donate now', fr: 'Faire le don' },
  'site.give.fix': {
    ar: 'راجع الحقول المشار إليها أدناه.',
    en: 'Please check the fields marked below.',
    fr: 'Vérifiez les champs signalés ci-dessous.',
  },
  'site.give.chooseFirst': {
    ar: 'اختر تبرعك أولًا.',
    en: 'Choose your gift first.',
    fr: 'Choisissez d’abord votre don.',
  },
  'site.give.thanks': {
    ar: 'جزاك الله خيرًا، سُجّل تبرعك',
    en: 'Thank you, your gift is recorded',
    fr: 'Merci, votre don est enregistré',
  },
  'site.give.reference': { ar: 'الرقم المرجعي', en: 'Reference', fr: 'Référence' },
  'site.give.bank': { ar: 'الحساب', en: 'Account', fr: 'Compte' },
  'site.give.bankName': { ar: 'البنك', en: 'Bank', fr: 'Banque' },
  'site.give.iban': { ar: 'رقم الآيبان', en: 'IBAN', fr: 'IBAN' },
  'site.give.copy': { ar: 'نسخ', en: 'Copy', fr: 'Copier' },
  'site.give.copied': { ar: 'نُسخ.', en: 'Copied.', fr: 'Copié.' },
  'site.give.next': {
    ar: 'حوّل المبلغ إلى الحساب أعلاه واكتب الرقم المرجعي في بيان التحويل. حين يؤكد المحاسب وصول المبلغ يُصدر إيصالك بلغتك.',
    en: 'Transfer the amount to the account above with the reference in the transfer’s description. When our accountant confirms it arrived, your receipt is issued in your language.',
    fr: 'Virez le montant sur le compte ci-dessus en indiquant la référence dans le libellé. Quand notre comptable confirme sa réception, votre reçu est émis dans votre langue.',
  },
  'site.give.state.pending': {
    ar: 'بانتظار وصول التحويل',
    en: 'Waiting for the transfer',
    fr: 'En attente du virement',
  },
  'site.give.state.confirmed': {
    ar: 'وصل المبلغ، شكرًا لك',
    en: 'Received, thank you',
    fr: 'Reçu, merci',
  },
  'site.give.state.refunded': { ar: 'أُعيد المبلغ', en: 'Refunded', fr: 'Remboursé' },
  'site.give.state.failed': { ar: 'لم يتم', en: 'Not completed', fr: 'Non abouti' },
  'site.give.noPayment': {
    ar: 'لم نجد هذا التبرع. يمكنك البدء من صفحة التبرع.',
    en: 'We could not find this gift. You can start again from the donation page.',
    fr: 'Ce don est introuvable. Vous pouvez recommencer depuis la page des dons.',
  },
  'site.give.perMonth': {
    ar: '{{amount}} شهريًا',
    en: '{{amount}} a month',
    fr: '{{amount}} par mois',
  },
  'site.give.covers': { ar: 'ما تغطيه', en: 'What it covers', fr: 'Ce qu’il couvre' },
  'site.give.sponsorMonthly': {
    ar: 'اكفل شهريًا',
    en: 'Sponsor monthly',
    fr: 'Parrainer chaque mois',
  },
  'site.give.noPackages': {
    ar: 'لا توجد باقات كفالة منشورة حاليًا.',
    en: 'No sponsorship package is published at the moment.',
    fr: 'Aucune formule de parrainage n’est publiée pour le moment.',
  },
  'site.give.pricingIntro': {
    ar: 'اكفل طالبًا أو حلقة بمبلغ شهري ثابت، يُقيَّد في صندوق الكفالات ويصلك إيصاله كل شهر.',
    en: 'Sponsor a student or a circle with a fixed monthly amount, posted to the sponsorship fund, with a receipt every month.',
    fr: 'Parrainez un élève ou un cercle avec un montant mensuel fixe, versé au fonds des parrainages, avec un reçu chaque mois.',
  },
});

/** Counted words of the giving pages. */
export const siteGivingCountedMessages = defineCounted({
  'site.give.donors': {
    ar: {
      zero: 'لا متبرعين بعد',
      one: 'متبرع واحد',
      two: 'متبرعان',
      few: '{{n}} متبرعين',
      many: '{{n}} متبرعًا',
      other: '{{n}} متبرع',
    },
    en: { one: '{{n}} donor', other: '{{n}} donors' },
    fr: { one: '{{n}} donateur', many: '{{n}} de donateurs', other: '{{n}} donateurs' },
  },
});
