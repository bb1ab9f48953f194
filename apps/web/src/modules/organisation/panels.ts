import type { DetailPanel } from '../../resources/panels.ts';

/** What the organisation module adds to the generic record pages of its resources. */
export const detailPanels: readonly DetailPanel[] = [
  // Every change of a document's content is kept as a revision: the library reads them here.
  { resource: 'documents', load: () => import('./DocumentVersionsPanel.tsx') },
];
