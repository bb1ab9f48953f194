/** The kinds of record the navbar search looks through (GET /api/search?q=&limit=). */
export type SearchKind = 'students' | 'rings' | 'centres' | 'employees' | 'guardians';

/** One record the search found: its kind and id, its title and a line under it. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
}
