import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The words printed on documents and shown on the public verification page. */
export const documentsMessages = defineMessagesSideBySide({
  'documents.footer.serial': { ar: 'الرقم التسلسلي', en: 'Serial', fr: 'Numéro' },
  'documents.footer.issued': { ar: 'تاريخ الإصدار', en: 'Issued', fr: 'Délivré le' },
  'documents.footer.verify': {
    ar: 'للتحقق من صحة الوثيقة امسح الرمز',
    en: 'Scan the code to verify this document',
    fr: 'Scannez le code pour vérifier ce document',
  },
  // Without the shadda: PDFKit draws a mark as a glyph of its own, placed above its letter, and
  // poppler then reads it apart ("بأ ّ" and a lone "ن"), so the word could not be copied or found.
  'documents.certificate.presentedTo': {
    ar: 'تشهد الجهة بأن',
    en: 'This is to certify that',
    fr: 'Nous certifions que',
  },
  'documents.certificate.grade': { ar: 'التقدير', en: 'Grade', fr: 'Mention' },
  'documents.kind.certificate': { ar: 'شهادة', en: 'Certificate', fr: 'Certificat' },
  'documents.kind.receipt': { ar: 'إيصال', en: 'Receipt', fr: 'Reçu' },
  'documents.kind.competition-certificate': {
    ar: 'شهادة تفوق في مسابقة',
    en: 'Competition certificate',
    fr: 'Certificat de concours',
  },
  'documents.kind.test-certificate': {
    ar: 'شهادة اختبار',
    en: 'Test certificate',
    fr: 'Certificat d’examen',
  },
  'documents.verify.title': {
    ar: 'التحقق من وثيقة',
    en: 'Verify a document',
    fr: 'Vérifier un document',
  },
  'documents.verify.serial': { ar: 'الرقم التسلسلي', en: 'Serial', fr: 'Numéro' },
  'documents.verify.kind': { ar: 'نوع الوثيقة', en: 'Document', fr: 'Document' },
  'documents.verify.issued': { ar: 'تاريخ الإصدار', en: 'Issued on', fr: 'Délivré le' },
  'documents.verify.valid': {
    ar: 'وثيقة صحيحة صادرة عنّا',
    en: 'Valid: this document was issued by us',
    fr: 'Valide : ce document a bien été délivré par nous',
  },
  'documents.verify.revoked': {
    ar: 'أُلغيت هذه الوثيقة بتاريخ {{date}}',
    en: 'This document was revoked on {{date}}',
    fr: 'Ce document a été révoqué le {{date}}',
  },
  'documents.verify.notFound': {
    ar: 'لا توجد وثيقة بهذا الرقم. تأكّد من الرقم كما هو مطبوع على الوثيقة.',
    en: 'No document has this serial. Check it against the one printed on the document.',
    fr: 'Aucun document ne porte ce numéro. Vérifiez-le sur le document imprimé.',
  },
  'documents.verify.loading': {
    ar: 'جارٍ التحقق…',
    en: 'Checking…',
    fr: 'Vérification…',
  },
  'documents.verify.unreachable': {
    ar: 'تعذّر التحقق الآن. أعد المحاولة بعد قليل.',
    en: 'Could not check now. Try again in a moment.',
    fr: 'Vérification impossible pour le moment. Réessayez dans un instant.',
  },
  'documents.verify.retry': { ar: 'إعادة المحاولة', en: 'Try again', fr: 'Réessayer' },
  'documents.field.holder': { ar: 'صاحب الوثيقة', en: 'Holder', fr: 'Titulaire' },
  'documents.field.title': { ar: 'العنوان', en: 'Title', fr: 'Intitulé' },
  'documents.field.grade': { ar: 'التقدير', en: 'Grade', fr: 'Mention' },
  'documents.field.date': { ar: 'التاريخ', en: 'Date', fr: 'Date' },
});
