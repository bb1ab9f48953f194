import {
  identityKey,
  missingRequired,
  publicLinkUnavailable,
  limitReached,
  type LocaleCode,
  type PublicLinkState,
  type PublicRegistrationLink,
  type RegistrationRecord,
  type RegistrationInput,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { insertOwned } from '../../workflow/index.ts';
import { AppError, notFound, type FieldIssue } from '../../http/errors.ts';
import {
  publicLinkToday,
  takePublicAnswer,
  visitorOf,
  type PublicLinkPort,
} from '../../public-links/public-link.ts';
import type { RequestMeta } from '../../resources/resource-caller.ts';
import {
  countLinkRegistrations,
  findDuplicateStudents,
  findLink,
  identityTaken,
  registrationsTable,
  lockLink,
  type LinkRow,
} from './registrations.repository.ts';

/**
 * A student registration link's public face and submissions (docs/students-and-rings.md), on
 * the public-link kit (docs/public-links.md): the link is open while its status is open and
 * today is within its dates, full at its quota (registrations not rejected), and takes one
 * registration per identity number (a student's or a pending registration's in the country).
 */

/** A registration link as the public-link kit sees it. */
const linkState = (link: LinkRow): PublicLinkState => ({
  status: link.status,
  archived: link.archivedAt != null,
  opensOn: link.opensOn,
  closesOn: link.closesOn,
  limit: link.quota,
});

/** The link on the kit, with the students module's words for its refusals. */
const registrationLink: PublicLinkPort<LinkRow> = {
  lock: lockLink,
  state: linkState,
  countAnswers: (tx, link) => countLinkRegistrations(tx, link.id),
  contactTaken: (tx, link, key) => identityTaken(tx, link.countryId, key),
  refusals: {
    closed: 'students.registration.linkClosed',
    expired: 'students.registration.linkClosed',
    notYetOpen: 'students.registration.linkClosed',
    full: 'students.registration.quotaFull',
    alreadyAnswered: 'students.registration.duplicate',
  },
};

/** The link's title, form and whether it takes registrations now (and whether it is full). */
export async function readPublicRegistrationLink(
  ctx: AppContext,
  id: string,
): Promise<PublicRegistrationLink> {
  const found = await findLink(ctx.db, id);
  if (!found) throw notFound();
  const { link } = found;
  const answers = await countLinkRegistrations(ctx.db, id);
  const unavailable = publicLinkUnavailable(linkState(link), {
    today: publicLinkToday(),
    answers,
  });
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    centreName: found.centreName,
    form: link.form,
    open: unavailable === null,
    full: limitReached(link.quota, answers),
  };
}

/**
 * Registers a person through a link: refused when the link is closed, outside its dates or full
 * (409), when a field its form requires is missing (400), or when the identity number is already
 * a student's or a pending registration's (409); other look-alikes (same phone, same normalised
 * name) are kept on the registration for the reviewer.
 */
export async function submitPublicRegistration(
  ctx: AppContext,
  id: string,
  input: RegistrationInput,
  locale: LocaleCode,
  request: RequestMeta,
): Promise<RegistrationRecord> {
  return takePublicAnswer(ctx, visitorOf(request, locale), id, registrationLink, async (s) => {
    const { link, tx } = s;
    const missing = missingRequired(link.form, input);
    if (missing.length > 0) {
      const fields: Record<string, FieldIssue> = {};
      for (const m of missing) fields[m] = { code: 'validation.required' };
      throw new AppError(400, 'errors.validation', undefined, fields);
    }
    await s.oneAnswerPerContact(identityKey(input.identityNumber));
    const duplicates = await findDuplicateStudents(tx, link.countryId, input);
    return insertOwned(s.writes, registrationsTable, {
      linkId: id,
      source: 'online',
      countryId: link.countryId,
      centreId: link.centreId,
      fullName: input.fullName,
      gender: input.gender,
      birthDate: input.birthDate ?? null,
      identityNumber: input.identityNumber ?? null,
      phone: input.phone ?? null,
      data: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v ?? null])) as Record<
        string,
        string | null
      >,
      duplicates,
    });
  });
}
