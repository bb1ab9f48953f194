/**
 * Lists that scale (issue 36): every resource definition's default list, and its list sorted by
 * each key its screens offer, reads its first page in order from an index (the key, then the
 * id) instead of reading and sorting the whole table. Checked with EXPLAIN over the demo data,
 * with sequential scans and sorts made prohibitively dear for the planner (a tiny demo table is
 * otherwise cheaper to scan): a plan that still holds a `Seq Scan` or a `Sort` has no index to
 * walk, and at 100,000 rows would read them all. About 200 EXPLAINs, no rows read.
 *
 * Tables of reference data, filled by hand and a few hundred rows at most, are left out (SMALL,
 * each with its reason): an index there would cost every write and save nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { visibleFields } from '../../src/resources/record-output.ts';
import { boundResource, boundResources } from '../../src/resources/resource-binding.ts';
import { readCondition } from '../../src/resources/resource-scope.ts';
import {
  countRowsBounded,
  EXACT_TOTAL_UP_TO,
  listRowsQuery,
  listWhere,
} from '../../src/resources/resource.repository.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/** Tables that cannot grow with the organisation's people and days, and why. */
const SMALL: Record<string, string> = {
  countries: 'the countries the organisation works in',
  projects: 'the organisation’s projects',
  books: 'the library of books taught',
  book_sections: 'sections of those books',
  special_case_types: 'a catalogue',
  star_types: 'a catalogue',
  holidays: 'a few a year',
  ladder_grades: 'a few grades of the teacher ladder per country',
  organisation_settings: 'one row',
  followup_reasons: 'a catalogue',
  test_kinds: 'a catalogue',
  test_criteria: 'criteria of the test kinds',
  evaluation_paragraphs: 'an evaluation form’s paragraphs',
  training_books: 'the training library',
  training_section_names: 'a catalogue',
  training_sections: 'sections of the training books',
  training_test_forms: 'a few forms',
  site_settings: 'one row',
  site_pages: 'the public site’s pages',
  site_about: 'public site content, written by hand',
  site_courses: 'public site content, written by hand',
  site_images: 'public site content, written by hand',
  site_videos: 'public site content, written by hand',
  site_media: 'public site content, written by hand',
  site_prints: 'public site content, written by hand',
  site_projects: 'public site content, written by hand',
  site_apps: 'public site content, written by hand',
  site_social: 'a few networks',
  site_reviews: 'public site content, written by hand',
  site_help_categories: 'public site content, written by hand',
  site_help_articles: 'public site content, written by hand',
  site_policies: 'a few policies',
  finance_funds: 'the funds of the chart',
  finance_currencies: 'a catalogue',
  finance_approval_thresholds: 'one per role and currency',
  advance_types: 'a catalogue',
  donation_types: 'a catalogue',
  reward_rules: 'a few rules',
  job_types: 'a catalogue',
  candidate_types: 'a catalogue',
  details_types: 'a catalogue',
  partner_organisations: 'the organisation’s partners',
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The nodes of a plan that read a whole table or sort rows. */
function offenders(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' || node['Node Type'].endsWith('Sort'))
    out.push(`${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`);
  for (const child of node.Plans ?? []) offenders(child, out);
  return out;
}

describe('every list that can grow reads its first page from an index', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(undefined, { template: 'demo' });
  });
  afterAll(async () => {
    await database.close();
  });

  it("walks an index for each definition's default sort and each sort it offers", async () => {
    const faults: string[] = [];
    let checked = 0;
    for (const b of boundResources().values()) {
      if (SMALL[b.def.table]) continue;
      const keys = new Set([b.def.list.defaultSort.field, ...b.def.list.sort]);
      for (const field of keys) {
        const dir = field === b.def.list.defaultSort.field ? b.def.list.defaultSort.dir : 'asc';
        // The default list of someone who sees everything: active records, no filter.
        const where = listWhere(
          b,
          { archived: 'exclude', filters: [], q: undefined },
          readCondition(b, { all: true }, true),
        );
        const page = listRowsQuery(
          database.db,
          b,
          visibleFields(b.def, true),
          where,
          { sort: { field, dir } },
          50,
          0,
        );
        const plan = await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
          return tx.execute(sql`explain (format json) ${page}`);
        });
        const cell = Object.values((plan as { rows: Array<Record<string, unknown>> }).rows[0]!)[0];
        const json = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
          Plan: PlanNode;
        }>;
        const found = offenders(json[0]!.Plan);
        checked += 1;
        if (found.length > 0)
          faults.push(`${b.def.name} sorted by ${field} ${dir}: ${found.join(', ')}`);
      }
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  });

  it('counts a total exactly up to 1,000 rows and estimates it past that', async () => {
    const b = boundResource('guardians');
    const where = (q?: string) =>
      listWhere(b, { archived: 'exclude', filters: [], q }, readCondition(b, { all: true }, true));
    await database.query(
      `insert into guardians (country_id, full_name, search) select (select id from countries limit 1), 'ولي ' || g, 'ولي ' || g from generate_series(1, 1500) g`,
    );
    await database.query('analyze guardians');
    const all = await countRowsBounded(database.db, b, where());
    expect(all.estimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    // Filtered to few rows: counted exactly (149 and 1490-1499, and any demo guardian).
    const few = await countRowsBounded(database.db, b, where('ولي 149'));
    const [exact] = await database.query<{ n: number }>(
      `select count(*)::int n from guardians where archived_at is null and search like '%ولي%' and search like '%149%'`,
    );
    expect(few).toEqual({ total: exact!.n, estimated: false });
    expect(few.total).toBeGreaterThanOrEqual(11);
  });
});
