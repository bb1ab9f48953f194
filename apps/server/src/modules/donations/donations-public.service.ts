import {
  acceptedCurrencies,
  parseSuggestedAmounts,
  type BenefactorRegistered,
  type PublicDonationType,
  type PublicGift,
  type PublicGiveInput,
  type PublicLinkRegisterInput,
} from '@qc/domain';
import { buildAccessContext } from '../../access/access-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import {
  activeCountries,
  countLinkBenefactors,
  findBox,
  findDuplicateBenefactors,
  findType,
  lockLink,
  PUBLIC_ACTOR_ID,
  publicTypes,
  queueVisitorGifts,
  recentSameGift,
  type DonationTypeRow,
} from './donations.repository.ts';
import { checkGift, insertGift, recordIn, toMinor } from './donations.service.ts';
import { recordContactConsent } from '../messaging/index.ts';
import { providerFor } from './payment-provider.ts';

export { PUBLIC_ACTOR_ID };

/** A caller for a visitor's writes: it may create benefactors and nothing else. */
function visitor(request: RequestMeta & { ip: string }, locale: Caller['locale']): Caller {
  const access = buildAccessContext(PUBLIC_ACTOR_ID, null, [
    {
      permissions: ['donations:create', 'donations:sensitive'],
      level: 'organisation',
      countryId: null,
      centreId: null,
      ringId: null,
    },
  ]);
  return { access, locale, request: { ip: request.ip, id: request.id, access } };
}

function publicView(t: DonationTypeRow, raised: number, donors: number): PublicDonationType {
  return {
    id: t.id,
    code: t.code,
    category: t.category,
    name: { ar: t.nameAr, en: t.nameEn, fr: t.nameFr },
    description: { ar: t.descriptionAr, en: t.descriptionEn, fr: t.descriptionFr },
    currency: t.currency,
    currencies: acceptedCurrencies(t),
    suggestedAmounts: parseSuggestedAmounts(t.suggestedAmounts) ?? [],
    minimumAmount: t.minimumAmount,
    targetAmount: t.targetAmount,
    raised: Number(raised),
    donors: Number(donors),
  };
}

/** Published types with their progress (what /page/donate and /page/pricing show). */
export async function listPublicTypes(db: Db): Promise<PublicDonationType[]> {
  return (await publicTypes(db)).map((r) => publicView(r.t, r.raised, r.donors));
}

/** One published type (/donation-type-records/:id); an unpublished one is not found. */
export async function readPublicType(db: Db, id: string): Promise<PublicDonationType> {
  const [r] = await publicTypes(db, id);
  if (!r) throw notFound();
  return publicView(r.t, r.raised, r.donors);
}

/** The benefactor a visitor is (same phone or e-mail), or a new one. */
async function benefactorFor(
  w: Writes,
  donor: { fullName: string; phone: string; email?: string | null; language: string },
  extra: Record<string, unknown> = {},
) {
  const dups = await findDuplicateBenefactors(w.tx, donor);
  const same = dups.find((d) => d.reasons.includes('phone') || d.reasons.includes('email'));
  if (same) return same.benefactor.id;
  const row = await w.create(
    'benefactors',
    {
      kind: 'person',
      fullName: donor.fullName,
      phone: donor.phone,
      email: donor.email || null,
      language: donor.language,
      contactBy: 'phone',
      consent: true,
      ...extra,
    },
    { system: true, scope: { all: true } },
  );
  return String(row.id);
}

/**
 * A visitor's gift by bank transfer: the type must be published and take the currency, the
 * amount is recomputed here (whole units → minor units) and checked against the minimum, the
 * donor is found or created, and a pending payment with a transfer reference is written. The
 * same gift again within a minute is refused. Nothing is posted until an accountant confirms.
 */
export async function giveOnline(
  ctx: AppContext,
  request: RequestMeta & { ip: string },
  locale: Caller['locale'],
  input: PublicGiveInput,
): Promise<PublicGift> {
  const caller = visitor(request, locale);
  // The visitor's caller creates the gift and its pending payment through the workflow kit, as
  // the office does (audited as the public actor, announced so the accountants' list shows it).
  return withWrites(ctx, caller, async (w) => {
    const amount = toMinor(input.amount, input.currency);
    const type = await checkGift(
      w.tx,
      await findType(w.tx, input.typeId),
      amount,
      input.currency,
      locale,
      {
        publicOnly: true,
      },
    );
    const bank = type.bankAccountId ? await findBox(w.tx, type.bankAccountId) : undefined;
    if (!bank || !bank.centreId || !bank.countryId) throw conflict('donations.errors.noBank');
    // One visitor's submissions queue here, so a double click cannot pass the duplicate check.
    await queueVisitorGifts(w.tx, input.donor.phone);
    const benefactorId = await benefactorFor(w, input.donor);
    if (
      await recentSameGift(w.tx, {
        benefactorId,
        typeId: type.id,
        amount,
        currency: input.currency,
      })
    )
      throw conflict('donations.errors.duplicate');
    const day = new Date().toISOString().slice(0, 10);
    const donation = await insertGift(w, {
      benefactorId,
      typeId: type.id,
      centreId: bank.centreId,
      countryId: bank.countryId,
      amount,
      currency: input.currency,
      frequency: input.frequency,
      instalments: input.frequency === 'once' ? 1 : null,
      startDate: day,
      source: 'online',
    });
    const provider = providerFor(input.method);
    const started = await provider.start({
      id: donation.id,
      method: input.method,
      amount,
      currency: input.currency,
      reference: null,
    });
    const payment = await recordIn(w, {
      donationId: donation.id,
      countryId: bank.countryId,
      centreId: bank.centreId,
      method: input.method,
      provider: provider.name,
      amount,
      currency: input.currency,
      // The bank is where the transfer is expected; a transfer in another currency gets its
      // box when the accountant confirms it.
      boxId: bank.currency === input.currency ? bank.id : null,
      receivedOn: day,
      reference: started.reference,
      createdBy: null,
    });
    // "Send me messages about my donation": when and how, for the receipt's message.
    if (input.messagesConsent)
      await recordContactConsent(w.tx, {
        recipient: { kind: 'donor', id: benefactorId },
        name: input.donor.fullName,
        phone: input.donor.phone,
        locale: input.donor.language,
        countryId: bank.countryId,
        source: 'giving-form',
      });
    const given: PublicGift = {
      paymentId: payment.id,
      reference: payment.reference,
      amount,
      currency: input.currency,
      bank: {
        name: { ar: bank.nameAr, en: bank.nameEn, fr: bank.nameFr },
        bankName: bank.bankName,
        iban: bank.iban,
      },
    };
    return given;
  });
}

const isOpen = (link: { status: string; expiresOn: string | null }, day: string) =>
  link.status === 'active' && (!link.expiresOn || link.expiresOn >= day);

/** A registration link's public face: title, introduction, which fields, open or not. */
export async function readPublicLink(db: Db, id: string) {
  const link = await lockLink(db, id);
  if (!link) throw notFound();
  const full = link.quota != null && (await countLinkBenefactors(db, id)) >= link.quota;
  const day = new Date().toISOString().slice(0, 10);
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    askEmail: link.askEmail,
    askCountry: link.askCountry,
    /** The choice of the country select, when the link asks for it (a short, bounded list). */
    countries: link.askCountry
      ? (await activeCountries(db)).map((c) => ({
          id: c.id,
          name: { ar: c.nameAr, en: c.nameEn, fr: c.nameFr },
        }))
      : [],
    open: isOpen(link, day) && !full,
  };
}

/** Registers a benefactor through a link (quota and expiry checked under the link's lock). */
export async function registerByLink(
  ctx: AppContext,
  request: RequestMeta & { ip: string },
  locale: Caller['locale'],
  id: string,
  input: PublicLinkRegisterInput,
): Promise<BenefactorRegistered> {
  const caller = visitor(request, locale);
  return withWrites(ctx, caller, async (w) => {
    const link = await lockLink(w.tx, id);
    if (!link) throw notFound();
    const day = new Date().toISOString().slice(0, 10);
    if (!isOpen(link, day)) throw conflict('donations.errors.linkClosed');
    if (link.quota != null && (await countLinkBenefactors(w.tx, id)) >= link.quota)
      throw conflict('donations.errors.linkClosed');
    // A link that asks for the country requires one of the countries it offers.
    if (link.askCountry) {
      const offered = await activeCountries(w.tx);
      const code = input.countryId ? 'validation.invalid' : 'validation.required';
      if (!input.countryId || !offered.some((c) => c.id === input.countryId))
        throw new AppError(400, code, undefined, { countryId: { code } });
    }
    const dups = await findDuplicateBenefactors(w.tx, input);
    if (dups.some((d) => d.reasons.includes('phone') && d.benefactor.linkId === id))
      throw conflict('donations.errors.duplicate');
    await w.create(
      'benefactors',
      {
        kind: input.kind,
        fullName: input.fullName,
        phone: input.phone,
        email: input.email || null,
        countryId: link.askCountry ? (input.countryId ?? null) : null,
        language: input.language,
        contactBy: input.contactBy,
        consent: true,
      },
      {
        system: true,
        scope: { all: true },
        extraColumns: { linkId: id },
      },
    );
    return { registered: true };
  });
}
