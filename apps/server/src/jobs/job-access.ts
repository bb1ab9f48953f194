import type { AccessContext } from '../access/access-types.ts';
import type { JobRow } from './jobs.repository.ts';

/**
 * Background jobs belong to the user who started them. An administrator (a grant of
 * `background-jobs:read`, or `:update` to cancel, over the whole organisation: the super and
 * organisation administrators by their wildcards) sees them too; anyone else gets 404, as if
 * the job did not exist.
 */
export function canSeeJob(access: AccessContext, job: JobRow): boolean {
  return job.createdBy === access.userId || organisationWide(access, 'background-jobs:read');
}

export function canCancelJob(access: AccessContext, job: JobRow): boolean {
  return job.createdBy === access.userId || organisationWide(access, 'background-jobs:update');
}

function organisationWide(access: AccessContext, permission: string): boolean {
  return access.can(permission) && access.scopeFor(permission).all;
}
