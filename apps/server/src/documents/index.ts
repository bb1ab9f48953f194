/**
 * The shared documents service: PDFs in Arabic, English and French from a small layout model,
 * serials, the register of issued documents and their public verification. See
 * docs/documents.md.
 */
import type { AppContext } from '../app-context.ts';

export type {
  DocumentSpec,
  DocumentBlock,
  DocumentLanguage,
  Align,
  TextStyle,
  GridCell,
  GridContent,
  GridStyle,
} from './spec.ts';
export { renderPdf, renderPdfBook } from './render.ts';
export { certificateDocument, type CertificateInput } from './certificate.ts';
export {
  allocateSerial,
  registerIssuedDocument,
  revokeIssuedDocument,
  findIssuedDocument,
  type IssuedDocumentInput,
} from './serials.ts';

/**
 * The public address verification links are built on: the configured PUBLIC_URL, or the server
 * itself on this machine, without a trailing slash.
 */
export function publicBase(ctx: Pick<AppContext, 'config'>): string {
  return (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
}

/** The public page that confirms a document: `<base>/verify/<serial>`. */
export function verificationUrl(publicBaseUrl: string, serial: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(serial)}`;
}
export { verifyDocument } from './documents.module.ts';
export { thankCertificateDocument, type ThankCertificateInput } from './thank-certificate.ts';
export { voucherDocument, type VoucherDocumentInput } from './voucher.ts';
export { organisationDigits, organisationName, readerFormat } from './reader-format.ts';
export { reportCardDocument, type ReportCardInput } from './report-card.ts';
