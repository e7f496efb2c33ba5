import type { Page } from '@playwright/test';

/**
 * The centre of the time grid's cell of `date` at `time` (HH:mm): where a click or a drop on that
 * time lands. `scroll` brings the time into view first; a drag measured from its start must not
 * scroll the page under it.
 */
export async function gridPoint(page: Page, date: string, time: string, { scroll = true } = {}) {
  const lane = page.locator(`[data-time="${time}:00"]`).last();
  if (scroll) await lane.scrollIntoViewIfNeeded();
  const column = await page
    .getByRole('columnheader')
    .and(page.locator(`[data-date="${date}"]`))
    .boundingBox();
  const row = await lane.boundingBox();
  if (!column || !row) throw new Error(`no grid cell for ${date} ${time}`);
  return { x: column.x + column.width / 2, y: row.y + row.height / 2 };
}
