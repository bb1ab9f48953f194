import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/catalogue.ts';
import { LOCALE_CODES } from '../locales.ts';
import {
  limitReached,
  PUBLIC_LINK_REFUSAL_CODES,
  publicLinkContactKey,
  publicLinkPublishable,
  publicLinkRefusal,
  publicLinkUnavailable,
  type PublicLinkState,
} from './public-link.ts';

const link = (extra: Partial<PublicLinkState> = {}): PublicLinkState => ({
  status: 'open',
  archived: false,
  opensOn: '2026-03-01',
  closesOn: '2026-03-31',
  limit: 3,
  ...extra,
});

const on = (today: string, answers = 0, contactTaken = false) => ({
  today,
  answers,
  contactTaken,
});

describe('publicLinkRefusal: may this link take an answer now, and if not why', () => {
  it('takes an answer on an open link within its period, under its limit, from a new contact', () => {
    expect(publicLinkRefusal(link(), on('2026-03-10', 2))).toBeNull();
  });

  it('a draft or archived link is not found, whatever else holds', () => {
    expect(publicLinkRefusal(link({ status: 'draft' }), on('2026-03-10'))).toBe('notFound');
    expect(publicLinkRefusal(link({ archived: true }), on('2026-03-10'))).toBe('notFound');
    expect(publicLinkRefusal(link({ status: 'closed', archived: true }), on('2026-04-10'))).toBe(
      'notFound',
    );
  });

  it('a link closed by hand is closed, even within its period', () => {
    expect(publicLinkRefusal(link({ status: 'closed' }), on('2026-03-10'))).toBe('closed');
  });

  it('the period counts both its first and last day', () => {
    expect(publicLinkRefusal(link(), on('2026-02-28'))).toBe('notYetOpen');
    expect(publicLinkRefusal(link(), on('2026-03-01'))).toBeNull();
    expect(publicLinkRefusal(link(), on('2026-03-31'))).toBeNull();
    expect(publicLinkRefusal(link(), on('2026-04-01'))).toBe('expired');
  });

  it('a link without dates is open every day', () => {
    const open = link({ opensOn: null, closesOn: null });
    expect(publicLinkRefusal(open, on('1990-01-01'))).toBeNull();
    expect(publicLinkRefusal(open, on('2990-01-01'))).toBeNull();
  });

  it('is full at its limit, never without one', () => {
    expect(publicLinkRefusal(link(), on('2026-03-10', 3))).toBe('full');
    expect(publicLinkRefusal(link({ limit: null }), on('2026-03-10', 100_000))).toBeNull();
    expect(limitReached(1, 0)).toBe(false);
    expect(limitReached(1, 1)).toBe(true);
    expect(limitReached(null, 5)).toBe(false);
  });

  it('refuses a second answer from the same contact only once the link itself is open', () => {
    expect(publicLinkRefusal(link(), on('2026-03-10', 1, true))).toBe('alreadyAnswered');
    // The link's own refusal comes first: a visitor learns it is closed, not that they answered.
    expect(publicLinkRefusal(link({ status: 'closed' }), on('2026-03-10', 1, true))).toBe('closed');
    expect(publicLinkRefusal(link(), on('2026-03-10', 3, true))).toBe('full');
    // Without the contact fact, the link's own answer.
    expect(publicLinkUnavailable(link(), on('2026-03-10', 1))).toBeNull();
  });

  it('checks in a fixed order: gone, closed, expired, not yet open, full', () => {
    const everything = link({ status: 'closed', opensOn: '2026-05-01', closesOn: '2026-02-01' });
    expect(publicLinkRefusal(everything, on('2026-03-10', 9, true))).toBe('closed');
    expect(publicLinkRefusal({ ...everything, status: 'open' }, on('2026-03-10', 9, true))).toBe(
      'expired',
    );
    expect(
      publicLinkRefusal({ ...everything, status: 'open', closesOn: null }, on('2026-03-10', 9)),
    ).toBe('notYetOpen');
  });
});

describe('publishing and contacts', () => {
  it('a link whose period has ended cannot be published; its last day still can', () => {
    expect(publicLinkPublishable(link(), '2026-03-31')).toBe(true);
    expect(publicLinkPublishable(link(), '2026-04-01')).toBe(false);
    expect(publicLinkPublishable(link({ closesOn: null }), '2990-01-01')).toBe(true);
  });

  it('one phone or e-mail typed two ways is one contact', () => {
    expect(publicLinkContactKey('phone', '+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧')).toBe('+966551234567');
    expect(publicLinkContactKey('phone', '00966-55-123-4567')).toBe('+966551234567');
    expect(publicLinkContactKey('email', '  Ahmad@Example.COM ')).toBe('ahmad@example.com');
    expect(publicLinkContactKey('email', '   ')).toBeNull();
  });

  it('the kit words every refusal in every language, in the catalogue', () => {
    for (const key of Object.values(PUBLIC_LINK_REFUSAL_CODES))
      for (const locale of LOCALE_CODES) {
        const text = translate(locale, key);
        expect(text).not.toBe(key);
        if (locale === 'ar') expect(text).toMatch(/[\u0600-\u06FF]/);
      }
  });
});
