import { centreRegistrationInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, conflict, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findCentre } from './centres.repository.ts';
import {
  findDuplicateStudents,
  findPendingWithIdentity,
  insertRegistration,
} from './registrations.repository.ts';

/**
 * POST /api/registrations: a registration made at the centre, with its look-alikes.
 */
export async function registrationCreateRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registrations`;
  app.post(base, { config: { permission: 'registrations:create' } }, async (request, reply) => {
    const access = requireAccess(request);
    const input = parseInput(centreRegistrationInput, request.body);
    const row = await ctx.db.transaction(async (tx) => {
      const centre = await findCentre(tx, input.centreId);
      if (
        !centre ||
        !recordInScope(access.scopeFor('registrations:create'), {
          countryId: centre.countryId,
          centreId: centre.id,
        })
      ) {
        throw new AppError(400, 'errors.validation', undefined, {
          centreId: { code: 'validation.invalidChoice' },
        });
      }
      if (await findPendingWithIdentity(tx, centre.countryId, input.identityNumber)) {
        throw conflict('students.registration.duplicate');
      }
      const { centreId: _c, ...person } = input;
      const duplicates = await findDuplicateStudents(tx, centre.countryId, person);
      const r = await insertRegistration(tx, {
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
      await recordAudit(
        tx,
        { action: 'create', resource: 'registrations', recordId: r.id, newValues: r },
        request,
      );
      return r;
    });
    return reply.status(201).send(row);
  });
}
