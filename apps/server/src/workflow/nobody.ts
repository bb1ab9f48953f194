import type { LocaleCode } from '@qc/domain';
import { buildAccessContext } from '../access/access-context.ts';
import { VISITOR_ID } from '../public-links/public-link.ts';
import type { Caller, RequestMeta } from '../resources/resource-caller.ts';

/**
 * The caller of work done for nobody: a background job acting on its own (the rewards' monthly
 * proposals, the donations' reminder sweep) or a signed-out visitor's request. It holds no
 * permission, so the module says where it may act (the transition's `visible` and `refusal`,
 * `createIn`'s `placeChecked`), and the kit writes what it writes for any caller: the search
 * text, the version, the audit entry and the event row with no actor, the change event after the
 * commit. The audit entry keeps the request's address and id; a job's id is `job:<name>`.
 */
export function nobodyCaller(
  request: { ip?: string | null; id: string },
  locale: LocaleCode = 'ar',
): Caller {
  return {
    access: buildAccessContext(VISITOR_ID, null, []),
    locale,
    request: { ip: request.ip ?? '', id: request.id, access: undefined } as RequestMeta,
  };
}

/** The caller of a background job that acts for nobody, named in the audit log `job:<name>`. */
export const jobCaller = (name: string): Caller => nobodyCaller({ id: `job:${name}` });

/**
 * Who a unit of work's rows are by: the request's signed-in user (also the audit entry's actor),
 * or null for nobody (a job, a visitor).
 */
export const actorOf = (caller: Caller): string | null => caller.request.access?.userId ?? null;
