import { notFound } from '../../http/errors.ts';
import { z } from 'zod';
import { type LinkRow } from './registrations.repository.ts';

const params = z.object({ id: z.uuid() });

/**
 * The link id of a public address. A mistyped or cut-off link is a link that does not exist
 * (404, "not found"), not a form to correct.
 */
export function linkIdOf(raw: unknown): string {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function isOpen(link: LinkRow, today: string): boolean {
  if (link.status !== 'open' || link.archivedAt) return false;
  if (link.opensOn && today < link.opensOn) return false;
  if (link.closesOn && today > link.closesOn) return false;
  return true;
}
