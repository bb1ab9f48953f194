import { describe, expect, it } from 'vitest';
import '../index.ts';
import { buildCatalogue } from '../i18n/catalogue.ts';
import { LOCALE_CODES } from '../locales.ts';
import { declaredLifecycles } from '../workflow/lifecycle.ts';

/**
 * The audit screen names an entry's action in the reader's language (`identity.auditAction.*`,
 * the raw word otherwise). The workflow kit audits every transition under its action's name, so
 * every action of every declared lifecycle needs its label in ar, en and fr.
 */
describe('audit action labels', () => {
  it('exist for every action of every declared lifecycle, in every language', () => {
    const lifecycles = declaredLifecycles();
    expect(lifecycles.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        'tests',
        'evaluations',
        'rewards',
        'vouchers',
        'advances',
        'donations',
        'students',
        'training-exams',
        'training-sittings',
      ]),
    );
    const catalogue = buildCatalogue();
    const missing: string[] = [];
    for (const l of lifecycles)
      for (const action of l.actionNames)
        for (const locale of LOCALE_CODES)
          if (!catalogue[locale][`identity.auditAction.${action}`])
            missing.push(`${l.name}.${action} (${locale})`);
    expect(missing).toEqual([]);
  });
});
