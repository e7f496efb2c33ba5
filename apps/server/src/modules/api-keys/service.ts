import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_KEY_REQUESTS_PER_MINUTE, type ApiKey, type CreatedApiKey } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { enterScope, withTenant, type TenantContext } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { apiKeysRepo, type ApiKeyRow } from './repo';

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

/** The result of checking a key: the organization it reads, and the rate limit's state. */
export interface ApiKeyAccess {
  scope: TenantContext;
  keyId: string;
  remaining: number;
  /** Seconds until the current minute's window ends. */
  resetSeconds: number;
}

/**
 * Checks a bearer key and counts the request (SPEC §9: 60 a minute per key, counted in the
 * database so every server process shares the limit). Unknown or revoked → 401; over → 429.
 */
export async function authorizeApiKey(app: AppContext, key: string | undefined): Promise<ApiKeyAccess> {
  if (!key?.startsWith(KEY_PREFIX)) throw new AppError('INVALID_API_KEY', 401);
  const found = await app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    await tx.execute(sql`select set_config('app.api_key_hash', ${hashOf(key)}, true)`);
    return apiKeysRepo.byHash(tx, hashOf(key));
  });
  if (!found) throw new AppError('INVALID_API_KEY', 401);
  const scope = { organizationId: found.organizationId, userId: null };
  const window = await withTenant(app.database.db, scope, async (tx) => {
    await apiKeysRepo.touch(tx, found.id);
    return apiKeysRepo.countRequest(tx, found.id);
  });
  const resetSeconds = Math.max(1, 60 - Math.floor((Date.now() - window.windowStart.getTime()) / 1000));
  if (window.requests > API_KEY_REQUESTS_PER_MINUTE) {
    throw new AppError('RATE_LIMITED', 429, { retryAfterSeconds: resetSeconds });
  }
  return { scope, keyId: found.id, remaining: API_KEY_REQUESTS_PER_MINUTE - window.requests, resetSeconds };
}
