/// <reference lib="dom" />
import axe from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The accessibility check of every screen: axe-core's serious and critical violations on the
 * page as it is now, one line each (where, rule, the elements and axe's summary of the fault).
 *
 * axe-core is run here directly rather than through `@axe-core/playwright`'s builder, for the
 * CPU of a 2-core machine (docs/testing.md): the builder evaluates axe's 1.3 MB source in the
 * page twice on every call, then opens a blank page, evaluates it there a third time and ships
 * every passing node to it to finish the run. Here the source is evaluated once per page (a walk
 * opens its screens inside one running app, so later screens find axe already there), the run
 * happens in the page itself, and only violations are detailed (`resultTypes`): axe still
 * evaluates every rule on every element, but builds selectors and snippets only for faults.
 * Same rules, same result; the walk's axe time fell from about 2.8 s to about 0.5 s a screen.
 * The app has no frames (axe would not look into a cross-origin one here).
 */
export async function seriousViolations(
  page: Page,
  where: string,
  options: { exclude?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(axe.source);
  }
  const results = await page.evaluate(
    ({ exclude }) =>
      window.axe!.run(
        exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document,
        { resultTypes: ['violations'] },
      ),
    { exclude: options.exclude ?? [] },
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`)
          .join(', ')}`,
    );
}
