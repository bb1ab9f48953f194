/**
 * How many pieces the screen walk is cut into (`E2E_WALK_SHARDS`, default 2): each piece runs in
 * its own Playwright project against its own server and data folder (playwright.config.ts), and
 * the walk's tests carry the tag `@walk-<n>` of their piece (e2e/screens/screen-walk.spec.ts).
 */
export const WALK_SHARDS = Math.max(1, Number(process.env.E2E_WALK_SHARDS ?? 2) || 1);

/** The tag of a piece of the walk, 1-based. */
export const walkTag = (shard: number) => `@walk-${shard}`;
