import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { ComponentType } from 'react';
import type { ApiRecord } from './resource-api.ts';

/** What a panel gets: the resource and the record shown. */
export interface DetailPanelProps {
  def: ResourceDefinition;
  record: ApiRecord;
}

/**
 * A panel a module adds to the generic detail page of one of its resources (composition, not
 * a copied page): e.g. the versions of a document. Loaded on demand with the page.
 */
export interface DetailPanel {
  resource: string;
  /** Position among the page's panels (lower first; default 100). */
  order?: number;
  load: () => Promise<{ default: ComponentType<DetailPanelProps> }>;
}

// Found rather than listed: a module exports `detailPanels` from `modules/<m>/panels.ts`.
const files = import.meta.glob<{ detailPanels?: readonly DetailPanel[] }>(
  '../modules/*/panels.ts',
  { eager: true },
);

const ALL: readonly DetailPanel[] = Object.keys(files)
  .sort()
  .flatMap((file) => files[file]?.detailPanels ?? []);

/** The panels modules add to a resource's detail page, in order. */
export function panelsOf(resource: string): DetailPanel[] {
  return ALL.filter((p) => p.resource === resource).sort(
    (a, b) => (a.order ?? 100) - (b.order ?? 100),
  );
}
