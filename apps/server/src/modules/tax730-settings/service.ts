import {
  TAX730_FIELDS,
  isValidTaxCode,
  isValidVatNumber,
  tax730FieldsFor,
  type SistemaTsCredentials,
  type Tax730Environment,
  type Tax730Field,
  type Tax730Settings,
  type Tax730SettingsValues,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { tax730SettingsRepo, type Tax730SettingsRow } from './repo';
import { SecretUnreadableError, decryptSecret, deriveKey, encryptSecret } from './secrets';

/** The purpose the encryption key is derived for; a new version means a new key. */
const KEY_PURPOSE = 'tax730-settings/v1';
type SecretField = 'password' | 'pincode';
const COLUMN = { password: 'passwordEncrypted', pincode: 'pincodeEncrypted' } as const;

const keyOf = (app: AppContext) => deriveKey(app.serverSecret, KEY_PURPOSE);
/** Binds a stored secret to its organization and field: copied elsewhere, it does not decrypt. */
const contextOf = (organizationId: string, field: SecretField) =>
  `tax730_settings:${organizationId}:${field}`;

/** The stored secret in clear; null when not set or no longer readable (AUTH_SECRET changed). */
function readSecret(app: AppContext, row: Tax730SettingsRow, field: SecretField): string | null {
  const stored = row[COLUMN[field]];
  if (!stored) return null;
  try {
    return decryptSecret(keyOf(app), stored, contextOf(row.organizationId, field));
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    app.logger.warn(
      { organizationId: row.organizationId, field },
      'stored 730 secret unreadable (was AUTH_SECRET changed?): it counts as not set',
    );
    return null;
  }
}

/** Every field with its value in clear (secrets included), null where not set. */
function valuesOf(app: AppContext, row: Tax730SettingsRow | undefined): Record<Tax730Field, string | null> {
  return {
    username: row?.username ?? null,
    password: row ? readSecret(app, row, 'password') : null,
    pincode: row ? readSecret(app, row, 'pincode') : null,
    ownerTaxCode: row?.ownerTaxCode ?? null,
    vatNumber: row?.vatNumber ?? null,
    regionCode: row?.regionCode ?? null,
    aslCode: row?.aslCode ?? null,
    ssaCode: row?.ssaCode ?? null,
  };
}

/** What the sender kind needs and is not set. */
const missingOf = (values: Record<Tax730Field, string | null>, row: Tax730SettingsRow | undefined) =>
  tax730FieldsFor(row?.senderKind ?? 'professional').filter((field) => values[field] === null);

/** What the API shows: everything but the secrets, which are only said to be set. */
function toSettings(app: AppContext, row: Tax730SettingsRow | undefined): Tax730Settings {
  const values = valuesOf(app, row);
  const missing = missingOf(values, row);
  return {
    username: values.username,
    ownerTaxCode: values.ownerTaxCode,
    vatNumber: values.vatNumber,
    regionCode: values.regionCode,
    aslCode: values.aslCode,
    ssaCode: values.ssaCode,
    senderKind: row?.senderKind ?? 'professional',
    environment: row?.environment ?? 'test',
    automaticSubmission: row?.automaticSubmission ?? false,
    passwordSet: values.password !== null,
    pincodeSet: values.pincode !== null,
    complete: missing.length === 0,
    missing,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export const getTax730Settings = (app: AppContext, tenant: Tenant): Promise<Tax730Settings> =>
  withTenant(app.database.db, tenant, async (tx) =>
    toSettings(app, await tax730SettingsRepo.find(tx, tenant.organizationId)),
  );

/**
 * Saves the configuration as given, partial or complete. An empty or absent password or PIN keeps
 * the stored one; a new one is encrypted before it reaches the database. The activity log names
 * the fields that changed, never their values.
 */
export function updateTax730Settings(
  app: AppContext,
  tenant: Tenant,
  input: Tax730SettingsValues,
): Promise<Tax730Settings> {
  requirePermission(tenant.role, 'settings:update');
  const { organizationId } = tenant;
  const seal = (field: SecretField, plain: string | undefined, current: string | null | undefined) =>
    plain ? encryptSecret(keyOf(app), plain, contextOf(organizationId, field)) : (current ?? null);
  return withTenant(app.database.db, tenant, async (tx) => {
    const current = await tax730SettingsRepo.findForUpdate(tx, organizationId);
    const before = valuesOf(app, current);
    const row = await tax730SettingsRepo.save(tx, {
      organizationId,
      username: input.username,
      passwordEncrypted: seal('password', input.password, current?.passwordEncrypted),
      pincodeEncrypted: seal('pincode', input.pincode, current?.pincodeEncrypted),
      ownerTaxCode: input.ownerTaxCode,
      vatNumber: input.vatNumber,
      regionCode: input.regionCode,
      aslCode: input.aslCode,
      ssaCode: input.ssaCode,
      senderKind: input.senderKind,
      environment: input.environment,
      automaticSubmission: input.automaticSubmission,
    });
    const after = valuesOf(app, row);
    const switches = {
      senderKind: current?.senderKind ?? 'professional',
      environment: current?.environment ?? 'test',
      automaticSubmission: current?.automaticSubmission ?? false,
    };
    const changed = [
      ...TAX730_FIELDS.filter((field) => before[field] !== after[field]),
      ...(['senderKind', 'environment', 'automaticSubmission'] as const).filter(
        (field) => switches[field] !== row[field],
      ),
    ];
    await recordActivity(tx, tenant, {
      action: 'tax730_settings.updated',
      entityType: 'organization',
      entityId: organizationId,
      data: { changed },
    });
    return toSettings(app, row);
  });
}

/** What a submission to the Sistema TS needs, in the shapes of the tax730 contracts. */
export interface Tax730Access {
  environment: Tax730Environment;
  automaticSubmission: boolean;
  /** Who signs in: the user, its password and PIN code, in clear (encrypt the PIN for the call). */
  credentials: SistemaTsCredentials;
  /** cfProprietario and pIva of every document sent. */
  owner: { taxCode: string; vatNumber: string };
  /** codiceRegione, codiceAsl, codiceSSA of a structure; null for a professional (cfProprietario only). */
  structure: { regionCode: string; aslCode: string; ssaCode: string } | null;
}

/**
 * In production the owner's code and the P.IVA pass their checks (saving checks them too; this
 * guards rows saved before). The test environment takes the kit's test identities, which do not.
 */
const checkedForProduction = (ownerTaxCode: string, vatNumber: string) =>
  isValidTaxCode(ownerTaxCode) && isValidVatNumber(vatNumber);

/**
 * For the 730 submission job: the organization's Sistema TS access with the password and PIN
 * decrypted, or null when it cannot submit — nothing saved, a field its sender kind needs missing
 * (the credentials, owner tax code and VAT number; a structure's three codes too), or a secret no
 * longer readable because AUTH_SECRET changed (logged; the clinic must enter it again).
 *
 * `tx` must be a transaction in the organization's scope (withTenant, or a job's scope without a
 * member). Never log or store what it returns.
 */
export async function tax730CredentialsFor(
  app: AppContext,
  tx: Tx,
  organizationId: string,
): Promise<Tax730Access | null> {
  const row = await tax730SettingsRepo.find(tx, organizationId);
  if (!row) return null;
  const values = valuesOf(app, row);
  if (missingOf(values, row).length > 0) return null;
  const { username, password, pincode, ownerTaxCode, vatNumber, regionCode, aslCode, ssaCode } = values;
  if (row.environment === 'production' && !checkedForProduction(ownerTaxCode!, vatNumber!)) return null;
  return {
    environment: row.environment,
    automaticSubmission: row.automaticSubmission,
    credentials: { username: username!, password: password!, pincode: pincode! },
    owner: { taxCode: ownerTaxCode!, vatNumber: vatNumber! },
    structure:
      row.senderKind === 'structure'
        ? { regionCode: regionCode!, aslCode: aslCode!, ssaCode: ssaCode! }
        : null,
  };
}
