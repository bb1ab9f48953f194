import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** The words of the donor's page, the reminders of missed instalments and impact reports. */
export const donorPortalMessages = defineMessagesSideBySide({
  'validation.invalidMonth': {
    ar: 'اكتب الشهر بالصيغة سنة-شهر، مثل 2026-11',
    en: 'Write the month as year-month, e.g. 2026-11',
    fr: 'Écrivez le mois sous la forme année-mois, ex. 2026-11',
  },
  // Refusals
  'donations.portal.invalid': {
    ar: 'هذا الرابط لا يعمل: قد يكون خاطئًا أو منتهي الصلاحية أو أُلغي. اطلب من الجمعية رابطًا جديدًا.',
    en: 'This link does not work: it is wrong, expired or withdrawn. Ask the organisation for a new one.',
    fr: 'Ce lien ne fonctionne pas : il est erroné, expiré ou retiré. Demandez-en un nouveau à l’association.',
  },
  'donations.portal.noContact': {
    ar: 'لا يمكن مراسلة هذا المحسن: لا عنوان له، أو لم يوافق على التواصل، أو طلب ألا يُراسَل',
    en: 'This benefactor cannot be written to: no address, no consent, or “do not contact”',
    fr: 'Ce bienfaiteur ne peut pas être contacté : pas d’adresse, pas de consentement ou « ne pas contacter »',
  },
  'donations.portal.notYours': {
    ar: 'هذا الالتزام ليس من التزاماتك',
    en: 'This pledge is not one of yours',
    fr: 'Cet engagement n’est pas le vôtre',
  },
  'donations.reminders.notMissed': {
    ar: 'هذا القسط لم يتأخر بعد أو دُفع',
    en: 'This instalment is not missed, or it is paid',
    fr: 'Cette échéance n’est pas en retard, ou elle est payée',
  },
  'donations.reminders.already': {
    ar: 'أُرسل تذكير بهذا القسط من قبل',
    en: 'A reminder of this instalment was already sent',
    fr: 'Un rappel de cette échéance a déjà été envoyé',
  },
  'donations.impact.empty': {
    ar: 'لا كفلاء لطلاب في نطاقك لهذا الشهر',
    en: 'No sponsors of students in your scope for this month',
    fr: 'Aucun parrain d’élèves dans votre périmètre pour ce mois',
  },
  // Messages (outbox)
  'donations.mail.greeting': {
    ar: 'السلام عليكم {{name}}،',
    en: 'Dear {{name}},',
    fr: 'Bonjour {{name}},',
  },
  'donations.mail.signature': {
    ar: 'جزاكم الله خيرًا — {{organisation}}',
    en: 'With our thanks — {{organisation}}',
    fr: 'Avec nos remerciements — {{organisation}}',
  },
  'donations.mail.reminder.subject': {
    ar: 'تذكير بقسط {{type}}',
    en: 'A reminder of your {{type}} instalment',
    fr: 'Rappel de votre échéance {{type}}',
  },
  'donations.mail.reminder.body': {
    ar: 'نذكّركم بلطف بأن قسط {{type}} بمبلغ {{amount}} المستحق في {{due}} لم يصلنا بعد. إن كنتم قد دفعتم فنعتذر عن هذا التذكير.',
    en: 'A gentle reminder that your {{type}} instalment of {{amount}}, due on {{due}}, has not reached us yet. If you have already paid, please ignore this message.',
    fr: 'Un petit rappel : votre échéance {{type}} de {{amount}}, due le {{due}}, ne nous est pas encore parvenue. Si vous avez déjà payé, ignorez ce message.',
  },
  'donations.mail.link.subject': {
    ar: 'صفحتك لدى الجمعية',
    en: 'Your page with us',
    fr: 'Votre page chez nous',
  },
  'donations.mail.link.body': {
    ar: 'يمكنكم متابعة التزاماتكم ودفعاتكم وإيصالاتكم من هذا الرابط الخاص بكم (يعمل حتى {{until}}، لا تشاركوه): {{link}}',
    en: 'Follow your pledges, payments and receipts at this personal link (it works until {{until}}; do not share it): {{link}}',
    fr: 'Suivez vos engagements, paiements et reçus avec ce lien personnel (il fonctionne jusqu’au {{until}} ; ne le partagez pas) : {{link}}',
  },
  'donations.mail.impact.subject': {
    ar: 'أثر كفالتك لشهر {{month}}',
    en: 'The impact of your sponsorship in {{month}}',
    fr: 'L’effet de votre parrainage en {{month}}',
  },
  'donations.mail.impact.body': {
    ar: 'عدد الصفحات التي حفظها الطلاب الذين تكفلونهم هذا الشهر: {{pages}}. التقرير كاملًا على صفحتكم: {{link}}',
    en: 'Pages memorised this month by the students you sponsor: {{pages}}. The full report is on your page: {{link}}',
    fr: 'Pages mémorisées ce mois-ci par les élèves que vous parrainez : {{pages}}. Le rapport complet est sur votre page : {{link}}',
  },
  // History
  'donations.event.reminded': { ar: 'أُرسل تذكير', en: 'Reminder sent', fr: 'Rappel envoyé' },
  'donations.event.byDonor': {
    ar: 'من المحسن نفسه',
    en: 'by the donor',
    fr: 'par le donateur',
  },
  // The donor's page
  'donations.portal.title': { ar: 'صفحتي', en: 'My page', fr: 'Ma page' },
  'donations.portal.hello': { ar: 'مرحبًا {{name}}', en: 'Hello {{name}}', fr: 'Bonjour {{name}}' },
  'donations.portal.expires': {
    ar: 'يعمل هذا الرابط حتى {{date}}',
    en: 'This link works until {{date}}',
    fr: 'Ce lien fonctionne jusqu’au {{date}}',
  },
  'donations.portal.pledges': { ar: 'التزاماتي', en: 'My pledges', fr: 'Mes engagements' },
  'donations.portal.noPledges': {
    ar: 'لا التزامات بعد',
    en: 'No pledges yet',
    fr: 'Aucun engagement pour l’instant',
  },
  'donations.portal.instalment': { ar: 'القسط', en: 'Instalment', fr: 'Échéance' },
  'donations.portal.due': { ar: 'الاستحقاق', en: 'Due', fr: 'Échéance' },
  'donations.portal.missed': { ar: 'متأخر', en: 'Missed', fr: 'En retard' },
  'donations.portal.instalmentPaid': { ar: 'مدفوع', en: 'Paid', fr: 'Payé' },
  'donations.portal.instalmentDue': { ar: 'مستحق', en: 'Due', fr: 'Dû' },
  'donations.portal.payments': { ar: 'دفعاتي', en: 'My payments', fr: 'Mes paiements' },
  'donations.portal.noPayments': {
    ar: 'لا دفعات بعد',
    en: 'No payments yet',
    fr: 'Aucun paiement pour l’instant',
  },
  'donations.portal.download': {
    ar: 'تنزيل الإيصال',
    en: 'Download the receipt',
    fr: 'Télécharger le reçu',
  },
  'donations.portal.statement': {
    ar: 'كشف السنة حسب الصندوق',
    en: 'Statement of the year by fund',
    fr: 'Relevé de l’année par fonds',
  },
  'donations.portal.year': { ar: 'السنة', en: 'Year', fr: 'Année' },
  'donations.portal.fund': { ar: 'الصندوق', en: 'Fund', fr: 'Fonds' },
  'donations.portal.total': { ar: 'المجموع', en: 'Total', fr: 'Total' },
  'donations.portal.noStatement': {
    ar: 'لا دفعات مؤكدة في هذه السنة',
    en: 'No confirmed payments this year',
    fr: 'Aucun paiement confirmé cette année',
  },
  'donations.portal.pause': { ar: 'إيقاف مؤقت', en: 'Pause', fr: 'Suspendre' },
  'donations.portal.resume': { ar: 'استئناف', en: 'Resume', fr: 'Reprendre' },
  'donations.portal.cancel': {
    ar: 'إلغاء الالتزام',
    en: 'Cancel the pledge',
    fr: 'Annuler l’engagement',
  },
  'donations.portal.changeAmount': {
    ar: 'تغيير المبلغ',
    en: 'Change the amount',
    fr: 'Changer le montant',
  },
  'donations.portal.newAmount': { ar: 'المبلغ الجديد', en: 'New amount', fr: 'Nouveau montant' },
  'donations.portal.reason': { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  'donations.portal.save': { ar: 'حفظ', en: 'Save', fr: 'Enregistrer' },
  'donations.portal.close': { ar: 'إغلاق', en: 'Close', fr: 'Fermer' },
  'donations.portal.saved': { ar: 'تم الحفظ', en: 'Saved', fr: 'Enregistré' },
  // Impact
  'donations.impact.title': { ar: 'تقرير الأثر', en: 'Impact report', fr: 'Rapport d’impact' },
  'donations.impact.month': { ar: 'الشهر', en: 'Month', fr: 'Mois' },
  'donations.impact.sponsor': { ar: 'الكافل', en: 'Sponsor', fr: 'Parrain' },
  'donations.impact.student': { ar: 'الطالب', en: 'Student', fr: 'Élève' },
  'donations.impact.pages': {
    ar: 'الصفحات المحفوظة',
    en: 'Pages memorised',
    fr: 'Pages mémorisées',
  },
  'donations.impact.attendance': { ar: 'نسبة الحضور', en: 'Attendance', fr: 'Assiduité' },
  'donations.impact.tests': { ar: 'اختبارات ناجحة', en: 'Tests passed', fr: 'Examens réussis' },
  'donations.impact.certificates': { ar: 'شهادات', en: 'Certificates', fr: 'Certificats' },
  'donations.impact.totals': { ar: 'المجموع', en: 'Totals', fr: 'Totaux' },
  'donations.impact.noStudents': {
    ar: 'لا طلاب تكفلهم في هذا الشهر',
    en: 'No sponsored students this month',
    fr: 'Aucun élève parrainé ce mois-ci',
  },
  'donations.impact.noRecord': { ar: 'لا سجل', en: 'No record', fr: 'Aucun relevé' },
  'donations.impact.thanks': {
    ar: 'شكرًا لكفالتكم: هذه الأرقام من سجلات الحلقات والاختبارات نفسها.',
    en: 'Thank you for your sponsorship: these figures come from the rings’ and tests’ own records.',
    fr: 'Merci de votre parrainage : ces chiffres viennent des registres des cercles et des examens.',
  },
  'donations.impact.pdf': {
    ar: 'تنزيل التقرير PDF',
    en: 'Download the PDF',
    fr: 'Télécharger le PDF',
  },
  // Staff panel
  'donations.reminders.title': {
    ar: 'التذكيرات وتقارير الأثر',
    en: 'Reminders and impact reports',
    fr: 'Rappels et rapports d’impact',
  },
  'donations.reminders.remind': { ar: 'تذكير', en: 'Remind', fr: 'Rappeler' },
  'donations.reminders.remindAll': {
    ar: 'تذكير كل المتأخرين',
    en: 'Remind every missed instalment',
    fr: 'Rappeler toutes les échéances en retard',
  },
  'donations.reminders.reminded': { ar: 'ذُكّر', en: 'Reminded', fr: 'Rappelé' },
  'donations.reminders.missed': {
    ar: 'الأقساط المتأخرة',
    en: 'Missed instalments',
    fr: 'Échéances en retard',
  },
  'donations.reminders.none': {
    ar: 'لا أقساط متأخرة',
    en: 'No missed instalments',
    fr: 'Aucune échéance en retard',
  },
  'donations.reminders.sendLink': {
    ar: 'إرسال رابط صفحته',
    en: 'Send their page’s link',
    fr: 'Envoyer le lien de sa page',
  },
  'donations.reminders.linkSent': {
    ar: 'أُرسل الرابط',
    en: 'The link was sent',
    fr: 'Le lien a été envoyé',
  },
  'donations.impact.start': {
    ar: 'إعداد تقارير الشهر وإرسالها',
    en: 'Make and send the month’s reports',
    fr: 'Préparer et envoyer les rapports du mois',
  },
});

export const donorPortalCountedMessages = defineCounted({
  'donations.reminders.sentCount': {
    ar: {
      zero: 'لم يُرسل أي تذكير',
      one: 'أُرسل تذكير واحد',
      two: 'أُرسل تذكيران',
      few: 'أُرسلت {{n}} تذكيرات',
      many: 'أُرسل {{n}} تذكيرًا',
      other: 'أُرسل {{n}} تذكير',
    },
    en: { one: 'one reminder sent', other: '{{n}} reminders sent' },
    fr: {
      one: 'un rappel envoyé',
      many: '{{n}} de rappels envoyés',
      other: '{{n}} rappels envoyés',
    },
  },
  'donations.impact.progress': {
    ar: {
      zero: '{{done}} من {{n}} كافل',
      one: '{{done}} من كافل واحد',
      two: '{{done}} من كافلَين',
      few: '{{done}} من {{n}} كفلاء',
      many: '{{done}} من {{n}} كافلًا',
      other: '{{done}} من {{n}} كافل',
    },
    en: { one: '{{done}} of one sponsor', other: '{{done}} of {{n}} sponsors' },
    fr: {
      one: '{{done}} sur un parrain',
      many: '{{done}} sur {{n}} de parrains',
      other: '{{done}} sur {{n}} parrains',
    },
  },
});
