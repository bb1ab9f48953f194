import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { countLinkRegistrations, findLink } from './registrations.repository.ts';
import { isOpen, linkIdOf } from './public-links.ts';

/**
 * GET /api/public/registration-links/:id (/registration-link/:id): the link's title, form and
 * whether it is open. Public, rate-limited.
 */
export async function publicRegistrationLinkRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const url = `${ctx.config.API_BASE}/public/registration-links/:id`;
  app.get(
    url,
    { config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      const id = linkIdOf(request.params);
      const found = await findLink(ctx.db, id);
      if (!found) throw notFound();
      const { link } = found;
      const today = new Date().toISOString().slice(0, 10);
      const full = link.quota != null && (await countLinkRegistrations(ctx.db, id)) >= link.quota;
      return {
        id: link.id,
        title: link.title,
        description: link.description,
        centreName: found.centreName,
        form: link.form,
        open: isOpen(link, today) && !full,
        full,
      };
    },
  );
}
