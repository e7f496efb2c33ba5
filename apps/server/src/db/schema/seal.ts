import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The installation's own certificate that seals signed documents when no organization .p12 is
 * configured (signing/certificate.ts): one row for the whole installation, not per organization,
 * so every server of a fleet seals with the same one. The first server to need it inserts it
 * (ON CONFLICT DO NOTHING) and everyone reads the row that won.
 */
export const sealCertificates = pgTable(
  'seal_certificates',
  {
    /** 'installation': the one row. */
    id: text('id').primaryKey(),
    /** base64 of IV + tag + AES-256-GCM ciphertext of the PKCS#12 (key and certificate). */
    p12Encrypted: text('p12_encrypted').notNull(),
    /** The certificate alone (PEM), public: what a reader checks the seal against. */
    certificatePem: text('certificate_pem').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('seal_certificates_id_check', sql`${t.id} = 'installation'`)],
);
