import { conversationsModule } from './conversations/module.ts';
import { documentsModule } from './documents/module.ts';
import { identityModule } from './identity/module.ts';
import { jobsModule } from './jobs/module.ts';
import { organisationModule } from './organisation/module.ts';
import { peopleModule } from './people/module.ts';
import type { DomainModule } from './platform/domain-module.ts';
import type { RouteContract } from './platform/route-contract.ts';
import { platformModule } from './platform/module.ts';
import { resourcesModule } from './resources/module.ts';
import { ringsModule } from './rings/module.ts';
import { studentsModule } from './students/module.ts';
import { testsModule } from './tests/module.ts';
import { formsModule } from './forms/module.ts';
import { evaluationsModule } from './evaluations/module.ts';
import { trainingModule } from './training/module.ts';
import { siteModule } from './site/module.ts';
import { financeModule } from './finance/module.ts';
import { payrollModule } from './finance/payroll.module.ts';
import { donationsModule } from './donations/module.ts';
import { rewardsModule } from './rewards/module.ts';
import { reportsModule } from './reports/module.ts';
import { competitionsModule } from './competitions/module.ts';
import { staffModule } from './staff/module.ts';
import { recruitmentModule } from './recruitment/module.ts';
import { reportCardsModule } from './report-cards/module.ts';
import { messagingModule } from './messaging/module.ts';

/**
 * Every module of the domain, once. The resource registry (`resources/registry.ts`) and the
 * translation catalogue (`i18n/catalogue.ts`) are derived from this list: a new module writes
 * its `<module>/module.ts` and adds one line here. Order: resources appear in the menu in this
 * order; messages are laid over each other in this order (a key is defined once, checked by
 * `npm run i18n:check`).
 */
export const DOMAIN_MODULES: readonly DomainModule[] = [
  platformModule,
  identityModule,
  resourcesModule,
  organisationModule,
  peopleModule,
  studentsModule,
  ringsModule,
  conversationsModule,
  testsModule,
  documentsModule,
  jobsModule,
  formsModule,
  evaluationsModule,
  trainingModule,
  siteModule,
  financeModule,
  payrollModule,
  donationsModule,
  rewardsModule,
  reportsModule,
  competitionsModule,
  staffModule,
  recruitmentModule,
  reportCardsModule,
  messagingModule,
];

/** A module's manifest by name; an unknown name is a programming error. */
export function domainModule(name: string): DomainModule {
  const found = DOMAIN_MODULES.find((m) => m.name === name);
  if (!found) throw new Error(`Unknown domain module "${name}"`);
  return found;
}

let contracts: Map<string, RouteContract> | undefined;

/**
 * Every module's route contracts by `METHOD /api/…/:param` (the API document reads them); a
 * route declared by two modules is a programming error.
 */
export function allRouteContracts(): ReadonlyMap<string, RouteContract> {
  if (contracts) return contracts;
  const found = new Map<string, RouteContract>();
  for (const m of DOMAIN_MODULES)
    for (const [key, contract] of Object.entries(m.routes)) {
      if (!contract) continue;
      if (found.has(key)) throw new Error(`Route ${key} is declared twice (module ${m.name})`);
      found.set(key, contract);
    }
  contracts = found;
  return found;
}
