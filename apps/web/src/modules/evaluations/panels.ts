import { EVALUATION_TARGETS } from '@qc/domain';
import type { DetailPanel } from '../../resources/panels.ts';

/**
 * What the evaluations module adds to the record pages of the targets it evaluates: the open
 * follow-up actions (a new target in EVALUATION_TARGETS gets the panel with no code).
 */
export const detailPanels: readonly DetailPanel[] = [
  ...new Set(Object.values(EVALUATION_TARGETS).map((t) => t.resource)),
].map((resource) => ({ resource, order: 200, load: () => import('./TargetActionsPanel.tsx') }));
