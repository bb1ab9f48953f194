import { missingRequired, registrationInputSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, conflict, notFound, parseInput, type FieldIssue } from '../../http/errors.ts';
import {
  countLinkRegistrations,
  findDuplicateStudents,
  findPendingWithIdentity,
  insertRegistration,
  lockLink,
} from './registrations.repository.ts';
import { isOpen, linkIdOf } from './public-links.ts';

/**
 * POST /api/public/registration-links/:id: registers a person; refused when the link is closed
 * or full, or when the identity number is already a student's or a pending registration's;
 * other look-alikes (same phone, same normalised name) are kept for the reviewer. Public,
 * rate-limited.
 */
export async function publicRegistrationSubmitRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const url = `${ctx.config.API_BASE}/public/registration-links/:id`;
  app.post(
    url,
    { config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const id = linkIdOf(request.params);
      const input = parseInput(registrationInputSchema, request.body);
      const today = new Date().toISOString().slice(0, 10);
      const row = await ctx.db.transaction(async (tx) => {
        // The lock serialises submissions of one link, so the quota cannot be overrun.
        const link = await lockLink(tx, id);
        if (!link) throw notFound();
        if (!isOpen(link, today)) throw conflict('students.registration.linkClosed');
        const missing = missingRequired(link.form, input);
        if (missing.length > 0) {
          const fields: Record<string, FieldIssue> = {};
          for (const m of missing) fields[m] = { code: 'validation.required' };
          throw new AppError(400, 'errors.validation', undefined, fields);
        }
        if (link.quota != null && (await countLinkRegistrations(tx, id)) >= link.quota) {
          throw conflict('students.registration.quotaFull');
        }
        const duplicates = await findDuplicateStudents(tx, link.countryId, input);
        if (duplicates.some((d) => d.reasons.includes('identityNumber'))) {
          throw conflict('students.registration.duplicate');
        }
        if (await findPendingWithIdentity(tx, link.countryId, input.identityNumber)) {
          throw conflict('students.registration.duplicate');
        }
        const registration = await insertRegistration(tx, {
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
        await recordAudit(
          tx,
          {
            action: 'create',
            resource: 'registrations',
            recordId: registration.id,
            newValues: { linkId: id, source: 'online' },
          },
          request,
        );
        return registration;
      });
      return reply
        .status(201)
        .send({ id: row.id, status: row.status, message: 'students.registration.received' });
    },
  );
}
