import { z } from 'zod';
import { Locale } from './locale';
import { requiredText, text } from './text';

/**
 * Documents for signing on the clinic's tablet (#17, SPEC §2–§4, §8): consent templates per
 * organization, type and language, versioned; a document is one template version rendered with the
 * patient's and the organization's data, sent to a tablet, signed there by its signers (patient,
 * guardian, doctor), then sealed as a PDF with an audit page. Only each signature's PNG image and its
 * SHA-256 are kept: no pressure, speed or timing of the stroke (biometric data, GDPR art. 9).
 */

const timestamp = z.iso.datetime({ offset: true });
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, { error: 'invalidFormat' });

export const DOCUMENT_TYPES = ['general_consent', 'privacy_consent', 'treatment_consent'] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentType>;

/** The types a clinic may require of every patient before check-in; treatment consent goes by service. */
export const CheckInDocumentType = z.enum(['general_consent', 'privacy_consent']);
export type CheckInDocumentType = z.infer<typeof CheckInDocumentType>;

/**
 * A document's state (SPEC §4). `sent` is 'Sent for signing (waiting for signature)'; `voided` is a
 * document replaced by a resend. `expired` is also what a waiting document past `expiresAt` answers
 * before the sweep writes it.
 */
export const DOCUMENT_STATUSES = [
  'sent',
  'partially_signed',
  'signed',
  'declined',
  'revoked',
  'expired',
  'voided',
] as const;
export const DocumentStatus = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

/** Still waiting for (more) signatures: what a tablet lists and may open. */
export const PENDING_DOCUMENT_STATUSES = ['sent', 'partially_signed'] as const satisfies DocumentStatus[];
export const isPendingDocumentStatus = (status: DocumentStatus) =>
  (PENDING_DOCUMENT_STATUSES as readonly DocumentStatus[]).includes(status);

/** A required type's state on a patient: its live document's, or 'not_sent' when there is none. */
export const RequiredDocumentStatus = z.enum([...DOCUMENT_STATUSES, 'not_sent']);
export type RequiredDocumentStatus = z.infer<typeof RequiredDocumentStatus>;

export const SignerRole = z.enum(['patient', 'guardian', 'doctor']);
export type SignerRole = z.infer<typeof SignerRole>;

/** The sealed PDF: made by a job after the last signature, retried, failures shown to owners. */
export const SealStatus = z.enum(['pending', 'sealed', 'failed']);
export type SealStatus = z.infer<typeof SealStatus>;

// Templates

/**
 * The placeholders a template may use, filled in when a document is sent. Those that a consent
 * cannot be signed without (`requiredPlaceholders`) refuse the sending when empty
 * (DOCUMENT_DATA_MISSING); the optional ones print as '—' (`signers.agreement`: nothing) when the
 * record lacks them. Anything else between double braces is refused on save
 * (TEMPLATE_PLACEHOLDER_UNKNOWN), except an agreement with the signers (`agreementForm`).
 */
export const TEMPLATE_PLACEHOLDERS = [
  'signers.opening',
  'signers.agreement',
  'patient.fullName',
  'patient.firstName',
  'patient.lastName',
  'patient.taxCode',
  'patient.born',
  'patient.birthDate',
  'patient.birthPlace',
  'patient.address',
  'patient.email',
  'patient.mobile',
  'guardian.fullName',
  'guardian.taxCode',
  'guardian.relationship',
  'organization.name',
  'organization.legalName',
  'organization.taxCode',
  'organization.vatNumber',
  'organization.address',
  'organization.email',
  'doctor.fullName',
  'service.name',
  'appointment.date',
  'appointment.time',
  'document.date',
  /** The privacy notice's facts, from the installation's configuration (docs/decisions/026). */
  'privacy.processors',
  'privacy.transfers',
  'privacy.dpo',
  'privacy.calls',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Placeholders that stand for a whole paragraph and may rightly be empty (no other parent's agreement
 * to declare, no DPO designated, no calls add-on): empty, the paragraph goes instead of a '—'.
 */
export const PARAGRAPH_PLACEHOLDERS: readonly TemplatePlaceholder[] = [
  'signers.agreement',
  'privacy.dpo',
  'privacy.calls',
];

/**
 * Placeholders a text may use and still be signed when the record has no value for them: contact
 * data, the clinic's tax numbers, and the guardian's of the texts written before 2026-11 (the
 * signers' opening names whoever signs for a minor).
 */
export const OPTIONAL_PLACEHOLDERS: readonly TemplatePlaceholder[] = [
  'patient.address',
  'patient.email',
  'patient.mobile',
  'guardian.fullName',
  'guardian.taxCode',
  'guardian.relationship',
  'organization.taxCode',
  'organization.vatNumber',
  ...PARAGRAPH_PLACEHOLDERS,
];

/**
 * What each type of consent needs whatever its text says: treatment consent the visit it is for (its
 * doctor, service, date and time: Law 219/2017 informs on a given treatment); the privacy notice its
 * controller's address and email (GDPR art. 13(1)(a)).
 */
export const TYPE_REQUIRED_PLACEHOLDERS: Record<DocumentType, readonly TemplatePlaceholder[]> = {
  general_consent: [],
  privacy_consent: ['organization.legalName', 'organization.address', 'organization.email'],
  treatment_consent: ['doctor.fullName', 'service.name', 'appointment.date', 'appointment.time'],
};

/**
 * How the signers' words agree with them: one man, one woman, two or more (any man among them),
 * two or more women. Written in a text as `{{signers:sottoscritto|sottoscritta|sottoscritti|sottoscritte}}`
 * or, where only the number changes, `{{signers:dichiara|dichiarano}}`.
 */
export type Agreement = 'm' | 'f' | 'mp' | 'fp';
const AGREEMENT = /^signers:([^|]*)\|([^|]*)(?:\|([^|]*)\|([^|]*))?$/;

/** The form of `{{signers:…}}` for the signers, or null when the text is not such a choice. */
export function agreementForm(choice: string, agreement: Agreement | null): string | null {
  const match = AGREEMENT.exec(choice);
  if (!match) return null;
  const [, m, f, mp, fp] = match as unknown as [string, string, string, string?, string?];
  const plural = mp === undefined ? { mp: f, fp: f } : { mp, fp: fp! };
  const singular = mp === undefined ? { m, f: m } : { m, f };
  if (agreement === null) return singular.m === singular.f ? singular.m : `${singular.m}/${singular.f}`;
  return { ...singular, ...plural }[agreement];
}

const isKnown = (name: string) =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) || agreementForm(name, 'm') !== null;

/** The placeholders of a text that are not in TEMPLATE_PLACEHOLDERS nor an agreement (each once). */
export function unknownPlaceholders(body: string): string[] {
  const unknown = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) if (!isKnown(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** The placeholders a text uses (each once, in order). */
export function usedPlaceholders(body: string): TemplatePlaceholder[] {
  const used = new Set<TemplatePlaceholder>();
  for (const match of body.matchAll(PLACEHOLDER))
    if ((TEMPLATE_PLACEHOLDERS as readonly string[]).includes(match[1]!))
      used.add(match[1] as TemplatePlaceholder);
  return [...used];
}

/**
 * What a template needs filled before it may be sent: its type's needs and every placeholder its
 * title and text use but the optional ones. A consent is never signed with a blank in it.
 */
export function requiredPlaceholders(type: DocumentType, text: string): TemplatePlaceholder[] {
  const used = usedPlaceholders(text).filter((name) => !OPTIONAL_PLACEHOLDERS.includes(name));
  return [...new Set([...TYPE_REQUIRED_PLACEHOLDERS[type], ...used])];
}

/**
 * One thing a document cannot be sent without (422 DOCUMENT_DATA_MISSING, `missing`): a placeholder
 * its template needs, a minor's parent or guardian (`parent`), or a signer's name or codice fiscale (`name`:
 * whose). `messageKey` is its catalogue message, which the problem's `detail` lists in the user's
 * language.
 */
export const DocumentMissingItem = z.object({
  item: z.enum([...TEMPLATE_PLACEHOLDERS, 'parent', 'signer.name', 'signer.taxCode']),
  name: z.string().nullable(),
  messageKey: z.string(),
});
export type DocumentMissingItem = z.infer<typeof DocumentMissingItem>;

export const missingItem = (
  item: DocumentMissingItem['item'],
  name: string | null = null,
): DocumentMissingItem => ({ item, name, messageKey: `documents:missing.${item}` });

/**
 * Fills `{{name}}` from `values` and `{{signers:…}}` by `agreement`; a placeholder with no value
 * becomes '—' (one of PARAGRAPH_PLACEHOLDERS: nothing, and the blank paragraph it leaves goes).
 */
export function fillPlaceholders(
  body: string,
  values: Partial<Record<TemplatePlaceholder, string | null>>,
  agreement: Agreement | null = null,
) {
  return body
    .replace(PLACEHOLDER, (_, name: string) => {
      const form = agreementForm(name, agreement);
      if (form !== null) return form;
      const value = values[name as TemplatePlaceholder]?.trim();
      return value || (PARAGRAPH_PLACEHOLDERS.includes(name as TemplatePlaceholder) ? '' : '—');
    })
    .replace(/\n\s*\n(\s*\n)+/g, '\n\n');
}

/**
 * A template's text: plain text, a blank line between paragraphs; a line starting with '# ' is a
 * heading, one starting with '- ' an item of a list. The tablet and the PDF lay it out alike.
 */
export const TEMPLATE_BODY_MAX = 20_000;
export const DocumentTemplateInput = z.object({
  title: requiredText(200),
  body: requiredText(TEMPLATE_BODY_MAX),
});
export type DocumentTemplateInput = z.infer<typeof DocumentTemplateInput>;

export const DocumentTemplate = z.object({
  type: DocumentType,
  language: Locale,
  /** 0 is Studiolo's built-in text, never saved by the clinic; each save makes the next version. */
  version: z.number().int().min(0),
  /**
   * Which of Studiolo's texts version 0 is (a new built-in text is a new edition, so a document says
   * which it was made from); null for a version the clinic saved.
   */
  edition: z.number().int().min(1).nullable(),
  title: z.string(),
  body: z.string(),
  /** Who saved this version and when; null for the built-in text. */
  createdAt: timestamp.nullable(),
  createdByName: z.string().nullable(),
  /** What must have a value before it is sent (`requiredPlaceholders`). */
  required: z.array(z.enum(TEMPLATE_PLACEHOLDERS)),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplate>;

export const DocumentTemplateVersion = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
});
export type DocumentTemplateVersion = z.infer<typeof DocumentTemplateVersion>;

/** One template with the list of its saved versions, newest first. */
export const DocumentTemplateDetail = DocumentTemplate.extend({
  versions: z.array(DocumentTemplateVersion),
});
export type DocumentTemplateDetail = z.infer<typeof DocumentTemplateDetail>;

export const DocumentTemplateParams = z.object({ type: DocumentType, language: Locale });
export const DocumentTemplateQuery = z.object({
  /** A saved version to read; the current one without it. */
  version: z.coerce.number().int().min(0).optional(),
});

// Settings (AppSettings.signing)

export const DOCUMENT_LIFETIME_DAYS_MAX = 90;
export const SigningSettings = z.object({
  /**
   * What every patient must have signed before check-in. It applies once the organization has a
   * signing tablet (docs/decisions/013): without one there is nowhere to sign.
   */
  requiredForCheckIn: z
    .array(CheckInDocumentType)
    .max(2)
    .refine((types) => new Set(types).size === types.length, { error: 'duplicate' })
    .default(['general_consent', 'privacy_consent']),
  /** Days a document waits for its signatures before it expires. */
  lifetimeDays: z.number().int().min(1).max(DOCUMENT_LIFETIME_DAYS_MAX).default(7),
  /** A minor signs beside the parent or guardian (who always signs for a minor). */
  minorAlsoSigns: z.boolean().default(false),
  /**
   * A minor with two parents recorded: both sign (the document is partially signed until both
   * have), or one signs declaring the other's agreement (art. 316 and 320 c.c.).
   */
  parentsSign: z.enum(['both', 'one']).default('both'),
  /** The doctor of the visit co-signs treatment consent (on the tablet, after the patient). */
  doctorCoSignsTreatment: z.boolean().default(false),
});
export type SigningSettings = z.infer<typeof SigningSettings>;

// Documents (staff)

export const DocumentSigner = z.object({
  /** Order of signing on the tablet, from 0. */
  position: z.number().int().min(0),
  role: SignerRole,
  name: z.string(),
  taxCode: z.string().nullable(),
  signedAt: timestamp.nullable(),
  /** SHA-256 of the signature's PNG image, as stored. */
  signatureSha256: sha256.nullable(),
});
export type DocumentSigner = z.infer<typeof DocumentSigner>;

export const SigningDocument = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  type: DocumentType,
  language: Locale,
  /** As of now: a waiting document past `expiresAt` says 'expired'. */
  status: DocumentStatus,
  title: z.string(),
  templateVersion: z.number().int().min(0),
  /** The edition of Studiolo's built-in text when `templateVersion` is 0; null otherwise. */
  templateEdition: z.number().int().min(1).nullable(),
  appointmentId: z.uuid().nullable(),
  serviceId: z.uuid().nullable(),
  /** The tablet it was sent to; null: any tablet of the organization. */
  tabletId: z.uuid().nullable(),
  tabletName: z.string().nullable(),
  signers: z.array(DocumentSigner),
  sentAt: timestamp,
  sentByName: z.string().nullable(),
  expiresAt: timestamp,
  /** First opened on a tablet; `openOnTablet` while a tablet shows it now. */
  openedAt: timestamp.nullable(),
  openOnTablet: z.boolean(),
  signedAt: timestamp.nullable(),
  declinedAt: timestamp.nullable(),
  declineReason: z.string().nullable(),
  revokedAt: timestamp.nullable(),
  voidedAt: timestamp.nullable(),
  /** The document a resend made in place of this one. */
  replacedById: z.uuid().nullable(),
  /** Set once signed. */
  seal: z
    .object({
      status: SealStatus,
      attempts: z.number().int().min(0),
      /** Why the last try failed (owners and admins see it; null for other roles). */
      lastError: z.string().nullable(),
      sealedAt: timestamp.nullable(),
    })
    .nullable(),
  /** The sealed PDF can be downloaded (GET /api/v1/documents/{id}/pdf). */
  pdfAvailable: z.boolean(),
});
export type SigningDocument = z.infer<typeof SigningDocument>;

/** One document with its rendered text and its audit trail. */
export const SigningDocumentDetail = SigningDocument.extend({
  body: z.string(),
  audit: z.object({
    /** SHA-256 of the text as sent (the body, NFC, UTF-8), echoed by the tablet when it signs. */
    contentSha256: sha256,
    /** SHA-256 over the document id, the content hash and every signer with its signature hash (signing/signedContentSha256). */
    signedContentSha256: sha256.nullable(),
    signedTabletId: z.uuid().nullable(),
    signedTabletName: z.string().nullable(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  }),
});
export type SigningDocumentDetail = z.infer<typeof SigningDocumentDetail>;

export const SendDocumentInput = z.object({
  patientId: z.uuid(),
  type: DocumentType,
  /** The visit it is for; treatment consent names its service and doctor from it. */
  appointmentId: z.uuid().nullable().optional(),
  /** A tablet of the organization; null or absent: any of its tablets. */
  tabletId: z.uuid().nullable().optional(),
  /** The template's language; the patient's language when absent. */
  language: Locale.optional(),
});
export type SendDocumentInput = z.infer<typeof SendDocumentInput>;

/** Resending voids the document and sends a new one, to another tablet or in another language if asked. */
export const ResendDocumentInput = z.object({
  tabletId: z.uuid().nullable().optional(),
  language: Locale.optional(),
});
export type ResendDocumentInput = z.infer<typeof ResendDocumentInput>;

export const DocumentListQuery = z.object({
  status: DocumentStatus.optional(),
  patientId: z.uuid().optional(),
  type: DocumentType.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;

export const DocumentPage = z.object({ items: z.array(SigningDocument), total: z.number().int() });
export type DocumentPage = z.infer<typeof DocumentPage>;

export const RequiredDocument = z.object({
  type: DocumentType,
  status: RequiredDocumentStatus,
  /** The live document of this type (the latest not voided), if any. */
  documentId: z.uuid().nullable(),
});
export type RequiredDocument = z.infer<typeof RequiredDocument>;

export const PatientDocumentsQuery = z.object({
  /** Include treatment consent when this visit's service requires it. */
  appointmentId: z.uuid().optional(),
});

/** A patient's signing panel: what check-in requires and every document sent. */
export const PatientDocuments = z.object({
  /** Whether check-in is held to `required` (the organization requires documents and has a tablet). */
  checkInGate: z.boolean(),
  required: z.array(RequiredDocument),
  /** The types still missing before check-in (required and not signed); empty when it may go ahead. */
  missing: z.array(DocumentType),
  documents: z.array(SigningDocument),
});
export type PatientDocuments = z.infer<typeof PatientDocuments>;

/** 409 CHECK_IN_DOCUMENTS_MISSING's details: what to send before checking in. */
export const CheckInDocumentsMissing = z.object({
  missing: z.array(DocumentType),
  required: z.array(RequiredDocument),
});
export type CheckInDocumentsMissing = z.infer<typeof CheckInDocumentsMissing>;

// Tablet

/** What the waiting screen lists: only as much of the patient as lets them find their document. */
export const TabletDocument = z.object({
  id: z.uuid(),
  type: DocumentType,
  language: Locale,
  title: z.string(),
  /** First name and the initial of the last name ('Mario R.'). */
  patientLabel: z.string(),
  status: z.enum(PENDING_DOCUMENT_STATUSES),
  sentAt: timestamp,
  expiresAt: timestamp,
  openedAt: timestamp.nullable(),
});
export type TabletDocument = z.infer<typeof TabletDocument>;

export const TabletDocumentList = z.object({ documents: z.array(TabletDocument) });
export type TabletDocumentList = z.infer<typeof TabletDocumentList>;

/** An opened document: its whole text and who signs it. */
export const TabletDocumentForSigning = TabletDocument.extend({
  body: z.string(),
  /** Echoed back when signing: the text signed is the text shown. */
  contentSha256: sha256,
  signers: z.array(
    z.object({
      position: z.number().int().min(0),
      role: SignerRole,
      name: z.string(),
      signed: z.boolean(),
    }),
  ),
});
export type TabletDocumentForSigning = z.infer<typeof TabletDocumentForSigning>;

export const DocumentOpenStatusInput = z.object({
  /** true while the document is on the tablet's screen, false when it is closed unsigned. */
  open: z.boolean(),
});
export type DocumentOpenStatusInput = z.infer<typeof DocumentOpenStatusInput>;

/** A signature's PNG, base64 (optionally as a data: URL), at most this many bytes once decoded. */
export const SIGNATURE_PNG_MAX_BYTES = 200_000;
const SIGNATURE_BASE64_MAX = Math.ceil(SIGNATURE_PNG_MAX_BYTES / 3) * 4 + 'data:image/png;base64,'.length;

export const SignDocumentInput = z.object({
  contentSha256: sha256,
  signatures: z
    .array(
      z.object({
        position: z.number().int().min(0).max(9),
        imagePng: z
          .string()
          .min(1, { error: 'required' })
          .max(SIGNATURE_BASE64_MAX, { error: 'signatureTooLarge' })
          .regex(/^(data:image\/png;base64,)?[A-Za-z0-9+/]+={0,2}$/, { error: 'signatureImage' }),
      }),
    )
    .min(1)
    .max(3)
    .refine((list) => new Set(list.map((s) => s.position)).size === list.length, { error: 'duplicate' }),
});
export type SignDocumentInput = z.infer<typeof SignDocumentInput>;

export const SignDocumentResult = z.object({
  status: z.enum(['partially_signed', 'signed']),
});
export type SignDocumentResult = z.infer<typeof SignDocumentResult>;

export const DeclineDocumentInput = z.object({ reason: requiredText(500) });
export type DeclineDocumentInput = z.infer<typeof DeclineDocumentInput>;

/** Server-sent event pushing the tablet's pending documents whenever they change. */
export const TABLET_DOCUMENTS_EVENT = 'documents';

export const EmailDocumentInput = z.object({
  /** Another address than the patient's (e.g. the guardian's); the patient's when absent. */
  to: text(254)
    .pipe(z.email({ error: 'email' }))
    .optional(),
});
export type EmailDocumentInput = z.infer<typeof EmailDocumentInput>;
