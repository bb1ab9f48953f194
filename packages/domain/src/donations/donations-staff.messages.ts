import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** The words of the staff screens: merging duplicates, a donation's detail, dialogs, the card. */
export const donationsStaffMessages = defineMessagesSideBySide({
  // Merging duplicates: refusals
  'donations.errors.mergeSelf': {
    ar: 'لا يُدمج المحسن في نفسه',
    en: 'A benefactor cannot be merged into itself',
    fr: 'Un bienfaiteur ne peut pas être fusionné avec lui-même',
  },
  'donations.errors.mergeTarget': {
    ar: 'المحسن المُبقى عليه مؤرشف أو مدموج في غيره',
    en: 'The benefactor to keep is archived or already merged',
    fr: 'Le bienfaiteur à garder est archivé ou déjà fusionné',
  },
  'donations.errors.mergeSource': {
    ar: 'هذا المحسن مؤرشف أو مدموج من قبل',
    en: 'This benefactor is archived or already merged',
    fr: 'Ce bienfaiteur est archivé ou déjà fusionné',
  },
  // Merging duplicates: the panel
  'donations.dup.title': {
    ar: 'محسنون مشابهون (تكرار محتمل)',
    en: 'Possible duplicates',
    fr: 'Doublons possibles',
  },
  'donations.dup.none': {
    ar: 'لا يوجد محسن مشابه',
    en: 'No look-alike benefactor',
    fr: 'Aucun bienfaiteur semblable',
  },
  'donations.dup.reason.phone': { ar: 'الجوال نفسه', en: 'Same phone', fr: 'Même téléphone' },
  'donations.dup.reason.email': { ar: 'البريد نفسه', en: 'Same e-mail', fr: 'Même e-mail' },
  'donations.dup.reason.name': { ar: 'الاسم نفسه', en: 'Same name', fr: 'Même nom' },
  'donations.dup.merge': {
    ar: 'دمجه في هذا المحسن',
    en: 'Merge into this benefactor',
    fr: 'Fusionner avec ce bienfaiteur',
  },
  'donations.dup.confirmTitle': {
    ar: 'دمج «{{from}}» في «{{into}}»',
    en: 'Merge “{{from}}” into “{{into}}”',
    fr: 'Fusionner « {{from}} » avec « {{into}} »',
  },
  'donations.dup.confirmText': {
    ar: 'سيُنقل إلى «{{into}}»: {{donations}}، {{payments}}، {{matches}}. تُملأ بيانات التواصل الناقصة، ويُؤرشف «{{from}}» ويبقى سجله في التاريخ.',
    en: 'Moved to “{{into}}”: {{donations}}, {{payments}}, {{matches}}. Missing contact details are filled in; “{{from}}” is archived and stays in the history.',
    fr: 'Seront déplacés vers « {{into}} » : {{donations}}, {{payments}}, {{matches}}. Les coordonnées manquantes sont complétées ; « {{from}} » est archivé et reste dans l’historique.',
  },
  'donations.dup.merged': {
    ar: 'تم الدمج وحُفظ السجل',
    en: 'Merged; the history is kept',
    fr: 'Fusionné ; l’historique est conservé',
  },
  // A donation's detail
  'donations.detail.open': { ar: 'التفاصيل', en: 'Details', fr: 'Détails' },
  'donations.detail.title': { ar: 'تفاصيل التبرع', en: 'Donation', fr: 'Don' },
  'donations.detail.instalments': { ar: 'الأقساط', en: 'Instalments', fr: 'Échéances' },
  'donations.detail.history': { ar: 'السجل', en: 'History', fr: 'Historique' },
  'donations.detail.seq': { ar: 'القسط', en: 'No.', fr: 'N°' },
  'donations.detail.due': { ar: 'الاستحقاق', en: 'Due on', fr: 'Échéance' },
  'donations.detail.back': { ar: 'رجوع', en: 'Back', fr: 'Retour' },
  'donations.instalment.due': { ar: 'مستحق', en: 'Due', fr: 'Dû' },
  'donations.instalment.paid': { ar: 'مدفوع', en: 'Paid', fr: 'Payé' },
  'donations.instalment.missed': { ar: 'متأخر', en: 'Missed', fr: 'Manqué' },
  'donations.event.created': { ar: 'أُنشئ', en: 'Created', fr: 'Créé' },
  'donations.event.pause': { ar: 'أُوقف مؤقتًا', en: 'Paused', fr: 'Suspendu' },
  'donations.event.resume': { ar: 'استُؤنف', en: 'Resumed', fr: 'Repris' },
  'donations.event.cancel': { ar: 'أُلغي', en: 'Cancelled', fr: 'Annulé' },
  'donations.event.amount': { ar: 'تغيّر المبلغ', en: 'Amount changed', fr: 'Montant modifié' },
  'donations.event.paid': { ar: 'دُفع قسط', en: 'Payment confirmed', fr: 'Paiement confirmé' },
  'donations.event.refunded': { ar: 'استُرد مبلغ', en: 'Refunded', fr: 'Remboursé' },
  'donations.event.complete': {
    ar: 'اكتمل بدفع آخر قسط',
    en: 'Completed by its last payment',
    fr: 'Terminé par son dernier paiement',
  },
  'donations.event.reopen': {
    ar: 'عاد نشطًا بعد استرداد',
    en: 'Active again after a refund',
    fr: 'De nouveau actif après un remboursement',
  },
  'donations.event.merged': {
    ar: 'نُقل من محسن مكرر',
    en: 'Moved from a duplicate benefactor',
    fr: 'Déplacé depuis un bienfaiteur en double',
  },
  'donations.action.pause': { ar: 'إيقاف مؤقت', en: 'Pause', fr: 'Suspendre' },
  'donations.action.resume': { ar: 'استئناف', en: 'Resume', fr: 'Reprendre' },
  'donations.action.cancel': { ar: 'إلغاء التعهد', en: 'Cancel the pledge', fr: 'Annuler' },
  'donations.action.amount': {
    ar: 'تغيير المبلغ',
    en: 'Change the amount',
    fr: 'Modifier le montant',
  },
  'donations.action.reason': { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  'donations.action.newAmount': { ar: 'المبلغ الجديد', en: 'New amount', fr: 'Nouveau montant' },
  'donations.action.done': { ar: 'تم الحفظ', en: 'Saved', fr: 'Enregistré' },
  'donations.action.save': { ar: 'حفظ', en: 'Save', fr: 'Enregistrer' },
  'donations.action.close': { ar: 'إغلاق', en: 'Close', fr: 'Fermer' },
  // New donation and payment dialogs
  'donations.new.button': { ar: 'تبرع جديد', en: 'New donation', fr: 'Nouveau don' },
  'donations.new.title': {
    ar: 'تسجيل تبرع أو تعهد',
    en: 'Record a gift or a pledge',
    fr: 'Enregistrer un don ou un engagement',
  },
  'donations.new.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'donations.new.created': { ar: 'سُجّل التبرع', en: 'Donation recorded', fr: 'Don enregistré' },
  'donations.pay.button': { ar: 'تسجيل دفعة', en: 'Record a payment', fr: 'Saisir un paiement' },
  'donations.pay.donation': { ar: 'التبرع', en: 'Donation', fr: 'Don' },
  'donations.pay.box': { ar: 'الصندوق أو البنك', en: 'Box or bank', fr: 'Caisse ou banque' },
  'donations.pay.day': { ar: 'يوم الاستلام', en: 'Received on', fr: 'Reçu le' },
  'donations.pay.instalment': { ar: 'القسط', en: 'Instalment', fr: 'Échéance' },
  'donations.pay.confirmNow': {
    ar: 'نقدٌ مستلم باليد: أكّده الآن',
    en: 'Cash counted in hand: confirm now',
    fr: 'Espèces comptées : confirmer maintenant',
  },
  'donations.pay.recorded': {
    ar: 'سُجّلت الدفعة',
    en: 'Payment recorded',
    fr: 'Paiement enregistré',
  },
  // Sponsor matching
  'donations.match.button': { ar: 'ربط كافل', en: 'Match a sponsor', fr: 'Trouver un parrain' },
  'donations.match.title': {
    ar: 'ربط كافل بالطلب',
    en: 'Match a sponsor to the request',
    fr: 'Associer un parrain à la demande',
  },
  'donations.match.share': {
    ar: 'الحصة الشهرية',
    en: 'Monthly share',
    fr: 'Part mensuelle',
  },
  'donations.match.coverage': { ar: 'التغطية', en: 'Coverage', fr: 'Couverture' },
  'donations.match.done': {
    ar: 'رُبط الكافل وتحدّثت التغطية',
    en: 'Sponsor matched; coverage updated',
    fr: 'Parrain associé ; couverture mise à jour',
  },
  'donations.match.sponsors': {
    ar: 'الكفلاء',
    en: 'Sponsors',
    fr: 'Parrains',
  },
  'donations.match.noSponsors': {
    ar: 'لا كافل لهذا الطلب بعد',
    en: 'No sponsor for this request yet',
    fr: 'Pas encore de parrain pour cette demande',
  },
  'donations.match.end': {
    ar: 'إنهاء الكفالة',
    en: 'End the sponsorship',
    fr: 'Mettre fin au parrainage',
  },
  'donations.match.endConfirm': {
    ar: 'تُلغى كفالة {{name}} بالسبب المذكور، وتنقص التغطية بحصتها، ويبقى سجلها.',
    en: 'The sponsorship of {{name}} is cancelled with the reason given; the coverage falls by its share and its history stays.',
    fr: 'Le parrainage de {{name}} est annulé avec le motif donné ; la couverture baisse de sa part et son historique reste.',
  },
  'donations.match.ended': {
    ar: 'انتهت الكفالة وتحدّثت التغطية',
    en: 'Sponsorship ended; coverage updated',
    fr: 'Parrainage terminé ; couverture mise à jour',
  },
  // The home card
  'donations.card.title': { ar: 'التبرعات', en: 'Donations', fr: 'Dons' },
  'donations.card.received': {
    ar: 'المستلم هذا الشهر',
    en: 'Received this month',
    fr: 'Reçu ce mois-ci',
  },
  'donations.card.none': {
    ar: 'لم يُستلم شيء هذا الشهر',
    en: 'Nothing received this month',
    fr: 'Rien reçu ce mois-ci',
  },
  'donations.card.atRisk': {
    ar: 'تعهدات متأخرة',
    en: 'Pledges at risk',
    fr: 'Engagements en retard',
  },
  'donations.card.unmatched': {
    ar: 'طلبات كفالة بلا كافل',
    en: 'Unmatched sponsorship requests',
    fr: 'Demandes de parrainage sans parrain',
  },
});

/** Counted messages of the staff screens. */
export const donationsStaffCountedMessages = defineCounted({
  'donations.dup.donations': {
    ar: {
      zero: 'لا تبرعات',
      one: 'تبرع واحد',
      two: 'تبرعان',
      few: '{{n}} تبرعات',
      many: '{{n}} تبرعًا',
      other: '{{n}} تبرع',
    },
    en: { one: 'one donation', other: '{{n}} donations' },
    fr: { one: 'un don', many: '{{n}} de dons', other: '{{n}} dons' },
  },
  'donations.dup.payments': {
    ar: {
      zero: 'لا دفعات',
      one: 'دفعة واحدة',
      two: 'دفعتان',
      few: '{{n}} دفعات',
      many: '{{n}} دفعةً',
      other: '{{n}} دفعة',
    },
    en: { one: 'one payment', other: '{{n}} payments' },
    fr: { one: 'un paiement', many: '{{n}} de paiements', other: '{{n}} paiements' },
  },
  'donations.dup.matches': {
    ar: {
      zero: 'لا كفالات',
      one: 'كفالة واحدة',
      two: 'كفالتان',
      few: '{{n}} كفالات',
      many: '{{n}} كفالةً',
      other: '{{n}} كفالة',
    },
    en: { one: 'one sponsorship', other: '{{n}} sponsorships' },
    fr: { one: 'un parrainage', many: '{{n}} de parrainages', other: '{{n}} parrainages' },
  },
});
