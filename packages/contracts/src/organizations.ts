import { z } from 'zod';
import { NumberStatus } from './calls-number';
import { optionalText } from './text';
import { ItalianVatNumber } from './vat-number';

/** Cookie holding the organization the user works in (SPEC §3: 7 days). */
export const CURRENT_ORGANIZATION_COOKIE = 'currentOrganizationId';
export const CURRENT_ORGANIZATION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** The same choice for clients without cookies (the tablet, scripts). */
export const ORGANIZATION_HEADER = 'x-organization-id';

export const MemberRole = z.enum(['owner', 'admin', 'doctor', 'secretary']);
export type MemberRole = z.infer<typeof MemberRole>;

/** Product keys an organization has (SPEC §3); 'crm' is the clinic application. */
export const Application = z.enum(['crm', 'calls']);
export type Application = z.infer<typeof Application>;

/** Codice fiscale of a person (16 characters) or of a company (11 digits). */
export const ItalianTaxCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]|\d{11})$/, {
    error: 'taxCode',
  });

const nullableOf = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();

/** The organization's identity (Settings → Organization). */
export const OrganizationProfileInput = z.object({
  name: z.string().trim().min(1).max(200),
  legalName: optionalText(200),
  taxCode: nullableOf(ItalianTaxCode),
  vatNumber: nullableOf(ItalianVatNumber),
  professionalEmail: nullableOf(z.string().trim().toLowerCase().check(z.email()).max(254)),
  street: optionalText(200),
  city: optionalText(100),
  postalCode: nullableOf(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: 'postalCode' }),
  ),
  province: nullableOf(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'province' }),
  ),
  /** The data protection officer (DPO), if the clinic designated one: name and contact, as the privacy notice prints it. */
  dpoContact: optionalText(300),
});
export type OrganizationProfileInput = z.infer<typeof OrganizationProfileInput>;

export const OrganizationProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  legalName: z.string().nullable(),
  taxCode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  professionalEmail: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  province: z.string().nullable(),
  dpoContact: z.string().nullable(),
  applications: z.array(Application),
  requireTwoFactor: z.boolean(),
});
export type OrganizationProfile = z.infer<typeof OrganizationProfile>;

/** /setup: only the name is asked ('Organization name is required…'). */
export const CreateOrganizationInput = z.object({ name: z.string().trim().min(1).max(200) });
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInput>;

export const MyOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  role: MemberRole,
  applications: z.array(Application),
});
export type MyOrganization = z.infer<typeof MyOrganization>;

export const SelectOrganizationInput = z.object({ organizationId: z.uuid() });

/** GET /api/v1/me: what the web needs to route a signed-in user (SPEC §2 redirect rules). */
export const Me = z.object({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** May open /admin; the web shows the platform's own tools (admin panel, dev outbox) only to them. */
    platformAdmin: z.boolean(),
  }),
  organizations: z.array(MyOrganization),
  /** The selected organization if the cookie names one of the user's; else their first; else null. */
  currentOrganizationId: z.uuid().nullable(),
  /**
   * SPEC §3: the current organization has its calls number, that is a number and the provider's
   * number_id (false without an organization).
   */
  hasCallsNumber: z.boolean(),
  /** SPEC §3 aircall_number_status of the current organization ('none' without one). */
  callsNumberStatus: NumberStatus,
});
export type Me = z.infer<typeof Me>;

/** The calls number as the web's auth state keeps it. */
export type CallsNumberState = Pick<Me, 'hasCallsNumber' | 'callsNumberStatus'>;

/** Settings → Security (owner): every member must use two-factor authentication. */
export const OrganizationSecurityInput = z.object({ requireTwoFactor: z.boolean() });
export type OrganizationSecurityInput = z.infer<typeof OrganizationSecurityInput>;

/**
 * A new clinic's first steps, in the order the dashboard lists them (issue #27): its doctors, its
 * services, their hours (an availability or standing hours), a colleague (a member or an invitation
 * pending), and a tablet for the patients' signatures.
 */
export const FIRST_STEPS = ['doctors', 'services', 'hours', 'team', 'tablet'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

/** GET /api/v1/organization/first-steps (owner, admin): each step and whether it is done. */
export const FirstSteps = z.object({
  steps: z.array(z.object({ step: z.enum(FIRST_STEPS), done: z.boolean() })),
});
export type FirstSteps = z.infer<typeof FirstSteps>;
