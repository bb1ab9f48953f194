import type {
  centreRegistrationInput,
  registrationLinkSchema,
  RegistrationLinkRecord,
  RegistrationLinkStatusSet,
  RegistrationRecord,
} from '@qc/domain';
import type { z } from 'zod';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { insertOwned, lockOwned, updateOwned } from '../../workflow/index.ts';
import { findCentre } from './centres.repository.ts';
import {
  findDuplicateStudents,
  findLink,
  findPendingWithIdentity,
  registrationLinksTable,
  registrationsTable,
} from './registrations.repository.ts';

/**
 * The staff's writes of registrations and their links, through the workflow kit (audit entry,
 * version, change event after the commit): a registration made at the centre, a link created,
 * a link opened or closed. Public submissions are registration-public.service.ts.
 */

const centreRefused = () =>
  new AppError(400, 'errors.validation', undefined, {
    centreId: { code: 'validation.invalidChoice' },
  });

/** The centre, when it lies in the caller's scope for `permission`; a 400 on its field if not. */
async function centreInScope(w: Writes, caller: Caller, id: string, permission: string) {
  const centre = await findCentre(w.tx, id);
  if (
    !centre ||
    !recordInScope(caller.access.scopeFor(permission), {
      countryId: centre.countryId,
      centreId: centre.id,
    })
  )
    throw centreRefused();
  return centre;
}

/** A registration made at the centre, with the students it looks like. */
export function createCentreRegistration(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof centreRegistrationInput>,
): Promise<RegistrationRecord> {
  return withWrites(ctx, caller, async (w) => {
    const centre = await centreInScope(w, caller, input.centreId, 'registrations:create');
    if (await findPendingWithIdentity(w.tx, centre.countryId, input.identityNumber))
      throw conflict('students.registration.duplicate');
    const { centreId: _c, ...person } = input;
    const duplicates = await findDuplicateStudents(w.tx, centre.countryId, person);
    return insertOwned(w, registrationsTable, {
      source: 'centre',
      countryId: centre.countryId,
      centreId: centre.id,
      fullName: person.fullName,
      gender: person.gender,
      birthDate: person.birthDate ?? null,
      identityNumber: person.identityNumber ?? null,
      phone: person.phone ?? null,
      data: Object.fromEntries(Object.entries(person).map(([k, v]) => [k, v ?? null])) as Record<
        string,
        string | null
      >,
      duplicates,
    });
  });
}

/** A registration link with its form and quota, for a centre in scope. */
export function createRegistrationLink(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof registrationLinkSchema>,
): Promise<RegistrationLinkRecord> {
  return withWrites(ctx, caller, async (w) => {
    const centre = await centreInScope(w, caller, input.centreId, 'registrations:create');
    return insertOwned(w, registrationLinksTable, {
      countryId: centre.countryId,
      centreId: centre.id,
      projectId: input.projectId ?? null,
      title: input.title,
      description: input.description ?? null,
      form: input.form,
      quota: input.quota ?? null,
      opensOn: input.opensOn ?? null,
      closesOn: input.closesOn ?? null,
    });
  });
}

/** Opens or closes a link (the same status again changes nothing). */
export async function setRegistrationLinkStatus(
  ctx: AppContext,
  caller: Caller,
  id: string,
  status: 'open' | 'closed',
): Promise<RegistrationLinkStatusSet> {
  await withWrites(ctx, caller, async (w) => {
    // Archived links are not found (the lists do not show them either).
    if (!(await findLink(w.tx, id))) throw notFound();
    const scope = caller.access.scopeFor('registrations:update');
    const link = await lockOwned(w, registrationLinksTable, id, undefined);
    if (!recordInScope(scope, link)) throw notFound();
    await updateOwned(w, registrationLinksTable, link, { status });
  });
  return { id, status };
}
