import {
  createFormat,
  isLocaleCode,
  surfaceDigits,
  translate,
  type DigitSystem,
  type LocaleCode,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { organisationName as documentsOrganisationName } from '../../documents/index.ts';
import { createMailer } from '../../mail/mailer.ts';

/** Who a benefactor is written to, or null: no consent, "do not contact", or no address. */
export function donorAddress(b: {
  consent: boolean;
  contactBy: string;
  phone: string | null;
  email: string | null;
}): string | null {
  if (!b.consent || b.contactBy === 'none') return null;
  const to = b.contactBy === 'email' ? b.email : b.phone;
  return to?.trim() ? to.trim() : null;
}

export const donorLanguage = (language: string): LocaleCode =>
  isLocaleCode(language) ? language : 'ar';

export async function organisationName(ctx: AppContext, lang: LocaleCode): Promise<string> {
  return documentsOrganisationName(ctx.db, lang);
}

/** How a message to a donor writes numbers: the organisation's digits (`organisationDigits`). */
const donorFormat = (lang: LocaleCode, digits?: DigitSystem | null) =>
  createFormat({ locale: lang, digits: surfaceDigits(lang, digits), calendar: 'both' });

export const donorDate = (day: string, lang: LocaleCode, digits?: DigitSystem | null) =>
  donorFormat(lang, digits).date(day);

export const donorMoney = (
  amount: number,
  currency: string,
  lang: LocaleCode,
  digits?: DigitSystem | null,
) => donorFormat(lang, digits).money(amount, currency);

/** A message to a donor in their language, kept in (or sent through) the outbox. */
export async function sendToDonor(
  ctx: AppContext,
  m: {
    to: string;
    lang: LocaleCode;
    name: string;
    kind: string;
    key: string;
    params: Record<string, unknown>;
  },
) {
  const organisation = await organisationName(ctx, m.lang);
  const body = [
    translate(m.lang, 'donations.mail.greeting', { name: m.name }),
    '',
    translate(m.lang, `donations.mail.${m.key}.body`, m.params),
    '',
    translate(m.lang, 'donations.mail.signature', { organisation }),
  ].join('\n');
  await createMailer(ctx.db, ctx.config).send({
    to: m.to,
    subject: translate(m.lang, `donations.mail.${m.key}.subject`, m.params),
    body,
    kind: m.kind,
    locale: m.lang,
  });
}
