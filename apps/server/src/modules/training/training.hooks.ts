import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import * as repo from './training.repository.ts';

const DIFFICULTY_FIELDS = {
  easy: 'easyPerSection',
  medium: 'mediumPerSection',
  hard: 'hardPerSection',
} as const;

type Difficulty = keyof typeof DIFFICULTY_FIELDS;

export interface BankShortfall {
  difficulty: Difficulty;
  section: string;
  wanted: number;
  available: number;
}

interface RuleForm {
  mode: unknown;
  sectionIds: unknown;
  easyPerSection: unknown;
  mediumPerSection: unknown;
  hardPerSection: unknown;
}

const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const count = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * The first rule of a form the bank cannot fill (so many questions of a difficulty from a
 * section, archived questions left out), or null: a form by hand, or a bank that suffices.
 */
export async function bankShortfall(db: Db, form: RuleForm): Promise<BankShortfall | null> {
  if (form.mode !== 'rule') return null;
  const sectionIds = ids(form.sectionIds);
  const have = await repo.bankCounts(db, sectionIds);
  for (const sectionId of sectionIds)
    for (const difficulty of Object.keys(DIFFICULTY_FIELDS) as Difficulty[]) {
      const wanted = count(form[DIFFICULTY_FIELDS[difficulty]]);
      const available =
        have.find((h) => h.sectionId === sectionId && h.difficulty === difficulty)?.n ?? 0;
      if (wanted > available) {
        const [section] = await repo.sectionsByIds(db, [sectionId]);
        return { difficulty, section: section?.title ?? '', wanted, available };
      }
    }
  return null;
}

const shortfallIssue = (s: BankShortfall) => ({
  code: `training.form.shortfall.${s.difficulty}`,
  params: { section: s.section, wanted: s.wanted, available: s.available },
});

/**
 * A rule-based test form the question bank cannot fill is refused when it is saved and when an
 * exam is scheduled from it (not only when a trainee starts), with a message naming the
 * section, the difficulty and how many questions are missing. Nothing is written then.
 */
export function installTrainingHooks(): void {
  registerResourceHooks('training-test-forms', {
    async beforeWrite({ tx, before, values }) {
      const ruleFields = ['mode', 'sectionIds', ...Object.values(DIFFICULTY_FIELDS)];
      if (before && !ruleFields.some((f) => f in values)) return;
      const form = { ...(before ?? {}), ...values } as unknown as RuleForm;
      const short = await bankShortfall(tx, form);
      if (short)
        throw validationFailed({ [DIFFICULTY_FIELDS[short.difficulty]]: shortfallIssue(short) });
    },
  });

  registerResourceHooks('training-exams', {
    async beforeWrite({ tx, before, values }) {
      const formId = 'testFormId' in values ? values.testFormId : before?.testFormId;
      const status = 'status' in values ? values.status : (before?.status ?? 'scheduled');
      const scheduling =
        !before ||
        ('testFormId' in values && values.testFormId !== before.testFormId) ||
        ('status' in values && values.status !== before.status);
      if (!scheduling || status !== 'scheduled' || typeof formId !== 'string') return;
      const form = await repo.formById(tx, formId);
      if (!form) return; // the engine refuses a reference that does not exist
      const short = await bankShortfall(tx, form);
      if (short) throw validationFailed({ testFormId: shortfallIssue(short) });
    },
  });
}
