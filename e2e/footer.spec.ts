import { expect, test } from '@playwright/test';

const footerLinks = [
  { name: 'Studiolo per cliniche', path: '/crm', heading: 'Un gestionale completo per la clinica' },
  { name: 'Home', path: '/', heading: 'Lo studio in ordine' },
  { name: 'Chi siamo', path: '/about', heading: 'Software per chi si prende cura delle persone' },
  { name: 'Contatti', path: '/contact', heading: 'Parliamo del tuo studio' },
  { name: 'Informativa sulla privacy', path: '/privacy-policy', heading: 'Informativa sulla privacy' },
  { name: 'Termini di servizio', path: '/terms-of-service', heading: 'Termini di servizio' },
  { name: 'Cookie policy', path: '/cookie-policy', heading: 'Cookie policy' },
];

for (const link of footerLinks) {
  test(`the footer link "${link.name}" opens ${link.path}`, async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: link.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${link.path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(link.heading);
    await expect(page.getByRole('button', { name: 'Torna alla Home' })).toHaveCount(0);
  });
}

test('the footer shows the tagline and the copyright year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByText('Soluzioni di intelligenza artificiale per i professionisti italiani'),
  ).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Studiolo`)).toBeVisible();
});

test('the cookie policy lists the cookies Studiolo sets', async ({ page }) => {
  await page.goto('/cookie-policy');
  const table = page.getByRole('table', { name: 'Cookie impostati da Studiolo' });
  for (const [name, duration] of [
    ['user-locale', '365 giorni'],
    ['currentOrganizationId', '7 giorni'],
    ['app_settings', '7 giorni'],
    ['referral_code', '30 giorni'],
  ]) {
    const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row).toContainText(duration as string);
  }
  await expect(table.getByRole('rowheader', { name: 'Cookie di sessione' })).toBeVisible();
});

test('the footer and the about page offer the source of the running version (AGPL §13)', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Codice sorgente' });
  await expect(footerLink).toHaveAttribute('href', '/api/v1/public/source');
  await expect(page.getByRole('heading', { name: 'Software libero' })).toBeVisible();
  const aboutLink = page.getByRole('link', { name: 'Scarica il codice sorgente di questa versione' });
  await expect(aboutLink).toHaveAttribute('href', '/api/v1/public/source');

  // The build packed the committed source beside the server: the link downloads it.
  const archive = await request.get('/api/v1/public/source');
  expect(archive.status()).toBe(200);
  expect(archive.headers()['content-type']).toBe('application/gzip');
  const gzipMagic = [0x1f, 0x8b];
  expect([...(await archive.body()).subarray(0, 2)]).toEqual(gzipMagic);
});
