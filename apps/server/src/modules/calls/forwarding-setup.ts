import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  can,
  SETUP_LINK_MINUTES,
  type MobileSetup,
  type SetupLink,
  type TestCallResult,
  type TestCallStart,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo } from '../organizations/repo';
import { numberRepo } from './number-repo';

/**
 * The forwarding wizard (/mobile-setup): the setup link its QR code carries to a phone, and the test
 * call it waits for.
 *
 * A setup link is `<payload>.<mac>`: the payload names the organization, the owner or admin who made
 * it and when it expires; the mac is an HMAC-SHA256 under a key of its own derived from the server's
 * secret, so nobody can make or alter one and every server process reads it the same way. On every
 * use the member must still be an active owner or admin and the organization still have its number:
 * otherwise, as for a wrong, altered or expired link, 404 and nothing about any organization.
 */

interface LinkPayload {
  organizationId: string;
  userId: string;
  /** Expiry, seconds since the epoch. */
  expires: number;
}

const macKey = (app: AppContext) =>
  Buffer.from(hkdfSync('sha256', app.serverSecret, 'studiolo/mobile-setup', 'setup-link/v1', 32));

const macOf = (app: AppContext, payload: string) =>
  createHmac('sha256', macKey(app)).update(payload).digest();

function sign(app: AppContext, link: LinkPayload): string {
  const payload = Buffer.from(`${link.organizationId}.${link.userId}.${link.expires}`).toString('base64url');
  return `${payload}.${macOf(app, payload).toString('base64url')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The link's payload if it is ours, unaltered and unexpired; else null. */
function verify(app: AppContext, token: string): LinkPayload | null {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(app, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [organizationId, userId, expires] = Buffer.from(payload, 'base64url').toString().split('.');
  if (!organizationId || !userId || !UUID.test(organizationId) || !UUID.test(userId)) return null;
  const expiresAt = Number(expires);
  if (!Number.isInteger(expiresAt) || expiresAt * 1000 <= Date.now()) return null;
  return { organizationId, userId, expires: expiresAt };
}

/** The organization's provisioned number and the mobile it rings, or the error that says why not. */
async function provisionedNumber(tx: Tx, organizationId: string) {
  const number = await numberRepo.provisionedOf(tx, organizationId);
  if (!number) throw new AppError('NUMBER_REQUIRED', 409);
  return number;
}

/** A link for the wizard on a phone (owners and admins, once the organization has its number). */
export async function createSetupLink(app: AppContext, tenant: Tenant): Promise<SetupLink> {
  requirePermission(tenant.role, 'calls:manage');
  await withTenant(app.database.db, tenant, (tx) => provisionedNumber(tx, tenant.organizationId));
  const expires = Math.floor(Date.now() / 1000) + SETUP_LINK_MINUTES * 60;
  return {
    token: sign(app, { organizationId: tenant.organizationId, userId: tenant.userId, expires }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Runs `work` for a setup link's organization, or answers 404 for any link that is not good now. */
async function withSetupLink<T>(
  app: AppContext,
  token: string,
  work: (tx: Tx, link: LinkPayload) => Promise<T>,
): Promise<T> {
  const link = verify(app, token);
  if (!link) throw new AppError('NOT_FOUND', 404);
  return withTenant(app.database.db, link, async (tx) => {
    const member = await organizationsRepo.findActiveMembership(tx, link.userId, link.organizationId);
    if (!member || !can(member.role, 'calls:manage')) throw new AppError('NOT_FOUND', 404);
    if (!(await numberRepo.provisionedOf(tx, link.organizationId))) throw new AppError('NOT_FOUND', 404);
    return work(tx, link);
  });
}

/** What the phone that opened a setup link is shown. */
export function readSetupLink(app: AppContext, token: string): Promise<MobileSetup> {
  return withSetupLink(app, token, async (tx, link) => {
    const [organization, number] = await Promise.all([
      numberRepo.organization(tx, link.organizationId),
      provisionedNumber(tx, link.organizationId),
    ]);
    return {
      organizationName: organization!.name,
      number: number.e164,
      forwardToEnding: number.forwardTo ? number.forwardTo.slice(-4) : null,
      expiresAt: new Date(link.expires * 1000).toISOString(),
    };
  });
}

const startNow = (): TestCallStart => ({ since: new Date().toISOString() });

/** Whether the number has had its test call since `since`. */
async function testCall(tx: Tx, organizationId: string, since: Date): Promise<TestCallResult> {
  const number = await provisionedNumber(tx, organizationId);
  const call = await numberRepo.testCallSince(tx, organizationId, number.e164, number.forwardTo, since);
  if (!call) return { call: null };
  const forwarded =
    call.forwardedVia !== null && (number.forwardTo === null || call.forwardedVia === number.forwardTo);
  return {
    call: { receivedAt: call.createdAt.toISOString(), via: forwarded ? 'forwarded' : 'direct' },
  };
}

/** The wizard's test call, signed in: every member who handles calls may wait for it. */
export async function startTestCall(app: AppContext, tenant: Tenant): Promise<TestCallStart> {
  requirePermission(tenant.role, 'calls:handle');
  await withTenant(app.database.db, tenant, (tx) => provisionedNumber(tx, tenant.organizationId));
  return startNow();
}

export function findTestCall(app: AppContext, tenant: Tenant, since: Date): Promise<TestCallResult> {
  requirePermission(tenant.role, 'calls:handle');
  return withTenant(app.database.db, tenant, (tx) => testCall(tx, tenant.organizationId, since));
}

/** The same through a setup link, on the phone. */
export async function startTestCallByLink(app: AppContext, token: string): Promise<TestCallStart> {
  await withSetupLink(app, token, async () => undefined);
  return startNow();
}

export function findTestCallByLink(app: AppContext, token: string, since: Date): Promise<TestCallResult> {
  return withSetupLink(app, token, (tx, link) => testCall(tx, link.organizationId, since));
}
