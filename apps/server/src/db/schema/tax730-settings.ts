import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Tax730Environment, Tax730SenderKind } from '@studiolo/contracts';
import { organizations } from './organizations';
import { timestamps } from './tenant';

/**
 * Settings → 730 Integration: one row per organization (its key), saved partial or complete. The
 * password and the PIN code are encrypted at rest (modules/tax730-settings/secrets.ts); the other
 * values are what the Sistema TS is told in every submission.
 */
export const tax730Settings = pgTable(
  'tax730_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    username: text('username'),
    /** base64 of IV + tag + AES-256-GCM ciphertext; never the password itself. */
    passwordEncrypted: text('password_encrypted'),
    pincodeEncrypted: text('pincode_encrypted'),
    ownerTaxCode: text('owner_tax_code'),
    vatNumber: text('vat_number'),
    regionCode: text('region_code'),
    aslCode: text('asl_code'),
    ssaCode: text('ssa_code'),
    /** A professional sends with cfProprietario only; a structure with its region, ASL and SSA codes. */
    senderKind: text('sender_kind').$type<Tax730SenderKind>().notNull().default('professional'),
    environment: text('environment').$type<Tax730Environment>().notNull().default('test'),
    automaticSubmission: boolean('automatic_submission').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('tax730_settings_environment_check', sql`${t.environment} IN ('test', 'production')`),
    check('tax730_settings_vat_number_check', sql`${t.vatNumber} ~ '^[0-9]{11}$'`),
    check('tax730_settings_sender_kind_check', sql`${t.senderKind} IN ('professional', 'structure')`),
    check('tax730_settings_region_code_check', sql`${t.regionCode} ~ '^[A-Z0-9]{3}$'`),
    check('tax730_settings_asl_code_check', sql`${t.aslCode} ~ '^[A-Z0-9]{3}$'`),
    check('tax730_settings_ssa_code_check', sql`${t.ssaCode} ~ '^[A-Z0-9]{5,6}$'`),
  ],
);
