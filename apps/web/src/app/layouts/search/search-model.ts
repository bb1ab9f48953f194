import { matchesSearch } from '@qc/domain/text/arabic-search';
import type { NavItem } from '../../routes/nav.ts';

/** A record found by GET /api/search. */
export interface SearchHit {
  kind: string;
  id: string;
  title: string;
  subtitle: string | null;
}

/**
 * Where a found record opens. One place: when a module gets a record page, its link goes here.
 * Kinds without a page of their own open the screen that lists them.
 */
export function recordLink(hit: Pick<SearchHit, 'kind' | 'id'>): string {
  const id = encodeURIComponent(hit.id);
  switch (hit.kind) {
    case 'students':
      return `/student-page-component?id=${id}`;
    case 'rings':
      return `/ring-day?ring=${id}`;
    case 'centres':
      return `/center-component?id=${id}`;
    case 'employees':
      return `/teacher-component?id=${id}`;
    case 'guardians':
      return `/family-search-component?guardian=${id}`;
    default:
      return '/';
  }
}

/**
 * Screens whose title (or module title) matches the query, Arabic-aware (hamza forms, taa
 * marbuta, alef maqsura, diacritics and tatweel fold together), best first: title prefix
 * matches before module matches.
 */
export function searchScreens(
  items: readonly NavItem[],
  query: string,
  title: (item: NavItem) => string,
  moduleTitle: (item: NavItem) => string,
  limit = 8,
): NavItem[] {
  if (!query.trim()) return [];
  const scored: Array<{ item: NavItem; score: number }> = [];
  for (const item of items) {
    const own = title(item);
    if (matchesSearch(own, query)) scored.push({ item, score: 0 });
    else if (matchesSearch(`${own} ${moduleTitle(item)}`, query)) scored.push({ item, score: 1 });
  }
  return scored
    .sort((a, b) => a.score - b.score || title(a.item).localeCompare(title(b.item)))
    .slice(0, limit)
    .map((s) => s.item);
}
