import { z } from 'zod';

/**
 * Stable error codes. The server throws them inside an RFC 9457 problem; the web maps each
 * code to a message of the i18n catalogue (namespace `errors`, key = code).
 */
export const ErrorCode = z.enum([
  /** The request body, query or path failed validation; `errors[]` says where. */
  'VALIDATION_FAILED',
  /** No resource at this path, or it belongs to another organization. */
  'NOT_FOUND',
  /** The route exists but not for this method. */
  'METHOD_NOT_ALLOWED',
  /** The request needs a signed-in user. */
  'UNAUTHENTICATED',
  /** Creating an organization without being signed in ('User must be authenticated to create an organization'). */
  'ORGANIZATION_CREATE_UNAUTHENTICATED',
  /** The signed-in user's role may not do this. */
  'FORBIDDEN',
  /** An organization-scoped request arrived without a selected organization. */
  'ORGANIZATION_REQUIRED',
  /** The body is larger than the route accepts. */
  'PAYLOAD_TOO_LARGE',
  /** The body says it is JSON (Content-Type) but does not parse as JSON. */
  'MALFORMED_JSON',
  /** The body is of a media type the route does not take (the API takes JSON). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** Too many requests from this address or for this email; try again later. */
  'RATE_LIMITED',
  /** Wrong email or password ('Invalid login credentials'). */
  'INVALID_CREDENTIALS',
  /**
   * A password sign-in to an account made with Google, which has no password ('Sign in with password
   * is not allowed for this user'; decision 030).
   */
  'PASSWORD_NOT_ALLOWED',
  /** A mobile that another account already signs in with. */
  'PHONE_TAKEN',
  /** A 6-digit code that is wrong ('Invalid verification code'). */
  'INVALID_CODE',
  /** A code or link past its expiry. */
  'CODE_EXPIRED',
  /** Five wrong tries: this code is spent, a new one is needed. */
  'TOO_MANY_ATTEMPTS',
  /** A password reset link that is invalid, used or expired. */
  'INVALID_TOKEN',
  /** Password sign-in before the email address was confirmed. */
  'EMAIL_NOT_VERIFIED',
  /** Registering an email that already has an account. */
  'USER_EXISTS',
  /** A password that is too short or too long. */
  'WEAK_PASSWORD',
  /** Removing or demoting the only owner: an organization always keeps one. */
  'LAST_OWNER',
  /** Inviting someone who is already a member. */
  'ALREADY_MEMBER',
  /** An invitation link that is unknown, used or expired. */
  'INVITATION_INVALID',
  /** An invitation opened while signed in with another email address. */
  'INVITATION_EMAIL_MISMATCH',
  /** A person's account on the tablet sign-in ('This user is not authorized as a tablet device'). */
  'TABLET_NOT_AUTHORIZED',
  /** A tablet account calling anything but the tablet API. */
  'TABLET_ONLY',
  /** A tablet login name another tablet already uses. */
  'LOGIN_TAKEN',
  /** The organization requires two-factor authentication and the user has not turned it on. */
  'TWO_FACTOR_REQUIRED',
  /**
   * The first factor (an emailed code, Google) was right, and the user has two-factor on: no session
   * yet. The answer sets the pending two-factor cookie; the authenticator's code or a backup code
   * (/api/auth/two-factor/verify-totp, verify-backup-code) completes the sign-in.
   */
  'TWO_FACTOR_PENDING',
  /** A checkout session that is unknown, unpaid or someone else's ('Failed to verify subscription'). */
  'SUBSCRIPTION_VERIFICATION_FAILED',
  /** The admin panel outside the local machine ('Access Denied'). */
  'ACCESS_DENIED',
  /** The admin panel for a signed-in user who is not a platform administrator. */
  'PLATFORM_ADMIN_REQUIRED',
  /**
   * A write authenticated by the session cookie, sent by a page of another site (its Origin or
   * Referer is not one of ours): refused against cross-site request forgery (http/csrf.ts).
   */
  'CROSS_SITE_REQUEST',
  /**
   * Signing in or registering from a page whose address is neither PUBLIC_URL nor in TRUSTED_ORIGINS
   * (http/origins.ts); `details.origin` is that address and `details.publicUrl` Studiolo's.
   */
  'ORIGIN_NOT_TRUSTED',
  /** Another entry of this list already has this name. */
  'NAME_TAKEN',
  /** Still used by other records: deactivate it instead, or remove those first. */
  'IN_USE',
  /** The doctor already performs this service; edit that entry instead. */
  'DOCTOR_SERVICE_EXISTS',
  /** Another patient has this tax code; saving needs both acknowledgement boxes ticked. `details.matches` lists them. */
  'TAX_CODE_DUPLICATE',
  /** The patient is the guardian of minors (`details.dependents`): reassign or remove them first. */
  'GUARDIAN_OF_MINORS',
  /**
   * A guardian patient who cannot guard this one: the patient themselves, or a minor in this patient's
   * care (two patients never guard each other). `errors[]` points at `guardians.N.patientId`.
   */
  'GUARDIAN_NOT_ALLOWED',
  /** The doctor already has a slot at that time (live slots of one doctor never overlap). */
  'SLOT_OVERLAP',
  /** The doctor already has an appointment at that time: no double booking. */
  'APPOINTMENT_OVERLAP',
  /**
   * The new time of a visit lies outside the doctor's availability: in no live slot of theirs, in a
   * rest time, or past the slot's end.
   */
  'OUTSIDE_AVAILABILITY',
  /** A completed, cancelled or missed (no-show) visit is not moved (a cancelled one is restored first). */
  'APPOINTMENT_NOT_MOVABLE',
  /** That status cannot follow the current one (VISIT_MOVES); `details.from`, `details.to`. */
  'INVALID_STATUS_TRANSITION',
  /** The visit has not started yet: it cannot be in progress, completed or a no-show before its time. */
  'VISIT_NOT_STARTED',
  /** The visit is on a later day: it cannot begin before its day. */
  'VISIT_NOT_TODAY',
  /** Only a draft invoice can be changed; a sent one is corrected by a credit note. */
  'INVOICE_NOT_DRAFT',
  /** The invoice cannot move to that status (INVOICE_TRANSITIONS). */
  'INVOICE_STATUS_TRANSITION',
  /**
   * The invoice lacks what art. 21 DPR 633/72 asks before it is issued (`details.missing`, names of
   * InvoiceMissingData; `errors[]` one message per item): the issuer's data (Settings →
   * Organization) or the client's. The draft is kept as it was.
   */
  'INVOICE_DATA_MISSING',
  /** A visit billed on another invoice that is not cancelled (`details.invoiceNumber`). */
  'APPOINTMENT_INVOICED',
  /** Only a completed visit is invoiced. */
  'APPOINTMENT_NOT_COMPLETED',
  /** The next number would give a number already used this year. */
  'INVOICE_NUMBER_TAKEN',
  /**
   * The next number would leave a gap after the year's last issued invoice (`details.highest`):
   * only a year without invoices here may start elsewhere than 1 (a sequence begun elsewhere).
   */
  'INVOICE_NUMBER_GAP',
  /**
   * The invoice's date would break the chronological order of its year's numbers: before the
   * previous issued one's (`details.notBefore`), after the next one's (`details.notAfter`), or in
   * the future.
   */
  'INVOICE_DATE_OUT_OF_ORDER',
  /**
   * An issued invoice never goes back to draft, whatever happened at the Sistema TS: a credit note
   * voids it and a new draft is copied from it (POST …/redraft, decision 022).
   */
  'INVOICE_ISSUED',
  /**
   * The contrassegno (marca da bollo) identifier is already on another invoice or note of the
   * organization: a stamp pays one document (`errors[0]` names the invoice).
   */
  'STAMP_DUTY_ID_USED',
  /** The invoice's public link has expired (410): the clinic renews it, which gives a new link. */
  'INVOICE_SHARE_EXPIRED',
  /** Only a paid invoice goes to the Sistema TS (it needs the payment date and method). */
  'INVOICE_NOT_PAID',
  /** The organization's 730 settings are missing or incomplete (Settings → 730 Integration). */
  'TAX730_NOT_CONFIGURED',
  /**
   * The patient has an STP/ENI code, not a codice fiscale: no tessera sanitaria, no precompiled
   * return, so the invoice does not go to the Sistema TS.
   */
  'TAX730_STP_ENI',
  /** A sending of this invoice is still queued. */
  'TAX730_IN_PROGRESS',
  /** The Sistema TS holds no data of this invoice to delete. */
  'TAX730_NOT_TRANSMITTED',
  /**
   * The sending has no receipt to download: the Sistema TS did not accept it under a protocollo,
   * or gives no receipt for it (`details.messages`, the service's own).
   */
  'TAX730_RECEIPT_UNAVAILABLE',
  /** The Sistema TS could not be asked or refused the request (`details.reason`: the port's code). */
  'TAX730_SERVICE_ERROR',
  /** The Sistema TS holds this invoice: cancel the transmission (or issue a credit note) first. */
  'INVOICE_TRANSMITTED',
  /** A telephony webhook without a valid X-Twilio-Signature for its full URL and parameters. */
  'INVALID_SIGNATURE',
  /** The call has no recording or voicemail, or it is not stored yet. */
  'RECORDING_NOT_AVAILABLE',
  /** The telephony provider could not place the call-back; the tel: link still works. */
  'CALLBACK_FAILED',
  /** Turning call recording on without confirming the staff agreement (art. 4 L. 300/1970). */
  'CALL_RECORDING_CONFIRMATION_REQUIRED',
  /** The organization has no calls number yet (ask for one; the team assigns it). */
  'NUMBER_REQUIRED',
  /** The organization already has its number: a reset from /admin comes first. */
  'NUMBER_ALREADY_PROVISIONED',
  /** /admin: the organization has not asked for a number (no area prefix to buy it in). */
  'NUMBER_NOT_REQUESTED',
  /** The provider refuses Italian numbers without an approved regulatory bundle (TWILIO_BUNDLE_SID). */
  'NUMBER_BUNDLE_MISSING',
  /** The address (TWILIO_ADDRESS_SID) is not the bundle's or not in the number's area. */
  'NUMBER_ADDRESS_MISMATCH',
  /** The provider has no number for sale in the requested prefix now. */
  'NUMBER_NONE_AVAILABLE',
  /** The provider could not be reached or refused the purchase or release for another reason. */
  'NUMBER_PROVISIONING_FAILED',
  /** The live demo: this number was verified within the last 24 hours ('This phone number is already registered.'). */
  'DEMO_NUMBER_REGISTERED',
  /** The live demo's step needs the number verified first. */
  'DEMO_NOT_VERIFIED',
  /** The live demo's one call for this registration was already made. */
  'DEMO_CALL_MADE',
  /** No demo line is configured on this server (DEMO_NUMBER); the demo is off. */
  'DEMO_UNAVAILABLE',
  /** The telephony provider could not send the verification SMS; nothing was registered. */
  'SMS_FAILED',
  /** An API key that is unknown or revoked. */
  'INVALID_API_KEY',
  /**
   * The database cannot be reached or dropped the connection (a restart, a failover): nothing of the
   * request was saved; try again shortly (`Retry-After`).
   */
  'DATABASE_UNAVAILABLE',
  /** No such document for signing here ('Document Not Found'), or another organization's or tablet's. */
  'DOCUMENT_NOT_FOUND',
  /**
   * The document is not waiting for signatures (signed, declined, revoked, expired, voided:
   * `details.documentStatus`): the tablet cannot open it ('This document cannot be opened for signing').
   */
  'DOCUMENT_NOT_OPENABLE',
  /** The document is no longer waiting for signatures (`details.documentStatus`): it cannot be signed, declined or revoked so. */
  'DOCUMENT_NOT_PENDING',
  /** The patient already has a document of this type waiting (`details.documentId`): resend it instead. */
  'DOCUMENT_ALREADY_PENDING',
  /** The text signed is not the text sent (`contentSha256` differs): the tablet reopens the document. */
  'DOCUMENT_CONTENT_CHANGED',
  /**
   * The consent would be signed with blanks (`details.missing`: DocumentMissingItem[], each named in
   * `detail`): a value its template needs (a treatment consent's visit, the privacy notice's controller
   * contacts), a minor's parent or guardian, a signer's name or codice fiscale. Nothing was sent.
   */
  'DOCUMENT_DATA_MISSING',
  /** A signature that is not a PNG image within SIGNATURE_PNG_MAX_BYTES, or for a signer already signed or unknown (`details.position`). */
  'SIGNATURE_INVALID',
  /** A signature image with no stroke in it (an empty pad, a transparent or white image: `details.position`). */
  'SIGNATURE_BLANK',
  /** Some ink but not a signature: a dot, a tick, a tiny image (signature-ink.ts's rule; `details.position`). */
  'SIGNATURE_TOO_SHORT',
  /** The sealed PDF is not ready yet (signed documents are sealed by a job within seconds) or never will be. */
  'DOCUMENT_PDF_UNAVAILABLE',
  /** The patient has no email address to send the copy to. */
  'PATIENT_EMAIL_MISSING',
  /** A template uses placeholders Studiolo does not know (`details.placeholders`). */
  'TEMPLATE_PLACEHOLDER_UNKNOWN',
  /**
   * Check-in needs documents the patient has not signed (`details`: CheckInDocumentsMissing, the
   * missing types and each required type's state), so the desk can send them to the tablet.
   */
  'CHECK_IN_DOCUMENTS_MISSING',
  /**
   * Linking a patient to a visit booked under a temporary name needs the documents check-in needs,
   * signed by that patient (`details` as CHECK_IN_DOCUMENTS_MISSING's; SPEC §4).
   */
  'LINK_DOCUMENTS_MISSING',
  /**
   * The slot still holds visits (`details.appointments`: id, patientName, startsAt; `visits` as text):
   * cancel or move them before deleting it.
   */
  'SLOT_HAS_APPOINTMENTS',
  /** The visit already names a patient: unlink them first. */
  'APPOINTMENT_HAS_PATIENT',
  /** The visit is booked under a temporary name: there is no patient to unlink. */
  'APPOINTMENT_HAS_NO_PATIENT',
  /** The visit has taken place (checked in, in progress, completed, missed): its patient stays. */
  'APPOINTMENT_PATIENT_LOCKED',
  /** This installation has neither a source archive from its build nor a SOURCE_CODE_URL. */
  'SOURCE_NOT_AVAILABLE',
  /** Anything we did not foresee; details stay in the server log. */
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ValidationIssue = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** RFC 9457 problem details, as every API error is answered. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: ErrorCode,
  errors: z.array(ValidationIssue).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/** The code for an HTTP error that carries none of its own (a proxy's page, a framework's 413). */
export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? 'INTERNAL';
}
