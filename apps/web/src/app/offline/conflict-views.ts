import type { ComponentType } from 'react';

/** What a module's conflict view receives: one version of the conflicting record. */
export interface ConflictViewProps {
  /** The record as the user sent it, or as it is on the server (the same shape). */
  value: Record<string, unknown>;
}

const views = new Map<string, ComponentType<ConflictViewProps>>();

/**
 * How the outbox's list shows one version of a conflicting record of a kind of change (the ring
 * day: a reading). A module registers it from its `screens.ts` with `React.lazy`, so nothing of
 * it loads until a conflict is shown. Without one, the list shows the values as they are.
 */
export function registerConflictView(kind: string, view: ComponentType<ConflictViewProps>): void {
  views.set(kind, view);
}

export function conflictViewOf(kind: string): ComponentType<ConflictViewProps> | undefined {
  return views.get(kind);
}
