import {
  AppSettings,
  DEFAULT_SETTINGS,
  OrganizationProfileInput,
  type AppSettingsPatch,
  type SettingsExport,
  type SettingsImportResult,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo, type OrganizationRow } from '../organizations/repo';
import { toProfile } from '../organizations/service';

async function currentRow(tx: Tx, { organizationId }: { organizationId: string }): Promise<OrganizationRow> {
  const row = await organizationsRepo.findById(tx, organizationId);
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** Stored settings with the defaults filled in; unreadable ones fall back to defaults (SPEC §4). */
function settingsOf(app: AppContext, row: OrganizationRow): AppSettings {
  const parsed = AppSettings.safeParse(row.settings);
  if (parsed.success) return parsed.data;
  app.logger.warn(
    { organizationId: row.id, issues: parsed.error.issues },
    'stored settings unreadable, using defaults',
  );
  return DEFAULT_SETTINGS;
}

/** The organization's settings inside an open transaction of its scope (jobs have no member). */
export async function settingsIn(app: AppContext, tx: Tx, organizationId: string): Promise<AppSettings> {
  return settingsOf(app, await currentRow(tx, { organizationId }));
}

export function getSettings(app: AppContext, tenant: Tenant): Promise<AppSettings> {
  return withTenant(app.database.db, tenant, async (tx) => settingsOf(app, await currentRow(tx, tenant)));
}

function merge(current: AppSettings, patch: AppSettingsPatch): AppSettings {
  return AppSettings.parse({
    calendar: { ...current.calendar, ...patch.calendar },
    patientForm: { ...current.patientForm, ...patch.patientForm },
    reminders: { ...current.reminders, ...patch.reminders },
    invoicing: { ...current.invoicing, ...patch.invoicing },
    documents: { ...current.documents, ...patch.documents },
    signing: { ...current.signing, ...patch.signing },
  });
}

export function updateSettings(
  app: AppContext,
  tenant: Tenant,
  patch: AppSettingsPatch,
): Promise<AppSettings> {
  requirePermission(tenant.role, 'settings:update');
  return withTenant(app.database.db, tenant, (tx) => updateSettingsIn(app, tx, tenant, patch));
}

/** Applies a settings patch inside an open transaction of the organization, and logs it. */
export async function updateSettingsIn(
  app: AppContext,
  tx: Tx,
  tenant: Tenant,
  patch: AppSettingsPatch,
): Promise<AppSettings> {
  const next = merge(settingsOf(app, await currentRow(tx, tenant)), patch);
  await organizationsRepo.update(tx, tenant.organizationId, { settings: next });
  await recordActivity(tx, tenant, {
    action: 'settings.updated',
    entityType: 'organization',
    entityId: tenant.organizationId,
  });
  return next;
}

/** The editable part of the profile, as an export file holds it. */
function profileInputOf(row: OrganizationRow): OrganizationProfileInput {
  return OrganizationProfileInput.parse(toProfile(row));
}

export function exportSettings(app: AppContext, tenant: Tenant): Promise<SettingsExport> {
  return withTenant(app.database.db, tenant, async (tx) => {
    const row = await currentRow(tx, tenant);
    return {
      format: 'studiolo-settings',
      version: 1,
      exportedAt: new Date().toISOString(),
      organization: profileInputOf(row),
      settings: settingsOf(app, row),
    };
  });
}

/** Dotted paths of every leaf value, e.g. `calendar.timelineInterval` → 15. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value ?? null);
  }
  return out;
}

/** Applies an exported file; answers which values it changed, in the file's order. */
export function importSettings(
  app: AppContext,
  tenant: Tenant,
  file: SettingsExport,
): Promise<SettingsImportResult> {
  requirePermission(tenant.role, 'organization:update');
  requirePermission(tenant.role, 'settings:update');
  return withTenant(app.database.db, tenant, async (tx) => {
    const row = await currentRow(tx, tenant);
    const before = leaves({ organization: profileInputOf(row), ...settingsOf(app, row) });
    const after = leaves({ organization: file.organization, ...file.settings });
    // A list (the documents check-in requires) is one value, compared by its contents.
    const changed = [...after]
      .filter(([path, value]) => JSON.stringify(before.get(path)) !== JSON.stringify(value))
      .map(([path]) => path);
    if (changed.length > 0) {
      await organizationsRepo.update(tx, tenant.organizationId, {
        ...file.organization,
        settings: file.settings,
      });
      await recordActivity(tx, tenant, {
        action: 'settings.imported',
        entityType: 'organization',
        entityId: tenant.organizationId,
        data: { changed },
      });
    }
    return { changed };
  });
}
