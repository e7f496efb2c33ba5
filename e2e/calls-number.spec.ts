import { expect, test } from '@playwright/test';
import { createUser, waitForEmail } from './support/users';

test('an owner chooses Milano 02, pays at checkout, lands on the dashboard; /admin provisions it, the email and the banner show it', async ({
  page,
  browser,
}) => {
  const organization = `Studio Numero ${Date.now()}`;
  const owner = await createUser(page.request, { organization });
  await page.goto('/calls-m');

  // Step 3 of 4: the region and area code; going on without one says what is missing.
  const step = page.getByRole('region', { name: 'Scegli il prefisso del tuo numero' });
  await expect(step.getByText('Passo 3 di 4')).toBeVisible();
  await expect(
    step.getByRole('list', { name: 'Attivazione del servizio chiamate' }).getByRole('listitem'),
  ).toHaveText(['Account(completato)', 'Studio(completato)', '3Numero', '4Pagamento']);
  await step.getByRole('button', { name: 'Continua al pagamento' }).click();
  await expect(step.getByText('Seleziona una regione per il tuo numero')).toBeVisible();
  await step.getByLabel('Regione').selectOption('Lombardia');
  await step.getByLabel('Prefisso').selectOption({ label: '02 · Milano' });
  await step.getByRole('button', { name: 'Continua al pagamento' }).click();

  // Step 4: the checkout page (the local stand-in for Stripe Checkout); a declined card is said so.
  await expect(page.getByRole('heading', { name: 'Studiolo Chiamate · abbonamento mensile' })).toBeVisible();
  await page.getByLabel('Intestatario della carta').fill('Anna Rossi');
  await page.getByLabel('Numero della carta').fill('4000 0000 0000 0002');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await expect(page.getByRole('alert')).toHaveText("La carta è stata rifiutata. Prova con un'altra carta.");
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga/ }).click();

  // Back in Studiolo: confirmed, the practice's details, then the dashboard.
  await expect(page).toHaveURL(/\/auth\/callback-checkout\?session_id=cs_local_/);
  await expect(page.getByRole('heading', { name: 'Pagamento confermato' })).toBeVisible();
  await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/calls-m');
  const requested = page.getByRole('status').filter({ hasText: 'Numero richiesto' });
  await expect(requested).toContainText('prefisso 02 (Milano)');
  await expect(requested).toContainText(/te lo assegneremo entro \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await expect(page.getByRole('link', { name: 'Inoltro chiamate' })).toHaveCount(0);

  // The team's operator, on this machine, provisions it from /admin (the simulator's numbers).
  const email = process.env.E2E_ADMIN_EMAILS!.split(',')[3 + test.info().retry]!;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await createUser(admin.request, { email, name: 'Otto Operatore', organization: null });
  await admin.goto('/admin');
  const row = admin.getByRole('row').filter({ hasText: organization });
  await expect(row).toContainText('Richiesto · prefisso 02');
  await row.getByRole('button', { name: `Assegna numero a ${organization}` }).click();
  await expect(row).toContainText(/Attivo · \+39 02 \d{4} \d{4}/);
  await context.close();

  // The owner's email has the number and the code that forwards every call to it.
  const number = await waitForEmail(page.request, owner.email, /Il numero di .* è (\+39 02 \d{4} \d{4})\./);
  const text = await waitForEmail(page.request, owner.email, /(\*\*21\*\+3902\d{8}#)/);
  expect(text).toBe(`**21*${number.replaceAll(' ', '')}#`);

  // 'Il tuo numero' on /calls-m opens the forwarding instructions, at 768 px too.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/calls-m');
  const banner = page.getByRole('region', { name: 'Il tuo numero' });
  // The whole sentence is the link: the number and 'Apri le istruzioni…'.
  const link = banner.getByRole('link', {
    name: `${number} Apri le istruzioni per inoltrare le chiamate del tuo telefono`,
    exact: true,
  });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/mobile-setup');
  // The auth state knows the number too: the sidebar links the forwarding instructions.
  await expect(page.getByRole('link', { name: 'Inoltro chiamate' })).toHaveAttribute('href', '/mobile-setup');
  const box = await banner.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(768);

  // The professional's mobile, which the number rings: a landline is refused, a mobile saved.
  await page.goto('/settings?tab=calls');
  const phone = page.getByRole('textbox', { name: 'Il tuo cellulare' });
  await phone.fill('02 1234 5678');
  await page.getByRole('button', { name: 'Salva il cellulare' }).click();
  await expect(page.getByText('Questo è un numero fisso: inserisci un numero di cellulare')).toBeVisible();
  await phone.fill('333 999 8877');
  await page.getByRole('button', { name: 'Salva il cellulare' }).click();
  await expect(page.getByText('Cellulare salvato.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Il tuo cellulare' })).toHaveValue('+39 333 999 8877');
});
