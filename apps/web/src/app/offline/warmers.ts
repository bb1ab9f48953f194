/**
 * What a module keeps on the device for offline use, refreshed when the signed-in app starts
 * online (docs/offline.md): the rings module keeps the teacher's rings and today's day of each.
 * A module registers its warmer from its `screens.ts` (loaded with the signed-in shell) with a
 * lazy import, so nothing of it loads until the shell runs it.
 */
export interface OfflineWarmer {
  /** Who needs it: a permission (any signed-in user when absent). */
  permission?: string;
  run: (userId: string) => Promise<void>;
}

const warmers = new Map<string, OfflineWarmer>();

export function registerOfflineWarmer(name: string, warmer: OfflineWarmer): void {
  warmers.set(name, warmer);
}

/** Runs every warmer the user may use, one after another; a failure stops none of the others. */
export async function runOfflineWarmers(
  userId: string,
  can: (permission: string) => boolean,
): Promise<void> {
  for (const warmer of warmers.values()) {
    if (warmer.permission && !can(warmer.permission)) continue;
    try {
      await warmer.run(userId);
    } catch {
      // Offline or refused: the copy kept from last time stays.
    }
  }
}
