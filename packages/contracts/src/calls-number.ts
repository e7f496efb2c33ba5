import { z } from 'zod';
import { ITALIAN_AREA_CODES, ITALIAN_REGIONS, ItalianAreaPrefix } from './italian-area-codes';
import { MobileNumber, PhoneE164 } from './phone';

/** SPEC §3 aircall_number_status: none, requested (waiting for the team), provisioned. */
export const NumberStatus = z.enum(['none', 'requested', 'provisioned']);
export type NumberStatus = z.infer<typeof NumberStatus>;

/**
 * The professional's own phone, rung first by every call to the organization's number and by every
 * call-back: an Italian mobile (+39 3…), stored in E.164. A landline or a foreign number is refused
 * with the message that says which ('mobileItalian').
 */
export const ItalianMobileNumber = MobileNumber.refine((e164) => e164.startsWith('+393'), {
  error: 'mobileItalian',
});

/** PUT /api/v1/calls/number/forward-to: the professional's phone, or null for voicemail only. */
export const ForwardToInput = z.object({ forwardTo: ItalianMobileNumber.nullable() });
export type ForwardToInput = z.infer<typeof ForwardToInput>;

/** POST /api/v1/calls/number/request: the area prefix the number should have ('02' for Milano). */
export const NumberRequestInput = z.object({ prefix: ItalianAreaPrefix });
export type NumberRequestInput = z.infer<typeof NumberRequestInput>;

/** The organization's calls number as its members see it (GET /api/v1/calls/number). */
export const CallsNumber = z.object({
  status: NumberStatus,
  /** The number, once provisioned (a number with the provider's id: SPEC §3 hasCallsNumber). */
  number: PhoneE164.nullable(),
  /** The area prefix asked for, and when. */
  requestedPrefix: z.string().nullable(),
  requestedAt: z.iso.datetime().nullable(),
  /** When the team will have assigned it (SPEC §9): while requested. */
  expectedBy: z.iso.datetime().nullable(),
  /** The professional's phone the number rings, if set. */
  forwardTo: PhoneE164.nullable(),
});
export type CallsNumber = z.infer<typeof CallsNumber>;

/** SPEC §3: the organization has a number to forward to only with both the number and its id. */
export const hasCallsNumber = (number: Pick<CallsNumber, 'status' | 'number'>): boolean =>
  number.status === 'provisioned' && number.number !== null;

/** GET /api/v1/calls/number/regions: the regions and their area prefixes a number can have. */
export const NumberRegions = z.array(
  z.object({
    region: z.string(),
    prefixes: z.array(z.object({ prefix: z.string(), district: z.string() })),
  }),
);
export type NumberRegions = z.infer<typeof NumberRegions>;

/** Every region with its districts' prefixes, in the table's order. */
export const numberRegions = (): NumberRegions =>
  ITALIAN_REGIONS.map((region) => ({
    region,
    prefixes: ITALIAN_AREA_CODES.filter((code) => code.region === region).map(({ prefix, district }) => ({
      prefix,
      district,
    })),
  }));
