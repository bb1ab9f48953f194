import { defineMessagesSideBySide } from '../i18n/define.ts';

/**
 * Words of the rich-text editor beyond the formatting tools it shares with the generic form
 * (`resources.rich.*`).
 */
export const richTextMessages = defineMessagesSideBySide({
  'richtext.image': {
    en: 'Insert an image',
    ar: 'إدراج صورة',
    fr: 'Insérer une image',
  },
  'richtext.imageLink': {
    en: 'Image from the web',
    ar: 'صورة من الإنترنت',
    fr: 'Image depuis le web',
  },
  'richtext.imagePrompt': {
    en: 'Address of the image (https://…)',
    ar: 'عنوان الصورة (https://…)',
    fr: 'Adresse de l’image (https://…)',
  },
  'richtext.imageAlt': {
    en: 'Image',
    ar: 'صورة',
    fr: 'Image',
  },
  'richtext.undo': {
    en: 'Undo',
    ar: 'تراجع',
    fr: 'Annuler',
  },
  'richtext.redo': {
    en: 'Redo',
    ar: 'إعادة',
    fr: 'Rétablir',
  },
  'richtext.loading': {
    en: 'Loading the editor…',
    ar: 'جارٍ تحميل المحرر…',
    fr: 'Chargement de l’éditeur…',
  },
  'richtext.uploading': {
    en: 'Uploading the image…',
    ar: 'جارٍ رفع الصورة…',
    fr: 'Envoi de l’image…',
  },
  'richtext.badLink': {
    en: 'Only https, mail and telephone links are allowed.',
    ar: 'يُسمح فقط بروابط https والبريد والهاتف.',
    fr: 'Seuls les liens https, courriel et téléphone sont permis.',
  },
  'richtext.badImage': {
    en: 'Only images over https are allowed.',
    ar: 'يُسمح فقط بالصور عبر https.',
    fr: 'Seules les images en https sont permises.',
  },
});
