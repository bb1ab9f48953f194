import type { Page } from '@playwright/test';

/**
 * Picks a record in a reference picker of the generic form by typing part of its name (a
 * multiple picker takes one record per call).
 */
export async function pick(page: Page, field: string, typed: string, option: string) {
  await page.getByTestId(`reference-${field}`).fill(typed);
  await page.getByTestId('reference-option').filter({ hasText: option }).first().click();
}
