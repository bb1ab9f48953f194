import { defineMessagesSideBySide } from '../i18n/define.ts';

/** Messages of the organisation module beyond its resources' labels. */
export const organisationMessages = defineMessagesSideBySide({
  'organisation.documents.versions': {
    en: 'Versions',
    ar: 'الإصدارات',
    fr: 'Versions',
  },
  'organisation.documents.revision': {
    en: 'Revision {{revision}}',
    ar: 'الإصدار {{revision}}',
    fr: 'Révision {{revision}}',
  },
  'organisation.documents.current': {
    en: 'Current version',
    ar: 'الإصدار الحالي',
    fr: 'Version actuelle',
  },
  'i18n.overrides.title': {
    en: 'Interface texts',
    ar: 'نصوص الواجهة',
    fr: "Textes de l'interface",
  },
  'i18n.overrides.key': {
    en: 'Key',
    ar: 'المفتاح',
    fr: 'Clé',
  },
  'i18n.overrides.default': {
    en: 'Default text',
    ar: 'النص الافتراضي',
    fr: 'Texte par défaut',
  },
  'i18n.overrides.value': {
    en: 'Your text',
    ar: 'نصك',
    fr: 'Votre texte',
  },
  'i18n.overrides.reset': {
    en: 'Back to the default',
    ar: 'العودة إلى الافتراضي',
    fr: 'Revenir au texte par défaut',
  },
  'i18n.errors.unknownKey': {
    en: 'There is no such message.',
    ar: 'لا توجد رسالة بهذا المفتاح.',
    fr: "Ce message n'existe pas.",
  },
  'i18n.errors.placeholders': {
    en: 'Keep the placeholders of the original text: {{placeholders}}.',
    ar: 'أبقِ على المتغيرات الموجودة في النص الأصلي: {{placeholders}}.',
    fr: 'Gardez les variables du texte original : {{placeholders}}.',
  },
});
