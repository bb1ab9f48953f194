import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The screens of guardians' messages: the outbox, channels, templates, a student's messages. */
export const messagingUiMessages = defineMessagesSideBySide({
  'messaging.ui.outbox': {
    ar: 'صندوق الصادر',
    en: 'Outbox',
    fr: 'Boîte d’envoi',
  },
  'messaging.ui.subtitle': {
    ar: 'كل رسالة نصية أو واتساب أو بريد أُرسلت لأولياء الأمور، مع حالة تسليمها.',
    en: 'Every SMS, WhatsApp and e-mail sent to guardians, with its delivery state.',
    fr: 'Chaque SMS, WhatsApp et e-mail envoyé aux tuteurs, avec son état de livraison.',
  },
  'messaging.ui.channels': {
    ar: 'قنوات الرسائل',
    en: 'Message channels',
    fr: 'Canaux de messages',
  },
  'messaging.ui.templates': {
    ar: 'قوالب الرسائل',
    en: 'Message templates',
    fr: 'Modèles de messages',
  },
  'messaging.ui.usage': {
    ar: 'هذا الشهر لكل مركز',
    en: 'This month per centre',
    fr: 'Ce mois-ci par centre',
  },
  'messaging.ui.month': {
    ar: 'الشهر',
    en: 'Month',
    fr: 'Mois',
  },
  'messaging.ui.noUsage': {
    ar: 'لا رسائل في هذا الشهر.',
    en: 'No messages this month.',
    fr: 'Aucun message ce mois-ci.',
  },
  'messaging.ui.count': {
    ar: 'الرسائل: {{n}}',
    en: 'Messages: {{n}}',
    fr: 'Messages : {{n}}',
  },
  'messaging.ui.failedCount': {
    ar: 'فشلت: {{n}}',
    en: 'Failed: {{n}}',
    fr: 'Échecs : {{n}}',
  },
  'messaging.ui.search': {
    ar: 'الاسم أو الرقم',
    en: 'Name or number',
    fr: 'Nom ou numéro',
  },
  'messaging.ui.filter.channel': {
    ar: 'القناة',
    en: 'Channel',
    fr: 'Canal',
  },
  'messaging.ui.filter.status': {
    ar: 'الحالة',
    en: 'State',
    fr: 'État',
  },
  'messaging.ui.filter.event': {
    ar: 'الحدث',
    en: 'Event',
    fr: 'Événement',
  },
  'messaging.ui.all': {
    ar: 'الكل',
    en: 'All',
    fr: 'Tous',
  },
  'messaging.ui.empty': {
    ar: 'لا توجد رسائل بعد.',
    en: 'No messages yet.',
    fr: 'Aucun message pour l’instant.',
  },
  'messaging.ui.triggered': {
    ar: 'بسبب {{who}} {{via}}',
    en: 'Caused by {{who}} {{via}}',
    fr: 'Déclenché par {{who}} {{via}}',
  },
  'messaging.ui.system': {
    ar: 'النظام',
    en: 'the system',
    fr: 'le système',
  },
  'messaging.ui.via.ring-day': {
    ar: '(يوم الحلقة)',
    en: '(ring day)',
    fr: '(journée du cercle)',
  },
  'messaging.ui.via.tests': {
    ar: '(الاختبارات)',
    en: '(tests)',
    fr: '(examens)',
  },
  'messaging.ui.via.certificates': {
    ar: '(الشهادات)',
    en: '(certificates)',
    fr: '(certificats)',
  },
  'messaging.ui.via.demo': {
    ar: '(بيانات تجريبية)',
    en: '(demo data)',
    fr: '(données de démonstration)',
  },
  'messaging.ui.step.retry': {
    ar: 'إعادة محاولة',
    en: 'Retry planned',
    fr: 'Nouvel essai prévu',
  },
  'messaging.ui.step.fallback': {
    ar: 'أُرسلت برسالة نصية بدلًا من واتساب',
    en: 'Sent by SMS instead',
    fr: 'Envoyé par SMS à la place',
  },
  'messaging.ui.step.cost': {
    ar: 'سُجلت التكلفة',
    en: 'Cost reported',
    fr: 'Coût reçu',
  },
  'messaging.ui.channelTitle': {
    ar: 'قناة دولة',
    en: 'A country’s channel',
    fr: 'Canal d’un pays',
  },
  'messaging.ui.country': {
    ar: 'الدولة',
    en: 'Country',
    fr: 'Pays',
  },
  'messaging.ui.channel': {
    ar: 'القناة',
    en: 'Channel',
    fr: 'Canal',
  },
  'messaging.ui.driver': {
    ar: 'المزود',
    en: 'Provider',
    fr: 'Fournisseur',
  },
  'messaging.ui.setting.phoneNumberId': {
    ar: 'معرّف رقم الهاتف',
    en: 'Phone number ID',
    fr: 'ID du numéro',
  },
  'messaging.ui.setting.baseUrl': {
    ar: 'العنوان الأساسي (اختياري)',
    en: 'Base address (optional)',
    fr: 'Adresse de base (facultatif)',
  },
  'messaging.ui.setting.apiVersion': {
    ar: 'إصدار الواجهة (اختياري)',
    en: 'API version (optional)',
    fr: 'Version de l’API (facultatif)',
  },
  'messaging.ui.setting.accessToken': {
    ar: 'رمز الوصول',
    en: 'Access token',
    fr: 'Jeton d’accès',
  },
  'messaging.ui.setting.appSecret': {
    ar: 'سر التطبيق (تقارير التسليم)',
    en: 'App secret (webhooks)',
    fr: 'Secret de l’app (webhooks)',
  },
  'messaging.ui.setting.accountSid': {
    ar: 'معرّف الحساب',
    en: 'Account SID',
    fr: 'SID du compte',
  },
  'messaging.ui.setting.from': {
    ar: 'رقم المرسل',
    en: 'Sender number',
    fr: 'Numéro d’expéditeur',
  },
  'messaging.ui.setting.authToken': {
    ar: 'رمز المصادقة',
    en: 'Auth token',
    fr: 'Jeton d’authentification',
  },
  'messaging.ui.setting.url': {
    ar: 'رابط البوابة',
    en: 'Gateway URL',
    fr: 'URL de la passerelle',
  },
  'messaging.ui.setting.method': {
    ar: 'الطريقة (GET أو POST أو PUT)',
    en: 'Method (GET, POST, PUT)',
    fr: 'Méthode (GET, POST, PUT)',
  },
  'messaging.ui.setting.contentType': {
    ar: 'نوع المحتوى',
    en: 'Content type',
    fr: 'Type de contenu',
  },
  'messaging.ui.setting.bodyTemplate': {
    ar: 'قالب الطلب',
    en: 'Body template',
    fr: 'Modèle du corps',
  },
  'messaging.ui.setting.successRule': {
    ar: 'قاعدة النجاح',
    en: 'Success rule',
    fr: 'Règle de succès',
  },
  'messaging.ui.setting.idPath': {
    ar: 'مسار معرّف الرسالة في الرد',
    en: 'Message id path in the answer',
    fr: 'Chemin de l’id dans la réponse',
  },
  'messaging.ui.setting.apiKey': {
    ar: 'مفتاح الواجهة',
    en: 'API key',
    fr: 'Clé d’API',
  },
  'messaging.ui.setting.webhookSecret': {
    ar: 'سر تقارير التسليم',
    en: 'Webhook secret',
    fr: 'Secret des webhooks',
  },
  'messaging.ui.successRuleHelp': {
    ar: 'status:2xx أو status:200 أو body:<نص>',
    en: 'status:2xx, status:200 or body:<text>',
    fr: 'status:2xx, status:200 ou body:<texte>',
  },
  'messaging.ui.secretKept': {
    ar: 'محفوظ. اتركه فارغًا للإبقاء عليه.',
    en: 'Stored. Leave empty to keep it.',
    fr: 'Enregistré. Laissez vide pour le garder.',
  },
  'messaging.ui.secretNew': {
    ar: 'لم يُحفظ بعد.',
    en: 'Not stored yet.',
    fr: 'Pas encore enregistré.',
  },
  'messaging.ui.quietFrom': {
    ar: 'الهدوء من',
    en: 'Quiet from',
    fr: 'Calme à partir de',
  },
  'messaging.ui.quietTo': {
    ar: 'الهدوء حتى',
    en: 'Quiet until',
    fr: 'Calme jusqu’à',
  },
  'messaging.ui.fallback': {
    ar: 'التحويل إلى رسالة نصية إذا رفض واتساب',
    en: 'Fall back to SMS when WhatsApp refuses',
    fr: 'Basculer vers SMS si WhatsApp refuse',
  },
  'messaging.ui.active': {
    ar: 'مفعّلة',
    en: 'Active',
    fr: 'Active',
  },
  'messaging.ui.cancel': {
    ar: 'إلغاء',
    en: 'Cancel',
    fr: 'Annuler',
  },
  'messaging.ui.save': {
    ar: 'حفظ',
    en: 'Save',
    fr: 'Enregistrer',
  },
  'messaging.ui.saved': {
    ar: 'حُفظ.',
    en: 'Saved.',
    fr: 'Enregistré.',
  },
  'messaging.ui.channelsSubtitle': {
    ar: 'أي مزود يرسل الرسائل النصية وواتساب في كل دولة. بدون مزود تبقى الرسائل في صندوق الصادر.',
    en: 'Which provider sends SMS and WhatsApp in each country. Without one, messages stay in the outbox.',
    fr: 'Quel fournisseur envoie les SMS et WhatsApp dans chaque pays. Sans fournisseur, les messages restent dans la boîte d’envoi.',
  },
  'messaging.ui.addChannel': {
    ar: 'إضافة قناة',
    en: 'Add a channel',
    fr: 'Ajouter un canal',
  },
  'messaging.ui.noChannels': {
    ar: 'لا يوجد مزود مهيأ',
    en: 'No provider configured',
    fr: 'Aucun fournisseur configuré',
  },
  'messaging.ui.noChannelsHint': {
    ar: 'تبقى الرسائل في صندوق الصادر حتى يُضاف مزود.',
    en: 'Messages are kept in the outbox until a provider is added.',
    fr: 'Les messages restent dans la boîte d’envoi jusqu’à l’ajout d’un fournisseur.',
  },
  'messaging.ui.on': {
    ar: 'مفعّلة',
    en: 'On',
    fr: 'Active',
  },
  'messaging.ui.off': {
    ar: 'متوقفة',
    en: 'Off',
    fr: 'Arrêtée',
  },
  'messaging.ui.edit': {
    ar: 'تعديل',
    en: 'Edit',
    fr: 'Modifier',
  },
  'messaging.ui.quiet': {
    ar: 'ساعات الهدوء {{from}}–{{to}}',
    en: 'Quiet hours {{from}}–{{to}}',
    fr: 'Heures calmes {{from}}–{{to}}',
  },
  'messaging.ui.secretsStored': {
    ar: 'بيانات الدخول المحفوظة: {{names}}',
    en: 'Stored credentials: {{names}}',
    fr: 'Identifiants enregistrés : {{names}}',
  },
  'messaging.ui.webhook': {
    ar: 'تقارير التسليم:',
    en: 'Delivery reports:',
    fr: 'Rapports de livraison :',
  },
  'messaging.ui.lang.ar': {
    ar: 'العربية',
    en: 'Arabic',
    fr: 'Arabe',
  },
  'messaging.ui.lang.en': {
    ar: 'الإنجليزية',
    en: 'English',
    fr: 'Anglais',
  },
  'messaging.ui.lang.fr': {
    ar: 'الفرنسية',
    en: 'French',
    fr: 'Français',
  },
  'messaging.ui.custom': {
    ar: 'معدّل',
    en: 'Edited',
    fr: 'Modifié',
  },
  'messaging.ui.builtIn': {
    ar: 'افتراضي',
    en: 'Built-in',
    fr: 'Par défaut',
  },
  'messaging.ui.body': {
    ar: 'نص الرسالة',
    en: 'Message',
    fr: 'Message',
  },
  'messaging.ui.whatsappName': {
    ar: 'اسم قالب واتساب المعتمد',
    en: 'WhatsApp approved template name',
    fr: 'Nom du modèle WhatsApp approuvé',
  },
  'messaging.ui.whatsappParams': {
    ar: 'معاملاته (متغيرات بالترتيب)',
    en: 'Its parameters (variables, in order)',
    fr: 'Ses paramètres (variables, dans l’ordre)',
  },
  'messaging.ui.preview': {
    ar: 'معاينة',
    en: 'Preview',
    fr: 'Aperçu',
  },
  'messaging.ui.templatesSubtitle': {
    ar: 'رسالة كل حدث بالعربية والإنجليزية والفرنسية. لا تُقبل إلا متغيرات الحدث.',
    en: 'Each event’s message in Arabic, English and French. Only the event’s variables are accepted.',
    fr: 'Le message de chaque événement en arabe, anglais et français. Seules les variables de l’événement sont acceptées.',
  },
  'messaging.ui.sample.guardianName': {
    ar: 'أحمد',
    en: 'Ahmad',
    fr: 'Ahmad',
  },
  'messaging.ui.sample.centreName': {
    ar: 'مركز النور',
    en: 'Al-Noor centre',
    fr: 'Centre Al-Nour',
  },
  'messaging.ui.sample.studentName': {
    ar: 'يوسف',
    en: 'Yusuf',
    fr: 'Youssef',
  },
  'messaging.ui.sample.date': {
    ar: '٢٩ نوفمبر',
    en: '29 November',
    fr: '29 novembre',
  },
  'messaging.ui.sample.ringName': {
    ar: 'الفجر',
    en: 'Al-Fajr',
    fr: 'Al-Fajr',
  },
  'messaging.ui.sample.count': {
    ar: '٣',
    en: '3',
    fr: '3',
  },
  'messaging.ui.sample.month': {
    ar: 'نوفمبر',
    en: 'November',
    fr: 'novembre',
  },
  'messaging.ui.sample.testName': {
    ar: 'الجزء الثلاثون',
    en: 'Juz 30',
    fr: 'Juz 30',
  },
  'messaging.ui.sample.grade': {
    ar: 'ممتاز',
    en: 'Excellent',
    fr: 'Excellent',
  },
  'messaging.ui.sample.verifyLink': {
    ar: 'https://example.org/verify/TC-2026-1',
    en: 'https://example.org/verify/TC-2026-1',
    fr: 'https://example.org/verify/TC-2026-1',
  },
  'messaging.ui.sample.term': {
    ar: 'الفصل الأول',
    en: 'the first term',
    fr: 'le premier trimestre',
  },
  'messaging.ui.sample.link': {
    ar: 'https://example.org/card',
    en: 'https://example.org/card',
    fr: 'https://example.org/card',
  },
  'messaging.ui.sample.amount': {
    ar: '١٥٠ ليرة',
    en: '150 TRY',
    fr: '150 TRY',
  },
  'messaging.ui.sample.dueDate': {
    ar: '١ ديسمبر',
    en: '1 December',
    fr: '1er décembre',
  },
  'messaging.ui.sample.receiptNumber': {
    ar: 'DR-2026-12',
    en: 'DR-2026-12',
    fr: 'DR-2026-12',
  },
  'messaging.ui.sample.competitionName': {
    ar: 'مسابقة الماهر',
    en: 'The Maher contest',
    fr: 'Le concours Maher',
  },
  'messaging.ui.sample.rank': {
    ar: '٢',
    en: '2',
    fr: '2',
  },
  'messaging.ui.sample.postingTitle': {
    ar: 'معلم قرآن',
    en: 'Quran teacher',
    fr: 'Enseignant de Coran',
  },
  'messaging.ui.sample.status': {
    ar: 'في القائمة المختصرة',
    en: 'shortlisted',
    fr: 'présélectionné(e)',
  },
  'messaging.ui.sample.items': {
    ar: '• نتيجة اختبار الجزء الثلاثين لأحمد: ممتاز.\n• شهادة أحمد جاهزة.',
    en: '• Ahmad’s Juz 30 test result: excellent.\n• Ahmad’s certificate is ready.',
    fr: '• Résultat du test Juz 30 d’Ahmad : excellent.\n• Le certificat d’Ahmad est prêt.',
  },
  'messaging.ui.studentMessages': {
    ar: 'الرسائل إلى ولي الأمر',
    en: 'Messages to the guardian',
    fr: 'Messages au tuteur',
  },
  'messaging.ui.noMessages': {
    ar: 'لم تُرسل رسائل عن هذا الطالب بعد.',
    en: 'No message sent about this student yet.',
    fr: 'Aucun message envoyé au sujet de cet élève.',
  },
  'messaging.ui.preferences': {
    ar: 'اختيارات ولي الأمر للرسائل',
    en: 'Guardian’s messaging choices',
    fr: 'Choix du tuteur pour les messages',
  },
  'messaging.ui.prefChannel': {
    ar: 'القناة المفضلة',
    en: 'Preferred channel',
    fr: 'Canal préféré',
  },
  'messaging.ui.prefLanguage': {
    ar: 'اللغة',
    en: 'Language',
    fr: 'Langue',
  },
  'messaging.ui.digest': {
    ar: 'ملخص يومي واحد بدل رسائل منفصلة',
    en: 'One daily digest instead of separate messages',
    fr: 'Un résumé quotidien au lieu de messages séparés',
  },
  'messaging.ui.consent': {
    ar: 'موافق على {{channel}}',
    en: 'Consented to {{channel}}',
    fr: 'Consentement à {{channel}}',
  },
  'messaging.ui.consentSince': {
    ar: 'منذ {{date}} ({{method}})',
    en: 'Since {{date}} ({{method}})',
    fr: 'Depuis le {{date}} ({{method}})',
  },
  'messaging.ui.withdrawn': {
    ar: 'سُحبت في {{date}}',
    en: 'Withdrawn on {{date}}',
    fr: 'Retiré le {{date}}',
  },
  'messaging.ui.consentMethod': {
    ar: 'طريقة الموافقة',
    en: 'How it was given',
    fr: 'Comment il a été donné',
  },
  'messaging.ui.method.form': {
    ar: 'استمارة موقعة',
    en: 'Signed form',
    fr: 'Formulaire signé',
  },
  'messaging.ui.method.in-person': {
    ar: 'حضوريًا',
    en: 'In person',
    fr: 'En personne',
  },
  'messaging.ui.method.phone': {
    ar: 'بالهاتف',
    en: 'By phone',
    fr: 'Par téléphone',
  },
  'messaging.ui.method.app': {
    ar: 'في التطبيق',
    en: 'In the app',
    fr: 'Dans l’application',
  },
  'messaging.ui.method.import': {
    ar: 'مستوردة',
    en: 'Imported',
    fr: 'Importé',
  },
  'messaging.ui.noGuardian': {
    ar: 'لا يوجد ولي أمر مسجل لهذا الطالب.',
    en: 'This student has no guardian on record.',
    fr: 'Cet élève n’a pas de tuteur enregistré.',
  },
});
