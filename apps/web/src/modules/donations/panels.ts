import type { DetailPanel } from '../../resources/panels.ts';

/**
 * What the donations module adds to record pages: a benefactor's possible duplicates (and
 * their merge), a sponsorship request's coverage and the match of a sponsor.
 */
export const detailPanels: readonly DetailPanel[] = [
  { resource: 'benefactors', order: 150, load: () => import('./DuplicatesPanel.tsx') },
  { resource: 'sponsorship-requests', order: 150, load: () => import('./SponsorMatchPanel.tsx') },
];
