/**
 * Funds: every line of the ledger names the fund its money belongs to. Money given as zakat
 * stays zakat: a restricted fund's money can be spent only on the uses the fund allows, and
 * a posting must balance inside each fund, so money never slides from one fund to another
 * except by a recorded, approved reallocation.
 */
export const FUND_KINDS = ['general', 'zakat', 'sadaqa', 'waqf', 'sponsorship', 'project'] as const;
export type FundKind = (typeof FUND_KINDS)[number];

/**
 * The purposes an expense category serves; a restricted fund lists the ones it may pay for.
 * `reallocation` allows the fund's money to be moved to another fund (with approval).
 */
export const FUND_USES = [
  'operations',
  'salaries',
  'student_stipends',
  'family_support',
  'student_sponsorship',
  'quran_printing',
  'building',
  'project_activities',
  'rewards',
  'reallocation',
] as const;
export type FundUse = (typeof FUND_USES)[number];

/** The usual allowed uses of each fund kind (a new fund starts with them, editable). */
export const DEFAULT_FUND_USES: Record<FundKind, { restricted: boolean; uses: FundUse[] }> = {
  general: { restricted: false, uses: [] },
  zakat: { restricted: true, uses: ['family_support', 'student_stipends'] },
  sadaqa: {
    restricted: true,
    uses: ['family_support', 'student_stipends', 'rewards', 'quran_printing', 'reallocation'],
  },
  waqf: { restricted: true, uses: ['building', 'quran_printing'] },
  sponsorship: { restricted: true, uses: ['student_sponsorship', 'student_stipends'] },
  project: { restricted: true, uses: ['project_activities', 'salaries', 'rewards'] },
};
