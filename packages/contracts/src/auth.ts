import { z } from 'zod';
import { Locale } from './locale';
import { requiredText } from './text';

/** SPEC §9: verification codes have 6 digits. */
export const OTP_LENGTH = 6;
/** Seconds a code stays valid. */
export const OTP_EXPIRES_IN_SECONDS = 10 * 60;
/** Wrong tries a code survives; then a new one is needed. */
export const OTP_ALLOWED_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const Email = z.string().trim().toLowerCase().check(z.email()).max(254);
export const OtpCode = z.string().regex(/^\d{6}$/);
export const Password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A field a form must fill in, then read by `schema`: empty says 'required', not what it is not. */
const filledIn = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string().trim().min(1, { error: 'required' }).pipe(schema);

/** A new password: PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters, 'required' when empty. */
const NewPassword = z.string().min(1, { error: 'required' }).pipe(Password);

/** The longest name of an account ('Nome e cognome'). */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/**
 * POST /api/auth/sign-up/email (Better Auth's route): the person's name, the address the
 * verification code goes to, and a password of PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters
 * (Better Auth refuses others with WEAK_PASSWORD). The registration form checks it before sending.
 */
export const SignUpInput = z.object({
  name: requiredText(ACCOUNT_NAME_MAX_LENGTH),
  email: filledIn(Email),
  password: NewPassword,
});
export type SignUpInput = z.infer<typeof SignUpInput>;

/** POST /api/auth/request-password-reset (Better Auth's route): the address the reset link goes to. */
export const PasswordResetRequestInput = z.object({ email: filledIn(Email) });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInput>;

/** POST /api/auth/reset-password (Better Auth's route): the reset link's token and the new password. */
export const PasswordResetInput = z.object({ newPassword: NewPassword, token: z.string().min(1) });
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

export const AuthUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** POST /api/auth/send-otp (SPEC §7): sends, or resends, a sign-in code. */
export const SendOtpInput = z.object({
  email: Email,
  options: z.object({ shouldCreateUser: z.boolean().optional() }).optional(),
  locale: Locale.optional(),
});
export type SendOtpInput = z.infer<typeof SendOtpInput>;
/** Always the same answer whether or not the address has an account: no enumeration. */
export const SendOtpResponse = z.object({
  data: z.object({ sent: z.literal(true) }).nullable(),
  error: z.object({ message: z.string(), code: z.string() }).nullable(),
});
export type SendOtpResponse = z.infer<typeof SendOtpResponse>;

/** POST /api/auth/verify-otp (SPEC §7). */
export const VerifyOtpInput = z.object({
  email: Email,
  token: OtpCode,
  type: z.literal('email'),
});
export type VerifyOtpInput = z.infer<typeof VerifyOtpInput>;

export const OtpSession = z.object({
  /** Usable as `Authorization: Bearer <access_token>` by clients without cookies. */
  access_token: z.string(),
  /**
   * A different, single-use token that lives longer (REFRESH_TOKEN_LIFETIME_SECONDS): POST it to
   * /api/auth/refresh-session for a new pair while its session was not signed out.
   */
  refresh_token: z.string(),
  /** When the access token expires, Unix seconds. */
  expires_at: z.number().int(),
});
export type OtpSession = z.infer<typeof OtpSession>;

/** A refresh token lives 30 days (the access token as long as its session, 7 days while unused). */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** A bearer client sends its refresh token; the browser sends none and its httpOnly refresh cookie goes. */
export const RefreshSessionInput = z.object({ refresh_token: z.string().min(1).max(200).optional() });
export type RefreshSessionInput = z.infer<typeof RefreshSessionInput>;
export const VerifyOtpResponse = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  user: AuthUser.nullable(),
  session: OtpSession.nullable(),
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;
