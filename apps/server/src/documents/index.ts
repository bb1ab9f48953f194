/**
 * The shared documents service: PDFs in Arabic, English and French from a small layout model,
 * serials, the register of issued documents and their public verification. See
 * docs/documents.md.
 */
export type { DocumentSpec, DocumentBlock, DocumentLanguage, Align, TextStyle } from './spec.ts';
export { renderPdf, renderPdfBook } from './render.ts';
export { certificateDocument, type CertificateInput } from './certificate.ts';
export {
  allocateSerial,
  registerIssuedDocument,
  revokeIssuedDocument,
  findIssuedDocument,
  type IssuedDocumentInput,
} from './serials.ts';

/** The public page that confirms a document: `<base>/verify/<serial>`. */
export function verificationUrl(publicBaseUrl: string, serial: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(serial)}`;
}
export { thankCertificateDocument, type ThankCertificateInput } from './thank-certificate.ts';
export { voucherDocument, type VoucherDocumentInput } from './voucher.ts';
