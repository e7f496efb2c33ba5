import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { MobileNumber, OTP_ALLOWED_ATTEMPTS, OTP_EXPIRES_IN_SECONDS, OTP_LENGTH } from '@studiolo/contracts';

/** The phone-number routes Studiolo opens: a signed-in user adds their own mobile with an SMS code. */
const OPEN_ROUTES: ReadonlySet<string> = new Set(['/phone-number/send-otp', '/phone-number/verify']);

type HookContext = Parameters<ReturnType<typeof phoneNumber>['hooks']['before'][number]['matcher']>[0];

/** Only a mobile, written in E.164 (the web converts what the user types): codes go to it by SMS. */
function isMobileE164(value: string): boolean {
  const parsed = MobileNumber.safeParse(value);
  return parsed.success && parsed.data === value;
}

/**
 * Sign-in with a verified mobile and the password (SPEC §5: "email or phone plus a password"), on
 * Better Auth's phoneNumber plugin: POST /api/auth/sign-in/phone-number. The mobile is set on one's
 * own account only, signed in, by the 6-digit code sent by SMS (send-otp, then verify with
 * `updatePhoneNumber: true`). The plugin's other doors stay shut: a code alone never signs in or
 * creates an account, and the password is reset by email only. The guesses count with the email's
 * (auth.ts).
 */
export function verifiedMobileSignIn(
  sendCode: (to: string, code: string, headers?: Headers) => Promise<void>,
) {
  const plugin = phoneNumber({
    otpLength: OTP_LENGTH,
    expiresIn: OTP_EXPIRES_IN_SECONDS,
    allowedAttempts: OTP_ALLOWED_ATTEMPTS,
    requireVerification: true,
    phoneNumberValidator: isMobileE164,
    sendOTP: ({ phoneNumber: to, code }, ctx) => sendCode(to, code, ctx?.request?.headers ?? ctx?.headers),
  });
  return {
    ...plugin,
    hooks: {
      before: [
        ...plugin.hooks.before,
        {
          matcher: (context: HookContext) => (context.path ?? '').startsWith('/phone-number/'),
          handler: createAuthMiddleware(async (ctx) => {
            if (!OPEN_ROUTES.has(ctx.path)) throw new APIError('NOT_FOUND');
            if (!(await getSessionFromCtx(ctx))) throw new APIError('UNAUTHORIZED');
            const body = ctx.body as { updatePhoneNumber?: unknown } | undefined;
            if (ctx.path === '/phone-number/verify' && body?.updatePhoneNumber !== true) {
              throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'updatePhoneNumber' });
            }
          }),
        },
      ],
    },
  };
}
