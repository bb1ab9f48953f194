import { defineMessagesSideBySide } from '../i18n/define.ts';

/** Guardians' messages: refusals, states, events, drivers and the opt-out page. */
export const messagingMessages = defineMessagesSideBySide({
  'messaging.errors.body': {
    ar: 'اكتب نص الرسالة (من ١ إلى ١٠٠٠ حرف).',
    en: 'Write the message (1 to 1,000 characters).',
    fr: 'Écrivez le message (1 à 1 000 caractères).',
  },
  'messaging.errors.unknownVariable': {
    ar: 'يستعمل هذا القالب متغيرات لا يعرفها حدثه: {{names}}.',
    en: 'This template uses variables its event does not have: {{names}}.',
    fr: 'Ce modèle utilise des variables que son événement n’a pas : {{names}}.',
  },
  'messaging.errors.whatsappName': {
    ar: 'اسم قالب واتساب أحرف لاتينية صغيرة وأرقام وشرطة سفلية.',
    en: 'The WhatsApp template name is lowercase letters, digits and underscores.',
    fr: 'Le nom du modèle WhatsApp s’écrit en minuscules, chiffres et tirets bas.',
  },
  'messaging.errors.whatsappParams': {
    ar: 'معاملات قالب واتساب يجب أن تكون من متغيرات هذا الحدث: {{names}}.',
    en: 'The WhatsApp parameters must be variables of this event: {{names}}.',
    fr: 'Les paramètres WhatsApp doivent être des variables de cet événement : {{names}}.',
  },
  'messaging.errors.driver': {
    ar: 'هذا المزود لا يرسل عبر هذه القناة.',
    en: 'This driver does not send on this channel.',
    fr: 'Ce fournisseur n’envoie pas sur ce canal.',
  },
  'messaging.errors.setting': {
    ar: 'املأ إعداد المزود «{{name}}».',
    en: 'Fill in the driver’s setting “{{name}}”.',
    fr: 'Renseignez le paramètre « {{name}} » du fournisseur.',
  },
  'messaging.errors.unknownSetting': {
    ar: 'لا يوجد إعداد باسم «{{name}}» لهذا المزود.',
    en: 'The driver has no setting “{{name}}”.',
    fr: 'Le fournisseur n’a pas de paramètre « {{name}} ».',
  },
  'messaging.errors.url': {
    ar: 'يجب أن يكون العنوان رابط http أو https.',
    en: 'The address must be an http or https URL.',
    fr: 'L’adresse doit être une URL http ou https.',
  },
  'messaging.errors.successRule': {
    ar: 'قاعدة النجاح: «status:2xx» أو «status:200» أو «body:<نص>».',
    en: 'The success rule is “status:2xx”, “status:200” or “body:<text>”.',
    fr: 'La règle de succès est « status:2xx », « status:200 » ou « body:<texte> ».',
  },
  'messaging.errors.noKey': {
    ar: 'لا يمكن حفظ بيانات الدخول: اضبط MESSAGES_SECRET_KEY على الخادم.',
    en: 'Credentials cannot be stored: set MESSAGES_SECRET_KEY on the server.',
    fr: 'Impossible d’enregistrer les identifiants : définissez MESSAGES_SECRET_KEY sur le serveur.',
  },
  'messaging.errors.countryOutOfScope': {
    ar: 'هذه الدولة خارج صلاحياتك.',
    en: 'This country is outside your scope.',
    fr: 'Ce pays est hors de votre périmètre.',
  },
  'messaging.errors.notFound': {
    ar: 'الرسالة غير موجودة أو خارج صلاحياتك.',
    en: 'The message was not found, or is outside your scope.',
    fr: 'Message introuvable, ou hors de votre périmètre.',
  },
  'messaging.errors.guardianNotFound': {
    ar: 'ولي الأمر غير موجود أو خارج صلاحياتك.',
    en: 'The guardian was not found, or is outside your scope.',
    fr: 'Tuteur introuvable, ou hors de votre périmètre.',
  },
  'messaging.errors.signature': {
    ar: 'توقيع تقرير التسليم مفقود أو غير صحيح.',
    en: 'The delivery report’s signature is missing or wrong.',
    fr: 'La signature du rapport de livraison est absente ou fausse.',
  },
  'messaging.errors.month': {
    ar: 'اختر شهرًا (YYYY-MM).',
    en: 'Choose a month (YYYY-MM).',
    fr: 'Choisissez un mois (AAAA-MM).',
  },
  'messaging.errors.permanent': {
    ar: 'رفض المزود الرسالة.',
    en: 'The provider refused the message.',
    fr: 'Le fournisseur a refusé le message.',
  },
  'messaging.errors.noConsent': {
    ar: 'لم يوافق ولي الأمر على هذه القناة.',
    en: 'The guardian has not consented to this channel.',
    fr: 'Le tuteur n’a pas consenti à ce canal.',
  },
  'messaging.errors.noAddress': {
    ar: 'لا يوجد لولي الأمر رقم أو بريد لهذه القناة.',
    en: 'The guardian has no phone number or e-mail for this channel.',
    fr: 'Le tuteur n’a ni numéro ni e-mail pour ce canal.',
  },
  'messaging.optOut.title': {
    ar: 'إيقاف الرسائل',
    en: 'Stop messages',
    fr: 'Arrêter les messages',
  },
  'messaging.optOut.question': {
    ar: 'هل تريد إيقاف رسائل أبنائك عبر {{channel}}؟',
    en: 'Stop receiving messages about your children on {{channel}}?',
    fr: 'Ne plus recevoir de messages sur vos enfants par {{channel}} ?',
  },
  'messaging.optOut.button': {
    ar: 'أوقف هذه الرسائل',
    en: 'Stop these messages',
    fr: 'Arrêter ces messages',
  },
  'messaging.optOut.done': {
    ar: 'تم: لن تصلك رسائل عبر {{channel}}. يمكن للمركز إعادتها بطلبك.',
    en: 'Done: no more messages on {{channel}}. The centre can turn them on again at your request.',
    fr: 'C’est fait : plus de messages par {{channel}}. Le centre peut les réactiver à votre demande.',
  },
  'messaging.optOut.unknown': {
    ar: 'هذا الرابط غير صالح.',
    en: 'This link is not valid.',
    fr: 'Ce lien n’est pas valide.',
  },
  'messaging.channel.whatsapp': {
    ar: 'واتساب',
    en: 'WhatsApp',
    fr: 'WhatsApp',
  },
  'messaging.channel.sms': {
    ar: 'رسالة نصية',
    en: 'SMS',
    fr: 'SMS',
  },
  'messaging.channel.email': {
    ar: 'البريد الإلكتروني',
    en: 'E-mail',
    fr: 'E-mail',
  },
  'messaging.status.queued': {
    ar: 'في الانتظار',
    en: 'Queued',
    fr: 'En file',
  },
  'messaging.status.held': {
    ar: 'مؤجلة (ساعات الهدوء)',
    en: 'Held (quiet hours)',
    fr: 'Retenu (heures calmes)',
  },
  'messaging.status.sent': {
    ar: 'أُرسلت',
    en: 'Sent',
    fr: 'Envoyé',
  },
  'messaging.status.delivered': {
    ar: 'وصلت',
    en: 'Delivered',
    fr: 'Remis',
  },
  'messaging.status.read': {
    ar: 'قُرئت',
    en: 'Read',
    fr: 'Lu',
  },
  'messaging.status.failed': {
    ar: 'فشلت',
    en: 'Failed',
    fr: 'Échec',
  },
  'messaging.status.kept': {
    ar: 'محفوظة (لا مزود)',
    en: 'Kept (no provider)',
    fr: 'Conservé (aucun fournisseur)',
  },
  'messaging.status.skipped': {
    ar: 'لم تُرسل (لا موافقة)',
    en: 'Not sent (no consent)',
    fr: 'Non envoyé (pas de consentement)',
  },
  'messaging.status.digest': {
    ar: 'بانتظار الملخص اليومي',
    en: 'Waiting for the daily digest',
    fr: 'En attente du résumé du jour',
  },
  'messaging.status.combined': {
    ar: 'أُرسلت ضمن الملخص اليومي',
    en: 'Sent in the daily digest',
    fr: 'Envoyé dans le résumé du jour',
  },
  'messaging.event.daily-digest': {
    ar: 'الملخص اليومي',
    en: 'Daily digest',
    fr: 'Résumé du jour',
  },
  'messaging.alert.failureRate': {
    ar: 'فشلت {{failed}} من آخر {{total}} من رسائل {{channel}} في {{country}}: راجع المزود ورصيده',
    en: '{{failed}} of the last {{total}} {{channel}} messages in {{country}} failed: check the provider and its balance',
    fr: '{{failed}} des {{total}} derniers messages {{channel}} en {{country}} ont échoué : vérifiez le fournisseur et son solde',
  },
  'messaging.event.student-absent': {
    ar: 'غياب طالب',
    en: 'Student absent',
    fr: 'Élève absent',
  },
  'messaging.event.student-late': {
    ar: 'تأخر متكرر',
    en: 'Late several times',
    fr: 'Retards répétés',
  },
  'messaging.event.test-scheduled': {
    ar: 'موعد اختبار',
    en: 'Test scheduled',
    fr: 'Test programmé',
  },
  'messaging.event.test-result': {
    ar: 'نتيجة اختبار',
    en: 'Test result',
    fr: 'Résultat de test',
  },
  'messaging.event.certificate-ready': {
    ar: 'الشهادة جاهزة',
    en: 'Certificate ready',
    fr: 'Certificat prêt',
  },
  'messaging.event.report-card-ready': {
    ar: 'كشف الدرجات جاهز',
    en: 'Report card ready',
    fr: 'Bulletin prêt',
  },
  'messaging.event.payment-due': {
    ar: 'دفعة مستحقة',
    en: 'Payment due',
    fr: 'Paiement dû',
  },
  'messaging.event.donation-receipt': {
    ar: 'إيصال تبرع',
    en: 'Donation receipt',
    fr: 'Reçu de don',
  },
  'messaging.event.competition-result': {
    ar: 'نتيجة مسابقة',
    en: 'Competition result',
    fr: 'Résultat de concours',
  },
  'messaging.event.application-status': {
    ar: 'حالة طلب التوظيف',
    en: 'Application status',
    fr: 'État de candidature',
  },
  'messaging.driver.whatsapp-cloud': {
    ar: 'واجهة واتساب السحابية',
    en: 'WhatsApp Cloud API',
    fr: 'API WhatsApp Cloud',
  },
  'messaging.driver.twilio': {
    ar: 'Twilio',
    en: 'Twilio',
    fr: 'Twilio',
  },
  'messaging.driver.http-sms': {
    ar: 'بوابة رسائل عبر HTTP',
    en: 'HTTP SMS gateway',
    fr: 'Passerelle SMS HTTP',
  },
  'identity.resource.messages': {
    ar: 'رسائل أولياء الأمور',
    en: 'Guardians’ messages',
    fr: 'Messages aux tuteurs',
  },
  'identity.resource.message-channels': {
    ar: 'قنوات الرسائل',
    en: 'Message channels',
    fr: 'Canaux de messages',
  },
  'identity.resource.message-templates': {
    ar: 'قوالب الرسائل',
    en: 'Message templates',
    fr: 'Modèles de messages',
  },
  'identity.auditAction.consent': {
    ar: 'موافقة على الرسائل',
    en: 'Message consent',
    fr: 'Consentement aux messages',
  },
});
