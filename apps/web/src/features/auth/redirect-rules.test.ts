import type { Me } from '@studiolo/contracts';
import { describe, expect, it } from 'vitest';
import { redirectFor } from './redirect-rules';

const member: Me = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Anna',
    email: 'anna@example.it',
    emailVerified: true,
    platformAdmin: false,
  },
  organizations: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Studio Rossi',
      role: 'secretary',
      applications: ['crm'],
    },
  ],
  currentOrganizationId: '00000000-0000-4000-8000-000000000002',
  hasCallsNumber: false,
  callsNumberStatus: 'none',
};
const withoutOrganization: Me = { ...member, organizations: [], currentOrganizationId: null };

describe('redirect rules (SPEC §2)', () => {
  it('lets a signed-in member read every public page', () => {
    for (const path of [
      '/crm',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy/',
      '/invite',
      '/tablet-signing',
      '/auth/callback',
    ]) {
      expect(redirectFor(path, member), path).toBeNull();
      expect(redirectFor(path, withoutOrganization), path).toBeNull();
    }
  });

  it('sends a signed-in member from the marketing home and the sign-in screens into the app', () => {
    for (const path of ['/', '/login', '/register', '/reset-password']) {
      expect(redirectFor(path, member), path).toBe('/dashboard');
      expect(redirectFor(path, withoutOrganization), path).toBe('/settings');
    }
    expect(
      redirectFor('/', { ...member, organizations: [{ ...member.organizations[0]!, applications: [] }] }),
    ).toBe('/calls-m');
  });

  it('leaves a visitor on public pages and sends them to sign in elsewhere', () => {
    expect(redirectFor('/', null)).toBeNull();
    expect(redirectFor('/privacy-policy', null)).toBeNull();
    expect(redirectFor('/register', null)).toBeNull();
    expect(redirectFor('/calendar', null)).toBe('/login');
    expect(redirectFor('/calendar', withoutOrganization)).toBe('/settings');
  });
});
