import type { MessageBundle } from '../i18n/define.ts';
import type { ResourceDefinition } from '../resources/define-resource.ts';
import type { RouteContracts } from './route-contract.ts';

/**
 * What a module gives the shared registries, in one place (`<module>/module.ts`): its resource
 * definitions (the resource registry, the generic screens, the API) and its message bundles
 * (the translation catalogue). `packages/domain/src/modules.ts` lists the modules once; the
 * registry and the catalogue are derived from that list, never kept by hand.
 */
export interface DomainModule {
  name: string;
  /** Its resource definitions, in menu order. */
  resources: readonly ResourceDefinition[];
  /** Its messages (plain and counted bundles), written side by side. */
  messages: ReadonlyArray<MessageBundle<string>>;
  /** Its hand-written routes' contracts (the API document reads them): `defineRouteContracts`. */
  routes: RouteContracts;
}

export function defineDomainModule(m: {
  name: string;
  resources?: readonly ResourceDefinition[];
  messages?: ReadonlyArray<MessageBundle<string>>;
  routes?: RouteContracts;
}): DomainModule {
  return {
    name: m.name,
    resources: m.resources ?? [],
    messages: m.messages ?? [],
    routes: m.routes ?? {},
  };
}
