/** A month's charge of a student: a fee the family pays or a stipend the organisation pays. */
export const STUDENT_CHARGE_KINDS = ['fee', 'stipend'] as const;
export type StudentChargeKind = (typeof STUDENT_CHARGE_KINDS)[number];

export const STUDENT_MONEY_GROUPS = ['student', 'ring', 'centre'] as const;
export type StudentMoneyGroup = (typeof STUDENT_MONEY_GROUPS)[number];

export const STUDENT_PAYMENT_METHODS = ['cash', 'bank'] as const;
export type StudentPaymentMethod = (typeof STUDENT_PAYMENT_METHODS)[number];

/**
 * The sibling discount rule: brothers and sisters are the active students of one guardian,
 * ranked by birth date (then id); the first pays the full fee, the second and later get the
 * percentage off (rounded to a whole minor unit in the family's favour).
 */
export function siblingFee(
  fee: number,
  rank: number,
  discountPercent: number,
): {
  discount: number;
  net: number;
} {
  if (rank <= 1 || discountPercent <= 0) return { discount: 0, net: fee };
  const discount = Math.ceil((fee * Math.min(discountPercent, 100)) / 100);
  return { discount, net: fee - discount };
}

/** Ranks of siblings within each guardian's family (1 = eldest); no guardian is rank 1. */
export function siblingRanks(
  students: ReadonlyArray<{ id: string; guardianId: string | null; birthDate: string | null }>,
): Map<string, number> {
  const families = new Map<string, (typeof students)[number][]>();
  const ranks = new Map<string, number>();
  for (const s of students) {
    if (!s.guardianId) {
      ranks.set(s.id, 1);
      continue;
    }
    const list = families.get(s.guardianId) ?? [];
    list.push(s);
    families.set(s.guardianId, list);
  }
  for (const list of families.values()) {
    list.sort(
      (a, b) =>
        (a.birthDate ?? '9999').localeCompare(b.birthDate ?? '9999') || a.id.localeCompare(b.id),
    );
    list.forEach((s, i) => ranks.set(s.id, i + 1));
  }
  return ranks;
}
