import type { Locator, Page } from '@playwright/test';

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

/**
 * Drags `event` by its top to the point `target` gives (measured once the event is in view), in
 * small steps as a hand does.
 */
export async function dragEvent(page: Page, event: Locator, target: () => Promise<{ x: number; y: number }>) {
  await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await event.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const from = { x: box.x + box.width / 2, y: box.y + 6 };
  const to = await target();
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - 4 - from.y) * step) / 12);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}
