import { z } from 'zod';
import { PhoneE164 } from './phone';

/**
 * The call-forwarding wizard (/mobile-setup, SPEC §2 and §4): the professional's mobile forwards its
 * calls to the organization's number with the GSM operators' MMI codes, the same for every Italian
 * operator. Web and server build them here so that what the wizard shows, what the email says and
 * what the tests expect are one thing.
 */

/** The Italian mobile operators the wizard names (their order on screen). */
export const MOBILE_OPERATORS = [
  'tim',
  'vodafone',
  'windtre',
  'iliad',
  'fastweb',
  'postemobile',
  'ho',
  'kena',
  'very',
  'other',
] as const;
export const MobileOperator = z.enum(MOBILE_OPERATORS);
export type MobileOperator = z.infer<typeof MobileOperator>;

/** When the phone forwards: always, when not answered, when busy, when off or out of coverage. */
export const FORWARDING_TYPES = ['all', 'noAnswer', 'busy', 'unreachable'] as const;
export const ForwardingType = z.enum(FORWARDING_TYPES);
export type ForwardingType = z.infer<typeof ForwardingType>;

/** How long the phone rings before forwarding when not answered: the networks take 5 to 30 s, by 5. */
export const NO_ANSWER_DELAYS = [5, 10, 15, 20, 25, 30] as const;
export const NoAnswerDelay = z.coerce
  .number()
  .int()
  .refine((value) => (NO_ANSWER_DELAYS as readonly number[]).includes(value), { error: 'delay' });
export const DEFAULT_NO_ANSWER_DELAY = 20;

/** The GSM service code of each kind of forwarding (3GPP TS 22.030). */
const SERVICE_CODE: Record<ForwardingType, string> = {
  all: '21',
  noAnswer: '61',
  busy: '67',
  unreachable: '62',
};

export interface ForwardingCodes {
  /** Dialled on the phone to turn this forwarding on (its number in international format). */
  activate: string;
  /** Dialled to turn this forwarding off. */
  deactivate: string;
  /** Turns off every forwarding of the phone at once. */
  deactivateAll: string;
}

/** Every forwarding of a phone off at once (##002#). */
export const DEACTIVATE_ALL_FORWARDING = '##002#';

/**
 * The codes for forwarding to `number` (E.164, '+39021234567'): **21*N#, **61*N**T# (T the seconds
 * of ringing), **67*N#, **62*N# to activate; ##21#, ##61#, ##67#, ##62# to deactivate; ##002# all.
 */
export function forwardingCodes(
  number: string,
  type: ForwardingType,
  delaySeconds: number = DEFAULT_NO_ANSWER_DELAY,
): ForwardingCodes {
  if (!PhoneE164.safeParse(number).success) throw new Error(`${number} is not an E.164 number`);
  const code = SERVICE_CODE[type];
  let activate = `**${code}*${number}#`;
  if (type === 'noAnswer') {
    if (!NoAnswerDelay.safeParse(delaySeconds).success) {
      throw new Error(`${delaySeconds} s is not a delay the networks accept`);
    }
    activate = `**${code}*${number}**${delaySeconds}#`;
  }
  return { activate, deactivate: `##${code}#`, deactivateAll: DEACTIVATE_ALL_FORWARDING };
}

/** The MMI code that forwards every call of a phone to the number (SPEC: **21*N#). */
export const forwardAllCallsCode = (e164: string): string => forwardingCodes(e164, 'all').activate;

/** A tel: link that dials an MMI code: '#' would start the URL's fragment, so it is written %23. */
export const dialHref = (code: string): string => `tel:${code.replaceAll('#', '%23')}`;

/**
 * A link that opens the wizard on a phone without signing in (the QR code): made by an owner or
 * admin, valid for SETUP_LINK_MINUTES, for their organization only.
 */
export const SETUP_LINK_MINUTES = 60;
export const SetupLink = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export type SetupLink = z.infer<typeof SetupLink>;

/** What a setup link shows the phone: the number to forward to, whose it is, the mobile's ending. */
export const MobileSetup = z.object({
  organizationName: z.string(),
  number: PhoneE164,
  /** The last digits of the professional's mobile the test call should come from, if it is set. */
  forwardToEnding: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type MobileSetup = z.infer<typeof MobileSetup>;

/** The test call starts now, by the server's clock: calls from before do not count. */
export const TestCallStart = z.object({ since: z.iso.datetime() });
export type TestCallStart = z.infer<typeof TestCallStart>;

export const TestCallQuery = z.object({ since: z.iso.datetime() });

/**
 * The test call, once the number has received it: forwarded by the professional's mobile (the
 * network said so), or made from it straight to the number.
 */
export const TestCallResult = z.object({
  call: z.object({ receivedAt: z.iso.datetime(), via: z.enum(['forwarded', 'direct']) }).nullable(),
});
export type TestCallResult = z.infer<typeof TestCallResult>;
