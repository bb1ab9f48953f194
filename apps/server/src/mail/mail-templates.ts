import { isLocaleCode, translate, type LocaleCode } from '@qc/domain';

export type MailKind = 'verify' | 'reset' | 'invite' | 'signupAccepted' | 'signupRejected';

/** Renders a message in the recipient's language from the identity.mail.* keys. */
export function renderMail(
  kind: MailKind,
  locale: string,
  params: { name: string; link?: string; reason?: string },
): { subject: string; body: string; locale: LocaleCode } {
  const lang: LocaleCode = isLocaleCode(locale) ? locale : 'ar';
  const subject = translate(lang, `identity.mail.${kind}.subject`);
  const body = [
    translate(lang, 'identity.mail.greeting', { name: params.name }),
    '',
    translate(lang, `identity.mail.${kind}.body`, params),
    '',
    translate(lang, 'identity.mail.signature'),
  ].join('\n');
  return { subject, body, locale: lang };
}
