import {
  DONATION_FREQUENCIES,
  formatMoney as moneyText,
  LOCALE_CODES,
  getLocale,
  pick,
  toMajorUnits,
  type LocaleCode,
  textInLanguage,
  type PublicDonationType,
} from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  checkPublicGift,
  listPublicTypes,
  listSponsorshipPackages,
  readOnlinePayment,
} from '../donations/index.ts';
import { h, raw, type Html } from './site-html.ts';
import { href, t, type Chrome, type PageOut } from './site-render.ts';
import * as repo from './site.repository.ts';

/**
 * The public giving pages (issue 16): /page/donate → /page/checkout → /page/payment, and
 * /page/pricing. Plain HTML forms (POST, then a redirect; errors next to their fields with the
 * entered values kept); the rules are the donations module's (`checkPublicGift`,
 * `giveOnline`): nothing about a gift is decided here.
 */

/** What a visitor typed, kept to show the form again. */
export type FormValues = Record<string, string>;
/** Field name → translated message, and a message for the whole form. */
export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

/**
 * An amount of minor units as the page writes it: the page's digits and the currency as its
 * language names it (a bare language: that language's default digits).
 */
export function formatMoney(
  who: LocaleCode | Pick<Chrome, 'format'>,
  minor: number,
  currency: string,
) {
  return typeof who === 'string'
    ? moneyText({ amount: minor, currency }, { locale: who })
    : who.format.money(minor, currency);
}

const typeName = (type: PublicDonationType, lang: LocaleCode) => type.name[lang] || type.name.ar;

/** The form's field names for the API's field paths. */
const FIELD_OF: Record<string, string> = {
  typeId: 'type',
  'donor.fullName': 'fullName',
  'donor.phone': 'phone',
  'donor.email': 'email',
  'donor.language': 'language',
};

/** A refusal of the donations module as messages in the page's language. */
export function errorsOf(e: AppError, lang: LocaleCode): FormErrors {
  const fields: Record<string, string> = {};
  for (const [name, f] of Object.entries(e.fields ?? {}))
    fields[FIELD_OF[name] ?? name] = t(lang, f.code, f.params);
  const form = e.fields ? t(lang, 'site.give.fix') : t(lang, e.code, e.params);
  return { fields, form };
}

const alert = (text: string | undefined) =>
  text ? h`<p class="alert" role="alert" data-testid="form-error">${text}</p>` : '';

const fieldError = (errors: FormErrors | undefined, name: string) => {
  const text = errors?.fields[name];
  return text ? h`<span class="err" id="err-${name}">${text}</span>` : '';
};
const describedBy = (errors: FormErrors | undefined, name: string) =>
  errors?.fields[name] ? raw(` aria-invalid="true" aria-describedby="err-${name}"`) : raw('');

/** The progress of a project bound to a type: raised of the target and the donors. */
export function projectProgress(
  c: Chrome,
  project: { target: number | null; currency: string },
  type: PublicDonationType,
): Html {
  const raised = formatMoney(c, type.raised, type.currency);
  const sameCurrency = project.target && project.currency === type.currency;
  const text = sameCurrency
    ? t(c, 'site.give.progress', {
        raised,
        target: formatMoney(c, project.target!, project.currency),
      })
    : t(c, 'site.give.raised', { raised });
  return h`<section class="progress" data-testid="project-progress"><p><strong data-testid="progress-text">${text}</strong></p>${
    sameCurrency
      ? h`<progress max="${project.target}" value="${Math.min(type.raised, project.target!)}">${text}</progress>`
      : ''
  }<p class="meta" data-testid="progress-donors">${t(c, 'site.give.donors', { count: type.donors })}</p></section>`;
}

/** A published project bound to a published type, with that type (or nothing). */
export async function boundProject(db: Db, projectId: string | null | undefined) {
  if (!projectId || !/^[0-9a-f-]{36}$/i.test(projectId)) return null;
  const project = await repo.project(db, projectId);
  if (!project?.donationTypeId) return null;
  const type = (await listPublicTypes(db)).find((x) => x.id === project.donationTypeId);
  return type ? { project, type } : null;
}

const hidden = (name: string, value: string | undefined) =>
  value ? h`<input type="hidden" name="${name}" value="${value}">` : '';

/** /page/donate: the type, the amount (suggested or other), currency, frequency, project. */
export async function donatePage(
  db: Db,
  c: Chrome,
  values: FormValues,
  errors?: FormErrors,
  /** The editors' introduction of the giving pages (site-pages `giving`). */
  intro?: Html,
): Promise<PageOut> {
  const title = t(c, 'site.give.donateTitle');
  const [types, bound] = await Promise.all([
    listPublicTypes(db),
    boundProject(db, values['project']),
  ]);
  const chosen =
    types.find((x) => x.id === values['type']) ??
    (bound ? types.find((x) => x.id === bound.type.id) : undefined) ??
    types[0];
  const amount = values['amount'] ?? '';
  const frequency = values['frequency'] || 'once';
  const currency = values['currency'] || chosen?.currency || '';
  const currencies = [...new Set(types.flatMap((x) => x.currencies))];
  const suggested = [...new Set(types.flatMap((x) => x.suggestedAmounts))].sort((a, b) => a - b);
  const isOther = amount !== '' && !suggested.includes(Number(amount));
  const projectBox = bound
    ? h`<div class="prose" data-testid="donate-project"><h2>${pick(bound.project, 'title', c.lang)}</h2><p>${pick(bound.project, 'summary', c.lang)}</p>${projectProgress(c, bound.project, bound.type)}</div>`
    : '';
  const form = types.length
    ? h`<form method="post" action="${href(c, '/page/donate')}" class="give" novalidate>
${hidden('project', bound ? bound.project.id : undefined)}
${alert(errors?.form)}
<fieldset><legend>${t(c, 'site.give.type')}</legend>${fieldError(errors, 'type')}
<div class="choices">${types.map(
        (x) =>
          h`<label class="choice"><input type="radio" name="type" value="${x.id}" data-currencies="${x.currencies.join(',')}"${raw(x.id === chosen?.id ? ' checked' : '')}><span><strong>${typeName(x, c.lang)}</strong>${describe(x, c, 'small')}<small>${t(c, 'site.give.minimum', { amount: formatMoney(c, x.minimumAmount, x.currency) })}</small></span></label>`,
      )}</div></fieldset>
<fieldset><legend>${t(c, 'site.give.amount')}</legend>${fieldError(errors, 'amount')}
<div class="amounts">${suggested.map(
        (n) =>
          h`<label class="pill"><input type="radio" name="amount" value="${n}"${raw(String(n) === amount ? ' checked' : '')}><span>${c.format.number(n)}</span></label>`,
      )}<label class="pill"><input type="radio" name="amount" value="other"${raw(isOther ? ' checked' : '')}><span>${t(c, 'site.give.other')}</span></label></div>
<label>${t(c, 'site.give.otherAmount')}<input type="text" name="other" inputmode="decimal" autocomplete="transaction-amount" dir="ltr" value="${isOther ? amount : (values['other'] ?? '')}"${describedBy(errors, 'amount')}></label></fieldset>
<div class="row"><label>${t(c, 'site.give.currency')}<select name="currency"${describedBy(errors, 'currency')}>${currencies.map(
        (code) =>
          h`<option value="${code}"${raw(code === currency ? ' selected' : '')}>${code}</option>`,
      )}</select>${fieldError(errors, 'currency')}</label>
<label>${t(c, 'site.give.frequency')}<select name="frequency">${DONATION_FREQUENCIES.map(
        (f) =>
          h`<option value="${f}"${raw(f === frequency ? ' selected' : '')}>${t(c, `donations.frequency.${f}`)}</option>`,
      )}</select>${fieldError(errors, 'frequency')}</label></div>
<p><button class="btn" type="submit">${t(c, 'site.give.continue')}</button></p>
</form>`
    : h`<p class="lead">${t(c, 'site.give.noTypes')}</p>`;
  return {
    status: errors ? 400 : 200,
    title,
    description: t(c, 'site.give.intro'),
    nav: 'donate',
    data: { types: types.map((x) => ({ id: x.id, currencies: x.currencies })) },
    body: h`<h1>${title}</h1><p class="lead">${t(c, 'site.give.intro')}</p>${intro?.html ? h`<div class="prose">${intro}</div>` : ''}${projectBox}${form}`,
  };
}

/** The gift carried from /page/donate: query or posted fields → the API's names. */
export const giftOf = (v: FormValues) => ({
  typeId: v['type'] ?? '',
  amount: v['amount'] === 'other' ? (v['other'] ?? '') : (v['amount'] ?? ''),
  currency: v['currency'] ?? '',
  frequency: v['frequency'] || 'once',
});

const GIFT_FIELDS = ['type', 'amount', 'currency', 'frequency', 'project'] as const;

/** /page/checkout: the chosen gift (re-checked by the donations rules) and the donor. */
export async function checkoutPage(
  db: Db,
  c: Chrome,
  values: FormValues,
  errors?: FormErrors,
): Promise<PageOut> {
  const title = t(c, 'site.give.checkoutTitle');
  const base = { title, description: t(c, 'site.give.intro'), nav: 'donate' as const };
  if (!values['type'])
    return {
      ...base,
      noindex: true,
      body: h`<h1>${title}</h1><p class="lead">${t(c, 'site.give.chooseFirst')}</p><p><a class="btn" href="${href(c, '/page/donate')}">${t(c, 'site.give.donateTitle')}</a></p>`,
    };
  let summary: Html;
  try {
    const gift = await checkPublicGift(db, giftOf(values), c.lang);
    summary = h`<div class="prose" data-testid="gift-summary"><h2>${t(c, 'site.give.yourGift')}</h2>
<p><strong>${typeName(gift.type, c.lang)}</strong></p>
<p data-testid="gift-amount"><strong>${formatMoney(c, gift.amount, gift.choice.currency)}</strong> · ${t(c, `donations.frequency.${gift.choice.frequency}`)}</p>
<p class="meta">${t(c, 'site.give.method')}</p></div>`;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    // A gift changed on the way (a tampered amount or currency): the rules refuse it here,
    // and again when the form is sent.
    const refused = errorsOf(e, c.lang);
    errors = {
      fields: { ...refused.fields, ...(errors?.fields ?? {}) },
      form: errors?.form ?? Object.values(refused.fields)[0] ?? refused.form,
    };
    summary = raw('');
  }
  // The gift's own fields are not on this form: their refusal is the form's message.
  const giftProblem = ['type', 'amount', 'currency', 'frequency']
    .map((k) => errors?.fields[k])
    .find(Boolean);
  if (errors && giftProblem) errors = { ...errors, form: giftProblem };
  const back = new URLSearchParams();
  for (const k of GIFT_FIELDS) if (values[k]) back.set(k, values[k]);
  back.set('lang', c.lang);
  const language = values['language'] || c.lang;
  const input = (name: string, label: string, type: string, extra = '') =>
    h`<label>${label}<input type="${type}" name="${name}" value="${values[name] ?? ''}"${raw(extra)}${describedBy(errors, name)}>${fieldError(errors, name)}</label>`;
  return {
    ...base,
    status: errors ? 400 : 200,
    noindex: true,
    body: h`<h1>${title}</h1>${summary}
<p><a href="/page/donate?${back.toString()}">${t(c, 'site.give.change')}</a></p>
<form method="post" action="${href(c, '/page/checkout')}" class="give" novalidate>
${GIFT_FIELDS.map((k) => hidden(k, values[k]))}${values['amount'] === 'other' ? hidden('other', values['other']) : ''}
${alert(errors?.form)}
<fieldset><legend>${t(c, 'site.give.details')}</legend>
${input('fullName', t(c, 'site.give.fullName'), 'text', ' autocomplete="name" required')}
<label>${t(c, 'site.give.phone')}<input type="tel" name="phone" value="${values['phone'] ?? ''}" autocomplete="tel" inputmode="tel" dir="ltr" required data-phone${describedBy(errors, 'phone')}><small class="meta">${t(c, 'site.give.phoneHelp')}</small>${fieldError(errors, 'phone')}</label>
${input('email', t(c, 'site.give.email'), 'email', ' autocomplete="email" dir="ltr"')}
<label>${t(c, 'site.give.language')}<select name="language">${LOCALE_CODES.map(
      (code) =>
        h`<option value="${code}"${raw(code === language ? ' selected' : '')}>${getLocale(code).label}</option>`,
    )}</select></label>
<label class="check"><input type="checkbox" name="consent" value="yes"${raw(values['consent'] ? ' checked' : '')}${describedBy(errors, 'consent')}><span>${t(c, 'site.give.consent')}</span></label>${fieldError(errors, 'consent')}
<label class="check"><input type="checkbox" name="messagesConsent" value="yes"${raw(values['messagesConsent'] ? ' checked' : '')}><span>${t(c, 'site.give.messagesConsent')}</span></label>
</fieldset>
<p><button class="btn" type="submit">${t(c, 'site.give.submit')}</button></p>
</form>`,
  };
}

/** An IBAN as people read and type it: groups of four, left to right, with a copy button. */
export const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

function ibanHtml(c: Chrome, iban: string): Html {
  const plain = iban.replace(/\s+/g, '').toUpperCase();
  return h`<bdi class="iban" dir="ltr" data-testid="iban-text">${groupIban(plain)}</bdi><button type="button" class="copy" data-copy="${plain}" hidden>${t(c, 'site.give.copy')}</button><span class="meta" data-copied hidden role="status"> ${t(c, 'site.give.copied')}</span>`;
}

/** /page/payment?id=: the result of a gift: reference, amount, the bank and what comes next. */
export async function paymentPage(db: Db, c: Chrome, paymentId: string): Promise<PageOut> {
  const title = t(c, 'site.give.paymentTitle');
  const p = paymentId ? await readOnlinePayment(db, paymentId) : undefined;
  const base = { title, description: t(c, 'site.give.intro'), nav: 'donate' as const };
  if (!p)
    return {
      ...base,
      noindex: true,
      body: h`<h1>${title}</h1><p class="lead">${t(c, 'site.give.noPayment')}</p><p><a class="btn" href="${href(c, '/page/donate')}">${t(c, 'site.give.donateTitle')}</a></p>`,
    };
  const row = (label: string, value: Html | string, testId: string, ltr = false) =>
    h`<tr><th scope="row">${label}</th><td data-testid="${testId}"${raw(ltr ? ' dir="ltr"' : '')}>${value}</td></tr>`;
  return {
    ...base,
    noindex: true,
    body: h`<h1>${title}</h1><p class="lead" role="status">${t(c, 'site.give.thanks')}</p>
<div class="prose"><table class="facts"><tbody>
${row(t(c, 'site.give.reference'), h`<strong>${p.reference ?? ''}</strong>`, 'transfer-reference', true)}
${row(t(c, 'site.give.amount'), formatMoney(c, p.amount, p.currency), 'transfer-amount')}
${row(t(c, 'site.give.type'), pick({ nameAr: p.typeNameAr, nameEn: p.typeNameEn, nameFr: p.typeNameFr }, 'name', c.lang), 'transfer-type')}
${p.bankNameAr ? row(t(c, 'site.give.bank'), pick({ nameAr: p.bankNameAr, nameEn: p.bankNameEn ?? '', nameFr: p.bankNameFr ?? '' }, 'name', c.lang), 'transfer-account') : ''}
${p.bankName ? row(t(c, 'site.give.bankName'), p.bankName, 'transfer-bank') : ''}
${p.iban ? row(t(c, 'site.give.iban'), ibanHtml(c, p.iban), 'transfer-iban') : ''}
</tbody></table>
<p data-testid="transfer-state"><strong>${t(c, `site.give.state.${p.state}`)}</strong></p>
<p>${t(c, 'site.give.next')}</p></div>
<p><a href="${href(c, '/page/home')}">${t(c, 'site.nav.home')}</a></p>`,
  };
}

/**
 * A type's description in the page's language; one written only in Arabic is shown marked as
 * Arabic (its `lang` and direction), so an English or French page says it as it is.
 */
function describe(x: Pick<PublicDonationType, 'description'>, c: Chrome, tag: 'small' | 'p') {
  const d = textInLanguage(x.description, c.lang);
  if (!d) return '';
  const marked = d.lang !== c.lang;
  return tag === 'small'
    ? h`<small${marked ? raw(' lang="ar" dir="rtl"') : ''}>${d.text}</small>`
    : h`<p${marked ? raw(' lang="ar" dir="rtl"') : ''}>${d.text}</p>`;
}

/** /page/pricing: the sponsorship packages (types with a monthly amount), each given monthly. */
export async function pricingPage(db: Db, c: Chrome): Promise<PageOut> {
  const title = t(c, 'site.give.pricingTitle');
  const packages = await listSponsorshipPackages(db, await listPublicTypes(db));
  return {
    title,
    description: t(c, 'site.give.pricingIntro'),
    nav: 'donate',
    body: h`<h1>${title}</h1><p class="lead">${t(c, 'site.give.pricingIntro')}</p>${
      packages.length
        ? h`<div class="grid">${packages.map(
            (p) =>
              h`<article class="card" data-testid="package"><div class="in"><h2>${typeName(p, c.lang)}</h2>
<p class="price"><strong>${t(c, 'site.give.perMonth', { amount: formatMoney(c, p.monthlyAmount, p.currency) })}</strong></p>
${textInLanguage(p.description, c.lang) ? h`<h3>${t(c, 'site.give.covers')}</h3>${describe(p, c, 'p')}` : ''}
<p class="meta">${t(c, 'site.give.donors', { count: p.donors })}</p>
<form method="post" action="${href(c, '/page/donate')}"><input type="hidden" name="type" value="${p.id}"><input type="hidden" name="amount" value="other"><input type="hidden" name="other" value="${toMajorUnits(p.monthlyAmount, p.currency)}"><input type="hidden" name="currency" value="${p.currency}"><input type="hidden" name="frequency" value="monthly"><button class="btn" type="submit">${t(c, 'site.give.sponsorMonthly')}</button></form>
</div></article>`,
          )}</div>`
        : h`<p class="lead">${t(c, 'site.give.noPackages')}</p>`
    }`,
  };
}
