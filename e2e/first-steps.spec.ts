import { expect, test } from '@playwright/test';
import { createSlot, post } from './support/clinic';
import { createTablet } from './support/tablet-signing';
import { createUser } from './support/users';

/** Issue #27 point 8: a new clinic's empty dashboard shows its first steps, each ticked when done. */
test("a new clinic's dashboard lists its first steps, ticks each one done, and drops them all done", async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Appena Aperto' });
  await page.goto('/dashboard');
  const steps = page.getByRole('region', { name: 'Primi passi' });
  await expect(steps).toContainText('Ancora 5 passi per preparare lo studio.');
  await expect(steps.getByRole('listitem')).toHaveText([
    /^1\. Aggiungi i medici — da fare/,
    /^2\. Aggiungi le prestazioni — da fare/,
    /^3\. Imposta gli orari — da fare/,
    /^4\. Invita il tuo team — da fare/,
    /^5\. Collega un tablet — da fare/,
  ]);

  // Each step leads where it is done.
  await steps.getByRole('link', { name: '1. Aggiungi i medici' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
  const doctor = await post(page.request, '/api/v1/doctors', {
    firstName: 'Anna',
    lastName: 'Verdi',
    color: '#2563eb',
  });
  await page.goto('/dashboard');
  await expect(steps.getByRole('listitem').first()).toHaveText(/^1\. Aggiungi i medici — fatto/);
  await expect(steps).toContainText('Ancora 4 passi per preparare lo studio.');

  await post(page.request, '/api/v1/services', { name: 'Visita', durationMinutes: 30, priceCents: 8000 });
  await createSlot(page, doctor.id, '2026-12-09T08:00:00Z', '2026-12-09T12:00:00Z');
  await post(page.request, '/api/v1/team/invitations', {
    firstName: 'Luca',
    lastName: 'Neri',
    email: `luca-${Date.now().toString(36)}@example.com`,
    role: 'secretary',
  });
  await page.goto('/dashboard');
  await expect(steps).toContainText('Ancora 1 passo per preparare lo studio.');
  await steps.getByRole('link', { name: '5. Collega un tablet' }).click();
  await expect(page.getByRole('tab', { name: 'Tablet' })).toHaveAttribute('aria-selected', 'true');

  await createTablet(page, 'Sala attesa');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Appuntamenti di oggi' })).toBeVisible();
  await expect(steps).toBeHidden();
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test("a new clinic's first steps", async ({ page }) => {
    await createUser(page.request, { organization: 'New Practice' });
    await page.goto('/dashboard');
    const steps = page.getByRole('region', { name: 'First steps' });
    await expect(steps).toContainText('5 steps left to set up the practice.');
    await expect(steps.getByRole('listitem').first()).toHaveText(/^1\. Add your doctors — to do/);
  });
});
