import { defineMessages } from '../i18n/define.ts';

/** Messages of the organisation module beyond its resources' labels. */
export const organisationMessages = defineMessages({
  en: {
    'organisation.documents.versions': 'Versions',
    'organisation.documents.revision': 'Revision {{revision}}',
    'organisation.documents.current': 'Current version',
    'i18n.overrides.title': 'Interface texts',
    'i18n.overrides.key': 'Key',
    'i18n.overrides.default': 'Default text',
    'i18n.overrides.value': 'Your text',
    'i18n.overrides.reset': 'Back to the default',
    'i18n.errors.unknownKey': 'There is no such message.',
    'i18n.errors.placeholders': 'Keep the placeholders of the original text: {{placeholders}}.',
  },
  ar: {
    'organisation.documents.versions': 'الإصدارات',
    'organisation.documents.revision': 'الإصدار {{revision}}',
    'organisation.documents.current': 'الإصدار الحالي',
    'i18n.overrides.title': 'نصوص الواجهة',
    'i18n.overrides.key': 'المفتاح',
    'i18n.overrides.default': 'النص الافتراضي',
    'i18n.overrides.value': 'نصك',
    'i18n.overrides.reset': 'العودة إلى الافتراضي',
    'i18n.errors.unknownKey': 'لا توجد رسالة بهذا المفتاح.',
    'i18n.errors.placeholders': 'أبقِ على المتغيرات الموجودة في النص الأصلي: {{placeholders}}.',
  },
  fr: {
    'organisation.documents.versions': 'Versions',
    'organisation.documents.revision': 'Révision {{revision}}',
    'organisation.documents.current': 'Version actuelle',
    'i18n.overrides.title': "Textes de l'interface",
    'i18n.overrides.key': 'Clé',
    'i18n.overrides.default': 'Texte par défaut',
    'i18n.overrides.value': 'Votre texte',
    'i18n.overrides.reset': 'Revenir au texte par défaut',
    'i18n.errors.unknownKey': "Ce message n'existe pas.",
    'i18n.errors.placeholders': 'Gardez les variables du texte original : {{placeholders}}.',
  },
});
