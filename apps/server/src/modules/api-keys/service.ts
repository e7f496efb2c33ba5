import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_KEY_LIMITS, type ApiKey, type ApiKeyTier, type CreatedApiKey } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { enterScope, withTenant, type TenantContext } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { apiKeysRepo, type ApiKeyRow } from './repo';

const MINUTE_MS = 60_000;

/** Keys look like `stl_<43 characters>`: 256 random bits, recognisable in a leaked file. */
const KEY_PREFIX = 'stl_';
const SHOWN_PREFIX_LENGTH = 12;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(app: AppContext, tenant: Tenant): Promise<ApiKey[]> {
  requirePermission(tenant.role, 'calls:manage');
  return withTenant(app.database.db, tenant, async (tx) => (await apiKeysRepo.list(tx)).map(toApiKey));
}

/** A new key; the whole key is answered this once, only its hash is kept. */
export async function createApiKey(app: AppContext, tenant: Tenant, name: string): Promise<CreatedApiKey> {
  requirePermission(tenant.role, 'calls:manage');
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return withTenant(app.database.db, tenant, async (tx) => {
    const row = await apiKeysRepo.insert(tx, {
      organizationId: tenant.organizationId,
      name,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: hashOf(key),
      createdBy: tenant.userId,
    });
    await recordActivity(tx, tenant, { action: 'api_key.created', entityType: 'api_key', entityId: row.id });
    return { ...toApiKey(row), key };
  });
}

export async function revokeApiKey(app: AppContext, tenant: Tenant, id: string): Promise<ApiKey> {
  requirePermission(tenant.role, 'calls:manage');
  return withTenant(app.database.db, tenant, async (tx) => {
    const row = await apiKeysRepo.revoke(tx, id);
    if (!row) {
      const existing = await apiKeysRepo.find(tx, id);
      if (!existing) throw new AppError('NOT_FOUND', 404);
      return toApiKey(existing); // revoked already: the same answer again
    }
    await recordActivity(tx, tenant, { action: 'api_key.revoked', entityType: 'api_key', entityId: id });
    return toApiKey(row);
  });
}

/** The result of checking a key: the organization it reads, and the tightest limit's state. */
export interface ApiKeyAccess {
  scope: TenantContext;
  keyId: string;
  /** The limit the request came closest to: `calls`, or `transcripts` for a transcript read. */
  limit: number;
  remaining: number;
  /** Seconds until the current minute's window ends. */
  resetSeconds: number;
}

/**
 * Checks a bearer key and counts the request (SPEC §9: 60 a minute per key; a request answering
 * transcripts also counts in the slower `transcripts` tier), in the database so every server process
 * shares the limits. Unknown or revoked → 401; over either limit → 429.
 */
export async function authorizeApiKey(
  app: AppContext,
  key: string | undefined,
  tiers: ApiKeyTier[] = ['calls'],
): Promise<ApiKeyAccess> {
  if (!key?.startsWith(KEY_PREFIX)) throw new AppError('INVALID_API_KEY', 401);
  const found = await app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    await tx.execute(sql`select set_config('app.api_key_hash', ${hashOf(key)}, true)`);
    return apiKeysRepo.byHash(tx, hashOf(key));
  });
  if (!found) throw new AppError('INVALID_API_KEY', 401);
  const scope = { organizationId: found.organizationId, userId: null };
  // Windows are whole minutes of the app's clock (servers keep theirs in step by NTP).
  const now = app.clock();
  const windowStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const windows = await withTenant(app.database.db, scope, async (tx) => {
    await apiKeysRepo.touch(tx, found.id);
    const counted = [];
    for (const tier of tiers)
      counted.push({ tier, ...(await apiKeysRepo.countRequest(tx, found.id, tier, windowStart)) });
    return counted;
  });
  const states = windows.map(({ tier, requests, windowStart }) => ({
    limit: API_KEY_LIMITS[tier],
    remaining: API_KEY_LIMITS[tier] - requests,
    resetSeconds: Math.max(1, 60 - Math.floor((now.getTime() - windowStart.getTime()) / 1000)),
  }));
  const tightest = states.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  if (tightest.remaining < 0) {
    throw new AppError('RATE_LIMITED', 429, {
      retryAfterSeconds: tightest.resetSeconds,
      limit: tightest.limit,
    });
  }
  return { scope, keyId: found.id, ...tightest };
}
