import { expect, test } from '@playwright/test';
import { createUser, DEFAULT_PASSWORD, uniqueEmail, waitForCode, waitForEmail } from './support/users';

test('an invited person accepts, joins as doctor, and the last owner cannot be demoted', async ({
  page,
  browser,
}) => {
  const owner = await createUser(page.request, { name: 'Giulia Bianchi', organization: 'Studio Invito' });
  const inviteeContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const invitee = await createUser(inviteeContext.request, {
    name: 'Marco Rossi',
    organization: null,
    prefix: 'invitee',
  });

  await page.goto('/settings?tab=team');
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toBeVisible();

  // SPEC §3: a team member has an email, a first name, a last name and a role.
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByRole('button', { name: "Invia l'invito" }).click();
  await expect(page.getByText('Questo campo è obbligatorio')).toHaveCount(2);
  await expect(page.getByLabel('Email')).toHaveValue(invitee.email);
  await page.getByLabel('Nome', { exact: true }).fill('Marco');
  await page.getByLabel('Cognome').fill('Rossi');
  await page.getByLabel('Ruolo', { exact: true }).selectOption('doctor');
  await page.getByRole('button', { name: "Invia l'invito" }).click();
  await expect(page.getByText(`Invito inviato a ${invitee.email}.`)).toBeVisible();
  const invitations = page.getByRole('list', { name: 'Inviti in sospeso' });
  await expect(invitations).toContainText(`Marco Rossi · ${invitee.email}`);
  await expect(invitations).toContainText('Medico');

  // Inviting a member again is refused.
  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome').fill('Bianchi');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: "Invia l'invito" }).click();
  await expect(page.getByText('Questa persona fa già parte del team.')).toBeVisible();

  const link = await waitForEmail(
    inviteeContext.request,
    invitee.email,
    /(https?:\/\/\S*\/invite\?token=\S+)/,
  );
  const url = new URL(link);
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(`${url.pathname}${url.search}`);
  await inviteePage.getByRole('button', { name: "Accetta l'invito" }).click();
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await expect(inviteePage.getByText('Stai lavorando in Studio Invito')).toBeVisible();
  await inviteeContext.close();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: invitee.email });
  await expect(row.getByRole('combobox', { name: 'Ruolo di Marco Rossi' })).toHaveValue('doctor');
  await expect(page.getByRole('list', { name: 'Inviti in sospeso' })).toHaveCount(0);

  // The only owner cannot step down.
  await page.getByRole('combobox', { name: 'Ruolo di Giulia Bianchi' }).selectOption('admin');
  await expect(
    page.getByText("L'organizzazione deve avere almeno un titolare. Nomina prima un altro titolare."),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ruolo di Giulia Bianchi' })).toHaveValue('owner');

  // Removing a member asks first.
  await row.getByRole('button', { name: 'Rimuovi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rimuovere Marco Rossi dal team?' });
  await dialog.getByRole('button', { name: 'Rimuovi dal team' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: invitee.email })).toHaveCount(0);

  // A pending invitation can be withdrawn.
  const withdrawn = uniqueEmail('withdrawn');
  await page.getByLabel('Nome', { exact: true }).fill('Elena');
  await page.getByLabel('Cognome').fill('Galli');
  await page.getByLabel('Email').fill(withdrawn);
  await page.getByLabel('Ruolo', { exact: true }).selectOption('secretary');
  await page.getByRole('button', { name: "Invia l'invito" }).click();
  await expect(page.getByRole('list', { name: 'Inviti in sospeso' })).toContainText(withdrawn);
  await page.getByRole('button', { name: `Ritira l'invito a ${withdrawn}` }).click();
  await expect(page.getByRole('list', { name: 'Inviti in sospeso' })).toHaveCount(0);
});

test('an unknown or used invitation link says so, signed out', async ({ page }) => {
  await page.goto('/invite?token=abcdefghijklmnopqrstuvwxyz');
  await expect(page).toHaveURL(/\/invite\?token=/);
  await expect(page.getByRole('alert')).toContainText(
    'Questo invito non è valido o è scaduto. Chiedine uno nuovo.',
  );
  await expect(page.getByRole('link', { name: 'Crea il tuo account' })).toHaveCount(0);
});

test('an invited secretary registering into the clinic', async ({ page, browser }) => {
  await createUser(page.request, { name: 'Giulia Bianchi', organization: 'Studio Accoglienza' });
  const email = uniqueEmail('secretary');
  const invited = await page.request.post('/api/v1/team/invitations', {
    data: { firstName: 'Sara', lastName: 'Neri', email, role: 'secretary' },
  });
  expect(invited.status()).toBe(201);

  const secretary = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const link = new URL(await waitForEmail(secretary.request, email, /(https?:\/\/\S*\/invite\?token=\S+)/));
  const reception = await secretary.newPage();
  await reception.goto(`${link.pathname}${link.search}`);
  // The link names the clinic, the role and the address before anyone signs in.
  await expect(
    reception.getByText(`Studio Accoglienza ti invita su Studiolo con il ruolo Segreteria`),
  ).toBeVisible();
  await reception.getByRole('link', { name: 'Crea il tuo account' }).click();

  await expect(
    reception.getByText('Ti registri per entrare in Studio Accoglienza con il ruolo Segreteria'),
  ).toBeVisible();
  await expect(reception.getByLabel('Email')).toHaveValue(email);
  await expect(reception.getByLabel('Email')).not.toBeEditable();
  // The name the clinic wrote on the invitation is offered.
  await expect(reception.getByLabel('Nome e cognome')).toHaveValue('Sara Neri');
  await reception.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await reception.getByLabel('Conferma la password').fill(DEFAULT_PASSWORD);
  await reception.getByRole('button', { name: 'Registrati' }).click();
  const code = await waitForCode(secretary.request, email);
  await reception.getByLabel('Codice di verifica').fill(code);
  await reception.getByRole('button', { name: 'Conferma', exact: true }).click();

  // Back on the invitation, never on "create your clinic".
  await expect(reception).toHaveURL(/\/invite\?token=/);
  await expect(reception.getByRole('heading', { name: 'Configura il tuo studio' })).toHaveCount(0);
  await expect(reception.getByText(`Hai effettuato l'accesso come ${email}.`)).toBeVisible();
  await reception.getByRole('button', { name: "Accetta l'invito" }).click();
  await expect(reception).toHaveURL(/\/dashboard$/);
  await expect(reception.getByText('Stai lavorando in Studio Accoglienza')).toBeVisible();
  await secretary.close();

  await page.goto('/settings?tab=team');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('combobox', { name: 'Ruolo di Sara Neri' })).toHaveValue('secretary');
});

test('an invited person who registers without the link is offered the clinic that invited them', async ({
  page,
  browser,
}) => {
  await createUser(page.request, { name: 'Giulia Bianchi', organization: 'Studio Senza Link' });
  const email = uniqueEmail('nolink');
  const invited = await page.request.post('/api/v1/team/invitations', {
    data: { firstName: 'Paolo', lastName: 'Verdi', email, role: 'doctor' },
  });
  expect(invited.status()).toBe(201);

  const doctor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const screen = await doctor.newPage();
  await screen.goto('/register');
  await screen.getByLabel('Nome e cognome').fill('Paolo Verdi');
  await screen.getByLabel('Email').fill(email);
  await screen.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await screen.getByLabel('Conferma la password').fill(DEFAULT_PASSWORD);
  await screen.getByRole('button', { name: 'Registrati' }).click();
  await screen.getByLabel('Codice di verifica').fill(await waitForCode(doctor.request, email));
  await screen.getByRole('button', { name: 'Conferma', exact: true }).click();

  // The first screen offers the invitation before "create your clinic".
  const offers = screen.getByRole('list', { name: 'Inviti per te' });
  await expect(offers).toContainText('Studio Senza Link');
  await expect(offers).toContainText('Ruolo: Medico');
  await screen.getByRole('button', { name: 'Unisciti a Studio Senza Link' }).click();
  await expect(screen).toHaveURL(/\/dashboard$/);
  await expect(screen.getByText('Stai lavorando in Studio Senza Link')).toBeVisible();
  await doctor.close();
});
