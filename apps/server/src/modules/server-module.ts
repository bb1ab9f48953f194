import type { DomainModule } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { DemoSeedStep } from '../db/seed/steps.ts';
import type { WaitingSource } from '../metrics/waiting.ts';

export type { WaitingSource, WaitingCaller, WaitingCount } from '../metrics/waiting.ts';

/**
 * What a module gives the server, in one entry of `SERVER_MODULES` (`modules/index.ts`): its
 * routes, its demo data step and the domain manifest it serves (its resources and messages,
 * `packages/domain/src/<module>/module.ts`). The list of route registrars and the demo seed
 * steps are derived from it, never kept by hand.
 */
export interface ServerModule {
  name: string;
  /** The domain manifest of the same module, when it has one. */
  domain?: DomainModule;
  /** Registers the module's routes. */
  routes: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** Adds the module's demo records after the core demo data (same order as the list). */
  demoSeed?: DemoSeedStep;
  /**
   * What waits for a decision this module owns (approvals), counted per caller within their
   * scope: the administration dashboard lists them first (docs/reports.md).
   */
  waiting?: readonly WaitingSource[];
}
