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

const callsOnly: Me = { ...member, organizations: [{ ...member.organizations[0]!, applications: [] }] };

describe('redirect rules (SPEC §2, decision 029)', () => {
  it('lets every signed-in user read the legal and company pages, the wizard, an invitation and the tablet', () => {
    for (const path of [
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy/',
      '/mobile-setup',
      '/invite',
      '/tablet-signing',
      '/auth/callback',
    ]) {
      for (const me of [member, callsOnly, withoutOrganization])
        expect(redirectFor(path, me), path).toBeNull();
    }
  });

  it('sends a calls-only organization to /calls-m and a user without one to /settings from the other public pages', () => {
    for (const path of ['/', '/login', '/register', '/reset-password', '/crm', '/calls']) {
      expect(redirectFor(path, callsOnly), path).toBe('/calls-m');
      expect(redirectFor(path, withoutOrganization), path).toBe('/settings');
    }
  });

  it('sends a CRM member from the home and the ways in to /dashboard, and leaves them on the product pages', () => {
    for (const path of ['/', '/login', '/register', '/reset-password']) {
      expect(redirectFor(path, member), path).toBe('/dashboard');
    }
    expect(redirectFor('/crm', member)).toBeNull();
    expect(redirectFor('/calls', member)).toBeNull();
  });

  it('leaves a visitor on public pages and sends them to sign in elsewhere', () => {
    expect(redirectFor('/', null)).toBeNull();
    expect(redirectFor('/privacy-policy', null)).toBeNull();
    expect(redirectFor('/register', null)).toBeNull();
    expect(redirectFor('/calendar', null)).toBe('/login');
    expect(redirectFor('/calendar', withoutOrganization)).toBe('/settings');
  });
});
