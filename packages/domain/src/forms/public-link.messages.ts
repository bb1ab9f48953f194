import { defineMessagesSideBySide } from '../i18n/define.ts';

/**
 * The public-link kit's own refusals (docs/public-links.md), for a feature that does not word
 * them itself (`PUBLIC_LINK_REFUSAL_CODES`).
 */
export const publicLinkMessages = defineMessagesSideBySide({
  'publicLinks.closed': {
    ar: 'هذا الرابط مغلق ولا يستقبل طلبات',
    en: 'This link is closed and takes no more submissions',
    fr: 'Ce lien est fermé et ne reçoit plus de demandes',
  },
  'publicLinks.expired': {
    ar: 'انتهت مدة هذا الرابط',
    en: 'This link’s period has ended',
    fr: 'La période de ce lien est terminée',
  },
  'publicLinks.notYetOpen': {
    ar: 'لم يُفتح هذا الرابط بعد',
    en: 'This link is not open yet',
    fr: 'Ce lien n’est pas encore ouvert',
  },
  'publicLinks.full': {
    ar: 'اكتمل العدد المقبول لهذا الرابط',
    en: 'This link has received all the submissions it takes',
    fr: 'Ce lien a reçu toutes les demandes prévues',
  },
  'publicLinks.alreadyAnswered': {
    ar: 'سبق الإرسال عبر هذا الرابط بهذا الجوال أو البريد',
    en: 'Something has already been sent through this link with this phone or e-mail',
    fr: 'Une demande a déjà été envoyée par ce lien avec ce téléphone ou cet e-mail',
  },
});
