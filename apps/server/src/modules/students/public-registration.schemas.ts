import { z } from 'zod';
import { type LinkRow } from './registrations.repository.ts';

export const params = z.object({ id: z.uuid() });

export function isOpen(link: LinkRow, today: string): boolean {
  if (link.status !== 'open' || link.archivedAt) return false;
  if (link.opensOn && today < link.opensOn) return false;
  if (link.closesOn && today > link.closesOn) return false;
  return true;
}
