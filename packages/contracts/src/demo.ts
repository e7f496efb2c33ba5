import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { CallCategory, CallPriority, SuggestedAction } from './calls';
import { Locale } from './locale';
import { notMobileReason, PhoneE164 } from './phone';
import { optionalText } from './text';

/**
 * The visitor's mobile for the live demo (SPEC §5): typed with its country code ('+39 333 123 4567',
 * '0039…'), since the demo is open to anyone, in E.164. Without a '+' or not a valid number:
 * 'demoPhone' ('Please enter a valid phone number with country code'); a landline, toll-free or
 * premium number cannot receive the code by SMS and says so.
 */
export const DemoPhone = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const typed = value.replace(/^00/, '+');
    const parsed = typed.startsWith('+') ? parsePhoneNumberFromString(typed) : undefined;
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'demoPhone' });
      return z.NEVER;
    }
    const reason = notMobileReason(parsed.number);
    if (reason) {
      ctx.addIssue({ code: 'custom', message: reason });
      return z.NEVER;
    }
    return parsed.number;
  });

/** Step 1, Add Number: the number to send the code to, and the language of the SMS. */
export const DemoRegistrationInput = z.object({ phone: DemoPhone, locale: Locale.default('it') });
export type DemoRegistrationInput = z.input<typeof DemoRegistrationInput>;

/** A registration the code was sent for; its id is the visitor's key to the demo (keep it private). */
export const DemoRegistration = z.object({
  id: z.uuid(),
  phone: PhoneE164,
  codeExpiresAt: z.iso.datetime({ offset: true }),
});
export type DemoRegistration = z.infer<typeof DemoRegistration>;

/** Step 2, Verify: the 6-digit code of the SMS. */
export const DemoVerifyInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'verificationCode' }),
});
export type DemoVerifyInput = z.infer<typeof DemoVerifyInput>;

/** SPEC §4's demo call states, in order. */
export const DemoCallState = z.enum(['waiting', 'ringing', 'in_progress', 'transcribing', 'completed']);
export type DemoCallState = z.infer<typeof DemoCallState>;

/** What the demo shows once verified: the line to call, the call's state and, at the end, its results. */
export const DemoStatus = z.object({
  id: z.uuid(),
  phone: PhoneE164,
  /** The demo line to call from the verified number. */
  demoNumber: PhoneE164,
  state: DemoCallState,
  /** When the demo's data (number, call, recording, transcript) is deleted. */
  expiresAt: z.iso.datetime({ offset: true }),
  /** Whether this server can play a simulated call (the telephony simulator, outside production). */
  canSimulate: z.boolean(),
  call: z
    .object({
      startedAt: z.iso.datetime({ offset: true }),
      durationSeconds: z.number().int().nullable(),
      transcript: z.string().nullable(),
      transcriptConfidence: z.number().nullable(),
      priority: CallPriority.nullable(),
      category: CallCategory.nullable(),
      summary: z.string().nullable(),
      suggestedAction: SuggestedAction.nullable(),
      draftReply: z.string().nullable(),
    })
    .nullable(),
});
export type DemoStatus = z.infer<typeof DemoStatus>;

/** A simulated call to the demo line (outside production): what the caller says. */
export const DemoSimulateInput = z.object({ transcript: optionalText(2000) });
export type DemoSimulateInput = z.input<typeof DemoSimulateInput>;

/** An SMS the telephony simulator kept instead of sending (the development outbox). */
export const OutboxSms = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxSms = z.infer<typeof OutboxSms>;
export const OutboxSmsList = z.array(OutboxSms);
