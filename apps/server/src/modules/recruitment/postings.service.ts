import {
  APPLICATION_STATES,
  POSTING_LIFECYCLE,
  computeFunnel,
  publicLinkPublishable,
  publicLinkUnavailable,
  type ApplicationState,
  type ListPage,
  type LocaleCode,
  type PostingAction,
  type PostingDetail,
  type PostingFunnel,
  type PostingListQuery,
  type PostingSummary,
  type PostingUnavailable,
  type PublicLinkState,
  type JobCode,
  type postingInput,
} from '@qc/domain';
import type { z } from 'zod';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { createForm, findCurrentVersion, saveFormVersion } from '../../forms/forms.service.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { publicLinkToday } from '../../public-links/public-link.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { sanitizeRichText } from '../../richtext/index.ts';
import {
  createIn,
  holdsOver,
  lockOwned,
  runTransition,
  updateOwned,
} from '../../workflow/index.ts';
import { findCentre } from '../students/index.ts';
import {
  candidateTypesByIds,
  findCountry,
  findLookup,
  findPosting,
  funnelRows,
  listPostings,
  nameIn,
  placeNameOf,
  postingsInScope,
  postingsTable,
  type PostingRow,
  type PostingWithPlace,
} from './recruitment.repository.ts';

/**
 * Job postings (docs/jobs-and-recruitment.md): a posting is a campaign around a form builder
 * family (owner `recruitment`), placed in a centre or a country; its states (POSTING_LIFECYCLE)
 * and every write go through the workflow kit (`postingsTable`).
 */
export const FORM_OWNER = 'recruitment';

type ParsedPostingInput = z.infer<typeof postingInput>;

export function toPostingSummary(x: PostingWithPlace, locale: LocaleCode): PostingSummary {
  const p = x.p;
  return {
    id: p.id,
    title: p.title,
    state: p.state as PostingSummary['state'],
    jobTypeId: p.jobTypeId,
    jobTypeName: p.jobTypeId
      ? nameIn(locale, { ar: x.jobTypeAr, en: x.jobTypeEn, fr: x.jobTypeFr })
      : null,
    candidateTypeIds: p.candidateTypeIds,
    job: p.job as JobCode,
    countryId: p.countryId,
    centreId: p.centreId,
    placeName: placeNameOf(locale, x),
    positions: p.positions,
    hired: x.hired,
    applications: x.applications,
    opensOn: p.opensOn,
    closesOn: p.closesOn,
    applicationLimit: p.applicationLimit,
    version: p.version,
    createdAt: p.createdAt,
  };
}

/** A posting as the public-link kit sees it: open only in state `open`. */
export const postingLinkState = (p: PostingRow): PublicLinkState => ({
  status: p.state === 'open' ? 'open' : p.state === 'draft' ? 'draft' : 'closed',
  archived: p.archivedAt != null,
  opensOn: p.opensOn,
  closesOn: p.closesOn,
  limit: p.applicationLimit,
});

/** Why a posting takes no applications now (null: it does), as the public page names it. */
export function postingUnavailable(p: PostingRow, applications: number): PostingUnavailable | null {
  const why = publicLinkUnavailable(postingLinkState(p), {
    today: publicLinkToday(),
    answers: applications,
  });
  return why === 'expired' || why === 'notFound' ? 'closed' : why;
}

const outOfScope = (field: string, code = 'recruitment.errors.placeOutOfScope') =>
  new AppError(400, 'errors.validation', undefined, { [field]: { code } });

/** The place of a posting from the input, within the caller's scope for the permission. */
async function placeOf(
  tx: Db,
  caller: Caller,
  permission: string,
  input: { countryId?: string | null | undefined; centreId?: string | null | undefined },
) {
  let place: { countryId: string; centreId: string | null };
  if (input.centreId) {
    const centre = await findCentre(tx, input.centreId);
    if (!centre) throw outOfScope('centreId');
    place = { countryId: centre.countryId, centreId: centre.id };
  } else {
    const country = input.countryId ? await findCountry(tx, input.countryId) : null;
    if (!country) throw outOfScope('centreId', 'recruitment.errors.place');
    place = { countryId: country.id, centreId: null };
  }
  if (!holdsOver(caller, permission, place))
    throw outOfScope(place.centreId ? 'centreId' : 'countryId');
  return place;
}

/** The lookups a posting names must exist (and its candidate types be active). */
async function checkLookups(tx: Db, input: ParsedPostingInput) {
  if (input.jobTypeId && !(await findLookup(tx, 'job-types', input.jobTypeId)))
    throw outOfScope('jobTypeId', 'recruitment.errors.unknownLookup');
  const ids = [...new Set(input.candidateTypeIds)];
  const found = await candidateTypesByIds(tx, ids);
  if (found.length !== ids.length)
    throw outOfScope('candidateTypeIds', 'recruitment.errors.unknownLookup');
  return ids;
}

const postingValues = (input: ParsedPostingInput, candidateTypeIds: string[]) => ({
  title: input.title,
  jobTypeId: input.jobTypeId ?? null,
  candidateTypeIds,
  job: input.job,
  positions: input.positions,
  opensOn: input.opensOn ?? null,
  closesOn: input.closesOn ?? null,
  applicationLimit: input.applicationLimit ?? null,
  description: sanitizeRichText(input.description ?? '') || null,
  grade: input.grade || null,
  salaryAmount: input.salaryAmount ?? null,
  salaryCurrency: input.salaryAmount != null ? (input.salaryCurrency ?? null) : null,
  hoursPerWeek: input.hoursPerWeek ?? null,
});

/** A posting the caller may see with this permission, or 404. */
export async function postingInScope(db: Db, caller: Caller, permission: string, id: string) {
  const found = await findPosting(db, id);
  if (!found) throw notFound('recruitment.errors.notFound');
  const scope = caller.access.scopeFor(permission);
  if (!caller.access.can(permission) || (!scope.all && !recordInScope(scope, found.p)))
    throw notFound('recruitment.errors.notFound');
  return found;
}

function postingActions(caller: Caller, p: PostingRow): PostingAction[] {
  return POSTING_LIFECYCLE.actionsFrom(p.state as PostingDetail['state']).filter((a) =>
    holdsOver(caller, POSTING_LIFECYCLE.actions[a].permission, p),
  );
}

async function detailOf(db: Db, caller: Caller, found: PostingWithPlace): Promise<PostingDetail> {
  const version = await findCurrentVersion(db, FORM_OWNER, found.p.familyId);
  if (!version) throw notFound();
  const p = found.p;
  return {
    ...toPostingSummary(found, caller.locale),
    description: p.description,
    grade: p.grade,
    salaryAmount: p.salaryAmount,
    salaryCurrency: p.salaryCurrency,
    hoursPerWeek: p.hoursPerWeek,
    definition: version.definition,
    formVersion: version.version,
    answered: version.answered,
    actions: postingActions(caller, p),
  };
}

export async function listPostingsFor(
  ctx: AppContext,
  caller: Caller,
  f: PostingListQuery,
): Promise<ListPage<PostingSummary>> {
  const { items, total } = await listPostings(
    ctx.db,
    caller.access.scopeFor('job-postings:read'),
    f,
  );
  return {
    items: items.map((x) => toPostingSummary(x, caller.locale)),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function readPosting(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<PostingDetail> {
  return detailOf(ctx.db, caller, await postingInScope(ctx.db, caller, 'job-postings:read', id));
}

export async function createPosting(
  ctx: AppContext,
  caller: Caller,
  input: ParsedPostingInput,
): Promise<PostingDetail> {
  const row = await withWrites(ctx, caller, async (w) => {
    const place = await placeOf(w.tx, caller, 'job-postings:create', input);
    const candidateTypeIds = await checkLookups(w.tx, input);
    const form = await createForm(
      w.tx,
      FORM_OWNER,
      { name: input.title, subject: 'application', allowSelf: false, definition: input.definition },
      caller.access.userId,
    );
    return createIn(w, {
      binding: postingsTable,
      lifecycle: POSTING_LIFECYCLE,
      action: 'create',
      values: {
        ...place,
        ...postingValues(input, candidateTypeIds),
        familyId: form.familyId,
        createdBy: caller.access.userId,
      },
    });
  });
  return readPosting(ctx, caller, row.id);
}

/**
 * Edits a posting: its fields in place, its form through the shared storage (a new version once
 * answered; applications keep theirs). The place may move only within the caller's scope.
 */
export async function updatePosting(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: ParsedPostingInput,
): Promise<PostingDetail> {
  await withWrites(ctx, caller, async (w) => {
    const before = await lockOwned(
      w,
      postingsTable,
      id,
      postingsInScope(caller.access.scopeFor('job-postings:update')),
      () => notFound('recruitment.errors.notFound'),
    );
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const place = await placeOf(w.tx, caller, 'job-postings:update', input);
    const candidateTypeIds = await checkLookups(w.tx, input);
    await saveFormVersion(
      w.tx,
      FORM_OWNER,
      before.familyId,
      { name: input.title, subject: 'application', allowSelf: false, definition: input.definition },
      caller.access.userId,
    );
    await updateOwned(
      w,
      postingsTable,
      before,
      { ...place, ...postingValues(input, candidateTypeIds) },
      {
        audit: { action: 'update' },
      },
    );
  });
  return readPosting(ctx, caller, id);
}

/**
 * Opens (publishes) the public link, closes it, or marks the posting filled by hand. A posting
 * whose period is over cannot be opened (409 `recruitment.errors.notPublishable`).
 */
export async function postingAction(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: 'publish' | 'close' | 'fill',
  /** When it happened, if not now (the demo data's past publication only). */
  at?: string,
): Promise<PostingDetail> {
  const when = at ? { event: { at } } : {};
  await runTransition(ctx, caller, {
    binding: postingsTable,
    lifecycle: POSTING_LIFECYCLE,
    action,
    id,
    visible: postingsInScope(caller.access.scopeFor('job-postings:read')),
    missing: () => notFound('recruitment.errors.notFound'),
    work: async (_w, before) => {
      if (action !== 'publish') return when;
      if (!publicLinkPublishable(postingLinkState(before), publicLinkToday()))
        throw conflict('recruitment.errors.notPublishable');
      return before.publishedAt
        ? when
        : { changes: { publishedAt: at ?? new Date().toISOString() }, ...when };
    },
  });
  return readPosting(ctx, caller, id);
}

/** A posting's funnel over every application (never a page). */
export async function postingFunnel(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<PostingFunnel> {
  await postingInScope(ctx.db, caller, 'job-applications:read', id);
  const { list, events } = await funnelRows(ctx.db, id);
  const funnel = computeFunnel(
    {
      applications: list.map((a) => ({ ...a, state: a.state as ApplicationState })),
      events: events.map((e) => ({ ...e, toState: e.toState as ApplicationState })),
      now: new Date().toISOString(),
    },
    APPLICATION_STATES,
  );
  return { postingId: id, ...funnel };
}

/** The candidate types of a posting with their names in a locale (the public form's choice). */
export async function postingCandidateTypes(db: Db, p: PostingRow, locale: LocaleCode) {
  const rows = await candidateTypesByIds(db, p.candidateTypeIds);
  return rows
    .filter((r) => r.status === 'active')
    .map((r) => ({
      id: r.id,
      name: nameIn(locale, { ar: r.nameAr, en: r.nameEn, fr: r.nameFr }) ?? r.nameAr,
    }));
}
