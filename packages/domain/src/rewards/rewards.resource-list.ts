import { rewardRulesResource } from './reward-rules.resource.ts';

/**
 * The rewards module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const REWARDS_RESOURCES = [rewardRulesResource] as const;
