import QRCode from 'qrcode';
import {
  competitionRegistrationListQuery,
  identityKey,
  isPhoneAnswer,
  NOMINATION_OPEN,
  normalizeArabic,
  publicLinkContactKey,
  publicRegistrationPath,
  REGISTRATION_LIFECYCLE,
  registrationActionInput,
  type ListPage,
  type LocaleCode,
  type PublicLinkState,
  type PublicRegistrationInput,
  type PublicRegistrationPage,
  type RegistrationRow,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { publicBase } from '../../documents/index.ts';
import { AppError, conflict, forbidden, notFound, parseInput } from '../../http/errors.ts';
import {
  takePublicAnswer,
  visitorOf,
  type PublicLinkPort,
} from '../../public-links/public-link.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  holdsOver,
  insertOwned,
  lockOwned,
  transitionIn,
  updateOwned,
} from '../../workflow/index.ts';
import {
  categoriesOf,
  competitionById,
  competitionsTable,
  conditions,
  competitionIs,
  competitionsVisible,
  countRegistrations,
  listRegistrationRows,
  lockCompetitionForLink,
  placeNameOf,
  registrantCandidates,
  registrationContactTaken,
  registrationIs,
  registrationJoined,
  registrationsTable,
  type CompetitionDbRow,
  type RegistrationJoined,
} from './competitions.repository.ts';
import { canManage, readCompetition, requireCompetition } from './competitions.service.ts';
import { nominateIn } from './nominations.service.ts';

/**
 * Public registration through a competition's link (docs/competitions.md, "Public
 * registration"), on the public-link kit: the link is open while the competition takes
 * nominations and its manager has opened it; each registration is matched to a student of the
 * records when it can be, and waits for the manager, who approves it (a nomination, checked from
 * the records like any other) or refuses it with a reason.
 */

/** The link as the kit sees it: open only when opened and while nominations are open. */
const linkState = (c: CompetitionDbRow): PublicLinkState => ({
  status:
    c.registrationLink === 'draft'
      ? 'draft'
      : c.registrationLink === 'open' && NOMINATION_OPEN.includes(c.state)
        ? 'open'
        : 'closed',
  archived: false,
  opensOn: null,
  closesOn: null,
  limit: null,
});

const registrationLink: PublicLinkPort<CompetitionDbRow> = {
  lock: lockCompetitionForLink,
  state: linkState,
  countAnswers: (tx, c) => countRegistrations(tx, c.id),
  contactTaken: (tx, c, key) => registrationContactTaken(tx, c.id, key),
  refusals: {
    closed: 'competitions.errors.registrationClosed',
    expired: 'competitions.errors.registrationClosed',
    notYetOpen: 'competitions.errors.registrationClosed',
    full: 'competitions.errors.registrationClosed',
    alreadyAnswered: 'competitions.errors.registeredAlready',
  },
};

const fieldError = (field: string, code: string) =>
  new AppError(400, 'errors.validation', undefined, { [field]: { code } });

export async function readPublicRegistration(
  ctx: AppContext,
  id: string,
): Promise<PublicRegistrationPage> {
  const c = await competitionById(ctx.db, id);
  if (!c || c.registrationLink === 'draft') throw notFound();
  const categories = await categoriesOf(ctx.db, id);
  return {
    id: c.id,
    name: c.name,
    season: c.season,
    placeName: await placeNameOf(ctx.db, c),
    categories: categories.map((k) => ({
      id: k.id,
      name: k.name,
      fromJuz: k.fromJuz,
      toJuz: k.toJuz,
      minAge: k.minAge,
      maxAge: k.maxAge,
      gender: k.gender,
    })),
    publicResults: c.publicResults,
    unavailable: linkState(c).status === 'open' ? null : 'closed',
  };
}

/** The QR code of a registration link's public address (a link never opened has none: 404). */
export async function registrationQrSvg(ctx: AppContext, id: string): Promise<string> {
  const c = await competitionById(ctx.db, id);
  if (!c || c.registrationLink === 'draft') throw notFound();
  return QRCode.toString(`${publicBase(ctx)}${publicRegistrationPath(id)}`, {
    type: 'svg',
    margin: 1,
  });
}

/**
 * A registration through the link: refused (nothing written) when the link is not open (409),
 * the category is not the competition's or the phone is not one (400), or this phone already
 * registered a student of this name (409). The registrant is matched to an active student of
 * the competition's place: the same identity number, else the same birth date, gender and name.
 */
export async function registerPublic(
  ctx: AppContext,
  id: string,
  input: PublicRegistrationInput & { publicConsent: boolean },
  locale: LocaleCode,
  request: RequestMeta,
): Promise<{ id: string }> {
  return takePublicAnswer(ctx, visitorOf(request, locale), id, registrationLink, async (s) => {
    const c = s.link;
    const categories = await categoriesOf(s.tx, c.id);
    const category = categories.find((k) => k.id === input.categoryId);
    if (!category) throw fieldError('categoryId', 'competitions.errors.categoryNotFound');
    if (!isPhoneAnswer(input.phone)) throw fieldError('phone', 'forms.badPhone');
    const phoneKey = publicLinkContactKey('phone', input.phone) ?? input.phone;
    const nameKey = normalizeArabic(input.fullName).replace(/\s+/g, ' ').trim();
    await s.oneAnswerPerContact(`${phoneKey}|${nameKey}`);
    const identity = input.identityNumber ? identityKey(input.identityNumber) : null;
    const candidates = await registrantCandidates(s.tx, {
      countryId: c.countryId,
      centreId: c.centreId,
      identityNumber: identity,
      birthDate: input.birthDate,
      gender: input.gender,
    });
    const student =
      (identity &&
        candidates.find((x) => x.identityNumber && identityKey(x.identityNumber) === identity)) ||
      candidates.find((x) => normalizeArabic(x.fullName).replace(/\s+/g, ' ').trim() === nameKey);
    const row = await insertOwned(
      s.writes,
      registrationsTable,
      {
        competitionId: c.id,
        categoryId: category.id,
        countryId: student?.countryId ?? c.countryId,
        centreId: student?.centreId ?? c.centreId,
        ringId: student?.ringId ?? null,
        studentId: student?.id ?? null,
        fullName: input.fullName,
        birthDate: input.birthDate,
        gender: input.gender,
        phone: phoneKey,
        identityNumber: input.identityNumber?.trim() || null,
        contact: `${phoneKey}|${nameKey}`,
        publicConsent: input.publicConsent,
        language: locale,
        state: 'pending',
      },
      { audit: { action: 'register' } },
    );
    return { id: row.id };
  });
}

function toRow(x: RegistrationJoined): RegistrationRow {
  const r = x.r;
  return {
    id: r.id,
    competitionId: r.competitionId,
    categoryId: r.categoryId,
    categoryName: x.categoryName,
    fullName: r.fullName,
    birthDate: r.birthDate,
    gender: r.gender,
    phone: r.phone,
    identityNumber: r.identityNumber,
    publicConsent: r.publicConsent,
    state: r.state,
    studentId: r.studentId,
    studentName: x.studentName,
    centreName: x.centreName,
    nominationId: r.nominationId,
    reason: null,
    createdAt: r.createdAt,
    version: r.version,
  };
}

/**
 * A competition's registrations: all of them for whoever runs it, else those of the caller's
 * `competition-nominations:read` scope (a centre its matched students').
 */
export async function listRegistrations(
  ctx: AppContext,
  caller: Caller,
  competitionId: string,
  raw: unknown,
): Promise<ListPage<RegistrationRow>> {
  const f = parseInput(competitionRegistrationListQuery, raw);
  const c = await requireCompetition(ctx.db, caller, competitionId);
  const { rows, total } = await listRegistrationRows(
    ctx.db,
    competitionId,
    f,
    canManage(caller, c) ? null : caller.access.scopeFor('competition-nominations:read'),
  );
  return { items: rows.map(toRow), total, page: f.page, pageSize: f.pageSize };
}

/** Opens or closes the registration link (whoever runs the competition; open while nominating). */
export async function registrationLinkAction(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: string,
) {
  if (action !== 'open' && action !== 'close') throw notFound();
  await withWrites(ctx, caller, async (w) => {
    const c = await lockOwned(
      w,
      competitionsTable,
      id,
      conditions(
        competitionIs(id),
        competitionsVisible(caller.access.scopeFor('competitions:read')),
      ),
      () => notFound('competitions.errors.notFound'),
    );
    if (!canManage(caller, c)) throw forbidden();
    if (action === 'open' && !NOMINATION_OPEN.includes(c.state))
      throw conflict('competitions.errors.nominationClosed');
    await updateOwned(
      w,
      competitionsTable,
      c,
      { registrationLink: action === 'open' ? 'open' : 'closed' },
      { audit: { action: `${action}-registration-link` } },
    );
  });
  return readCompetition(ctx, caller, id);
}

/**
 * Approves a registration, which nominates its student (the one it was matched to, or the one
 * the manager names) with every rule checked from the records as for a centre's nomination, or
 * refuses it with a reason. Whoever runs the competition, or holds the nomination right over
 * the matched student's centre, decides; an unmatched registrant is matched first (409).
 */
export async function registrationAction(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: string,
  raw: unknown,
): Promise<RegistrationRow> {
  if (!REGISTRATION_LIFECYCLE.isAction(action) || action === 'register') throw notFound();
  const f = parseInput(registrationActionInput, raw);
  const missing = () => notFound('competitions.errors.registrationNotFound');
  await withWrites(ctx, caller, async (w) => {
    const found = await registrationJoined(w.tx, id);
    if (!found) throw missing();
    const c = await requireCompetition(w.tx, caller, found.r.competitionId);
    const manages = canManage(caller, c);
    const decides = (r: { countryId: string | null; centreId: string | null }) =>
      manages || (r.centreId !== null && holdsOver(caller, 'competition-nominations:create', r));
    if (!decides(found.r)) throw missing();
    await transitionIn(w, {
      binding: registrationsTable,
      lifecycle: REGISTRATION_LIFECYCLE,
      action,
      id,
      visible: registrationIs(id),
      missing,
      refusal: (r) => (decides(r) ? undefined : forbidden()),
      work: async (_w, r) => {
        if (action === 'refuse') return { reason: f.reason ?? null, changes: {} };
        const studentId = f.studentId ?? r.studentId;
        if (!studentId) throw conflict('competitions.errors.registrantUnmatched');
        const nomination = await nominateIn(w, caller, {
          categoryId: r.categoryId,
          studentId,
          publicConsent: r.publicConsent,
        });
        return {
          changes: {
            studentId,
            nominationId: nomination.id,
            countryId: nomination.countryId,
            centreId: nomination.centreId,
            ringId: nomination.ringId,
          },
        };
      },
    });
  });
  const after = await registrationJoined(ctx.db, id);
  return toRow(after!);
}
