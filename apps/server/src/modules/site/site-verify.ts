import type { DocumentVerification, LocaleCode } from '@qc/domain';
import { h } from './site-html.ts';
import { dateText, href, t, type Chrome, type PageOut } from './site-render.ts';

/** Labels of the public fields the issuing modules use; other keys are shown as they are. */
const FIELD_LABELS: Record<string, string> = {
  holder: 'documents.field.holder',
  title: 'documents.field.title',
  grade: 'documents.field.grade',
  date: 'documents.field.date',
};

const kindLabel = (lang: LocaleCode, kind: string) => {
  const key = `documents.kind.${kind}`;
  const text = t(lang, key);
  return text === key ? kind : text;
};

/**
 * `/verify/:serial`, the address a printed document's QR code opens: rendered by the server
 * like the public site's pages, so a phone without scripts reads it, and a serial of no
 * document answers 404. A revoked document says so, with the date; nothing else of the
 * revocation is public.
 */
export function verifyPage(c: Chrome, found: DocumentVerification | null): PageOut {
  const title = t(c, 'documents.verify.title');
  if (!found)
    return {
      status: 404,
      title,
      description: t(c, 'documents.verify.notFound'),
      body: h`<section class="verify"><h1>${title}</h1>
<p class="lead" role="alert" data-testid="verify-status">${t(c, 'documents.verify.notFound')}</p>
<p><a class="btn" href="${href(c, '/page/home')}">${t(c, 'site.nav.home')}</a></p></section>`,
      noindex: true,
    };
  const valid = found.status === 'valid';
  const status = valid
    ? t(c, 'documents.verify.valid')
    : t(c, 'documents.verify.revoked', { date: dateText(c, found.revokedAt) });
  const rows: Array<[string, string, boolean]> = [
    [t(c, 'documents.verify.kind'), kindLabel(c.lang, found.kind), false],
    ...Object.entries(found.publicFields).map(([key, value]): [string, string, boolean] => [
      FIELD_LABELS[key] ? t(c, FIELD_LABELS[key]) : key,
      value,
      false,
    ]),
    [t(c, 'documents.verify.issued'), dateText(c, found.issuedAt), false],
    [t(c, 'documents.verify.serial'), found.serial, true],
  ];
  return {
    title,
    description: status,
    body: h`<section class="verify"><h1>${title}</h1>
<p class="lead verify-${found.status}" role="status" data-testid="verify-status" data-status="${found.status}"><strong>${status}</strong></p>
<dl class="verify-fields">${rows.map(
      ([label, value, ltr]) =>
        h`<div><dt>${label}</dt><dd><bdi dir="${ltr ? 'ltr' : 'auto'}">${value}</bdi></dd></div>`,
    )}</dl></section>`,
    noindex: true,
  };
}
