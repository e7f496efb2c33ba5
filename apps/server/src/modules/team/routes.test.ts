import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner, colleague } from '../../../test/clinic';
import { signedInUser } from '../../../test/auth';
import { lastEmailTo } from '../../../test/email';
import { cookiesOf, send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const clinic = () => clinicOwner(t, 'Studio Team', 'Anna Titolare');

const colleagueIn = (organizationId: string, role: MemberRole) => colleague(t, organizationId, role);

const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)![1]!;

describe('invitations', () => {
  it('emails a link that adds the invitee with the role, once', async () => {
    const owner = await clinic();
    const invitee = await signedInUser(t, 'Luca Medico');
    const invited = await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: ' Luca ', lastName: 'Bianchi', email: invitee.email, role: 'doctor' },
      { cookie: owner.cookie },
    );
    expect(invited.status).toBe(201);
    const email = await lastEmailTo(t, invitee.email);
    expect(email.subject).toBe('Anna Titolare ti invita in Studio Team su Studiolo');
    expect(email.text).toMatch(/^Ciao Luca,\n/);
    expect(email.text).toContain('come medico');
    const token = tokenFrom(email.text);

    const team = await (await send(t, 'GET', '/api/v1/team', undefined, { cookie: owner.cookie })).json();
    expect(team).toMatchObject({
      invitations: [{ firstName: 'Luca', lastName: 'Bianchi', email: invitee.email, role: 'doctor' }],
    });

    const accepted = await send(
      t,
      'POST',
      '/api/v1/invitations/accept',
      { token },
      { cookie: invitee.cookie },
    );
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: owner.organizationId, role: 'doctor' });
    expect(cookiesOf(accepted)).toContain(`currentOrganizationId=${owner.organizationId}`);

    const after = (await (
      await send(t, 'GET', '/api/v1/team', undefined, { cookie: owner.cookie })
    ).json()) as {
      members: { email: string; name: string; role: string }[];
      invitations: unknown[];
    };
    // The member is named as the clinic wrote the invitation (SPEC §3's first and last name).
    expect(after.members.map((m) => [m.email, m.name, m.role])).toEqual([
      [owner.email, 'Anna Titolare', 'owner'],
      [invitee.email, 'Luca Bianchi', 'doctor'],
    ]);
    expect(after.invitations).toEqual([]);
    const reused = await send(t, 'POST', '/api/v1/invitations/accept', { token }, { cookie: invitee.cookie });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it('needs the first and last name as well as the email and role', async () => {
    const owner = await clinic();
    const nameless = await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: '  ', email: 'senza.nome@example.it', role: 'doctor' },
      { cookie: owner.cookie, 'accept-language': 'en' },
    );
    expect(nameless.status).toBe(400);
    const problem = (await nameless.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors.map((e) => [e.path, e.message]).sort()).toEqual([
      ['firstName', 'This field is required'],
      ['lastName', 'This field is required'],
    ]);
    const team = await (await send(t, 'GET', '/api/v1/team', undefined, { cookie: owner.cookie })).json();
    expect(team).toMatchObject({ invitations: [] });
  });

  it('shows what a link offers to anyone holding it, until it is used or withdrawn', async () => {
    const owner = await clinic();
    const invited = await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: 'Anna', lastName: 'Neri', email: 'segreteria@example.it', role: 'secretary' },
      { cookie: owner.cookie },
    );
    const { id } = (await invited.json()) as { id: string };
    const token = tokenFrom((await lastEmailTo(t, 'segreteria@example.it')).text);

    // Signed out: the page that registers the invitee names the clinic, the role and the address.
    const preview = await send(t, 'GET', `/api/v1/invitations/preview?token=${token}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      organizationName: 'Studio Team',
      role: 'secretary',
      firstName: 'Anna',
      lastName: 'Neri',
      email: 'segreteria@example.it',
      expiresAt: expect.any(String) as unknown,
    });

    const malformed = await send(t, 'GET', '/api/v1/invitations/preview?token=short');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const missing = await send(t, 'GET', '/api/v1/invitations/preview');
    expect(missing.status).toBe(400);
    const unknown = await send(t, 'GET', `/api/v1/invitations/preview?token=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'INVITATION_INVALID' });

    // Withdrawn, the link shows nothing any more (nor another organization's invitation by its id).
    const withdrawn = await send(t, 'DELETE', `/api/v1/team/invitations/${id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(withdrawn.status).toBe(204);
    expect((await send(t, 'GET', `/api/v1/invitations/preview?token=${token}`)).status).toBe(404);
  });

  it('refuses the link to someone signed in with another email, and an unknown token', async () => {
    const owner = await clinic();
    await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: 'Anna', lastName: 'Neri', email: 'giusto@example.it', role: 'secretary' },
      { cookie: owner.cookie },
    );
    const token = tokenFrom((await lastEmailTo(t, 'giusto@example.it')).text);
    const other = await signedInUser(t);
    const wrong = await send(t, 'POST', '/api/v1/invitations/accept', { token }, { cookie: other.cookie });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'INVITATION_EMAIL_MISMATCH' });
    const unknown = await send(
      t,
      'POST',
      '/api/v1/invitations/accept',
      { token: 'x'.repeat(43) },
      { cookie: other.cookie },
    );
    expect(unknown.status).toBe(404);
  });

  it('offers the invitations to their own address to whoever registered without the link', async () => {
    const owner = await clinic();
    const invitee = await signedInUser(t, 'Sara Segretaria');
    const invite = (email: string, role: MemberRole) =>
      send(
        t,
        'POST',
        '/api/v1/team/invitations',
        { firstName: 'Sara', lastName: 'Rossi', email, role },
        { cookie: owner.cookie },
      );
    // The address matches whatever its case; an invitation to someone else stays out of sight.
    await invite(invitee.email.toUpperCase(), 'secretary');
    await invite('altro@example.it', 'doctor');
    const mine = await send(t, 'GET', '/api/v1/invitations/mine', undefined, { cookie: invitee.cookie });
    expect(mine.status).toBe(200);
    const invitations = (await mine.json()) as { id: string }[];
    expect(invitations).toEqual([
      {
        id: expect.any(String) as unknown,
        organizationName: 'Studio Team',
        role: 'secretary',
        expiresAt: expect.any(String) as unknown,
      },
    ]);

    const someoneElse = await signedInUser(t);
    const notTheirs = await send(t, 'POST', `/api/v1/invitations/${invitations[0]!.id}/accept`, undefined, {
      cookie: someoneElse.cookie,
    });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(
      await (
        await send(t, 'GET', '/api/v1/invitations/mine', undefined, { cookie: someoneElse.cookie })
      ).json(),
    ).toEqual([]);

    const accepted = await send(t, 'POST', `/api/v1/invitations/${invitations[0]!.id}/accept`, undefined, {
      cookie: invitee.cookie,
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: owner.organizationId, role: 'secretary' });
    expect(cookiesOf(accepted)).toContain(`currentOrganizationId=${owner.organizationId}`);
    // Used up: neither listed nor accepted again.
    expect(
      await (await send(t, 'GET', '/api/v1/invitations/mine', undefined, { cookie: invitee.cookie })).json(),
    ).toEqual([]);
    const again = await send(t, 'POST', `/api/v1/invitations/${invitations[0]!.id}/accept`, undefined, {
      cookie: invitee.cookie,
    });
    expect(again.status).toBe(404);

    expect((await send(t, 'GET', '/api/v1/invitations/mine')).status).toBe(401);
    expect(
      (await send(t, 'POST', '/api/v1/invitations/not-a-uuid/accept', undefined, { cookie: invitee.cookie }))
        .status,
    ).toBe(400);
  });

  it('does not invite a member twice, and lets only an owner invite an owner', async () => {
    const owner = await clinic();
    const admin = await colleagueIn(owner.organizationId, 'admin');
    const twice = await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: 'Anna', lastName: 'Neri', email: admin.email, role: 'doctor' },
      { cookie: owner.cookie },
    );
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'ALREADY_MEMBER' });
    const asOwner = await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: 'Anna', lastName: 'Neri', email: 'nuovo@example.it', role: 'owner' },
      { cookie: admin.cookie },
    );
    expect(asOwner.status).toBe(403);
    const asDoctor = await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: 'Anna', lastName: 'Neri', email: 'nuovo@example.it', role: 'doctor' },
      { cookie: admin.cookie },
    );
    expect(asDoctor.status).toBe(201);
  });

  it('lets a secretary see the team but not change it', async () => {
    const owner = await clinic();
    const secretary = await colleagueIn(owner.organizationId, 'secretary');
    expect((await send(t, 'GET', '/api/v1/team', undefined, { cookie: secretary.cookie })).status).toBe(200);
    const res = await send(
      t,
      'POST',
      '/api/v1/team/invitations',
      { firstName: 'Anna', lastName: 'Neri', email: 'x@example.it', role: 'doctor' },
      { cookie: secretary.cookie },
    );
    expect(res.status).toBe(403);
  });

  it('withdraws an invitation, and 404s one of another organization', async () => {
    const owner = await clinic();
    const invited = (await (
      await send(
        t,
        'POST',
        '/api/v1/team/invitations',
        { firstName: 'Rita', lastName: 'Rossi', email: 'ritirato@example.it', role: 'doctor' },
        { cookie: owner.cookie },
      )
    ).json()) as { id: string };
    const stranger = await clinic();
    expect(
      (
        await send(t, 'DELETE', `/api/v1/team/invitations/${invited.id}`, undefined, {
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(t, 'DELETE', `/api/v1/team/invitations/${invited.id}`, undefined, { cookie: owner.cookie }))
        .status,
    ).toBe(204);
  });
});

describe('roles and removal', () => {
  it('changes a role and removes a member', async () => {
    const owner = await clinic();
    const doctor = await colleagueIn(owner.organizationId, 'doctor');
    const changed = await send(
      t,
      'PUT',
      `/api/v1/team/members/${doctor.userId}/role`,
      { role: 'admin' },
      { cookie: owner.cookie },
    );
    expect(changed.status).toBe(204);
    const removed = await send(t, 'DELETE', `/api/v1/team/members/${doctor.userId}`, undefined, {
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(204);
    expect((await send(t, 'GET', '/api/v1/settings', undefined, { cookie: doctor.cookie })).status).toBe(404);
  });

  it('never leaves the organization without an owner', async () => {
    const owner = await clinic();
    const demote = await send(
      t,
      'PUT',
      `/api/v1/team/members/${owner.userId}/role`,
      { role: 'admin' },
      { cookie: `${owner.cookie}; user-locale=en` },
    );
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({
      code: 'LAST_OWNER',
      detail: 'The organization must keep at least one owner. Make someone else owner first.',
    });
    expect(
      (await send(t, 'DELETE', `/api/v1/team/members/${owner.userId}`, undefined, { cookie: owner.cookie }))
        .status,
    ).toBe(409);

    const second = await colleagueIn(owner.organizationId, 'admin');
    expect(
      (
        await send(
          t,
          'PUT',
          `/api/v1/team/members/${second.userId}/role`,
          { role: 'owner' },
          { cookie: owner.cookie },
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await send(
          t,
          'PUT',
          `/api/v1/team/members/${owner.userId}/role`,
          { role: 'admin' },
          { cookie: owner.cookie },
        )
      ).status,
    ).toBe(204);
  });

  it('lets an admin manage doctors but not touch an owner', async () => {
    const owner = await clinic();
    const admin = await colleagueIn(owner.organizationId, 'admin');
    const doctor = await colleagueIn(owner.organizationId, 'doctor');
    expect(
      (
        await send(
          t,
          'PUT',
          `/api/v1/team/members/${doctor.userId}/role`,
          { role: 'secretary' },
          { cookie: admin.cookie },
        )
      ).status,
    ).toBe(204);
    expect(
      (await send(t, 'DELETE', `/api/v1/team/members/${owner.userId}`, undefined, { cookie: admin.cookie }))
        .status,
    ).toBe(403);
    const stranger = await clinic();
    expect(
      (
        await send(t, 'DELETE', `/api/v1/team/members/${doctor.userId}`, undefined, {
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
  });
});
