import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { bearer, emailOTP } from 'better-auth/plugins';
import {
  CURRENT_ORGANIZATION_COOKIE,
  OTP_ALLOWED_ATTEMPTS,
  OTP_EXPIRES_IN_SECONDS,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@studiolo/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { innermostMessage, isDatabaseUnavailable } from '../../db/errors';
import { noteIfUnavailable } from '../../db/unavailable-scope';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema';
import { CLIENT_IP_HEADER } from '../../http/client-address';
import { trustedOriginsFor } from '../../http/origins';
import { localeOfHeaders, translator } from '../../i18n';
import type { Logger } from '../../logger';
import type { EmailMessage } from '../../providers/email/port';
import { verifiedMobileSignIn } from './phone';
import { hitAddressLimit, SIGN_IN_PER_IP } from './rate-limit';
import { authRepo } from './repo';
import { markEndedSession, refreshTokens } from './tokens';
import { twoFactorOnEverySignIn } from './two-factor';

const RESET_LINK_EXPIRES_IN_SECONDS = 60 * 60;
/** Better Auth's routes that end this browser's session. */
const SIGN_OUT_PATHS = new Set(['/sign-out', '/revoke-sessions']);
const limitedBy = (kind: 'send' | 'try', field: 'email' | 'newEmail' | 'phoneNumber', paths: string[]) =>
  paths.map((path) => [path, { kind, field }] as const);
/**
 * Better Auth's routes that mail or text a code or a link, and those that check a guess (a password
 * or a code), with where each finds the address: all of a kind share one per-address counter
 * (rate-limit.ts), with /api/auth/verify-otp and the tablet's sign-in. A mobile signing in counts
 * against its account's email, so the two ways in share one limit.
 */
const ADDRESS_LIMITED = new Map([
  ...limitedBy('send', 'email', [
    '/sign-up/email',
    '/email-otp/send-verification-otp',
    '/email-otp/request-password-reset',
    '/forget-password/email-otp',
    '/request-password-reset',
  ]),
  ...limitedBy('send', 'newEmail', ['/email-otp/request-email-change']),
  ...limitedBy('send', 'phoneNumber', ['/phone-number/send-otp']),
  ...limitedBy('try', 'phoneNumber', ['/sign-in/phone-number', '/phone-number/verify']),
  ...limitedBy('try', 'email', [
    '/sign-in/email',
    '/sign-in/email-otp',
    '/email-otp/verify-email',
    '/email-otp/check-verification-otp',
    '/email-otp/reset-password',
  ]),
  ...limitedBy('try', 'newEmail', ['/email-otp/change-email']),
]);

/** Sign-in with a password, by email or by mobile. */
const PASSWORD_SIGN_INS: ReadonlySet<string> = new Set(['/sign-in/email', '/sign-in/phone-number']);

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
  /** Queues an email (through the job queue). */
  sendEmail: (message: EmailMessage) => Promise<unknown>;
  /** Texts a mobile through the telephony port (the simulator keeps it in the dev outbox). */
  sendSms: (message: { to: string; body: string }) => Promise<unknown>;
  /** Better Auth's own messages go to our JSON logs, not to the console. */
  logger: Logger;
}

/** Better Auth's log calls as pino's: the message, and whatever it passed beside it as `details`. */
export function authLogger(logger: Logger) {
  return {
    level: 'debug' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (error && isDatabaseUnavailable(error)) {
        // The request answers 503 and logs it once (http/problems.ts); the failed query's text
        // would carry its parameters, a session token among them.
        logger.debug({ component: 'better-auth', reason: innermostMessage(error) }, message);
        return;
      }
      const details = args.filter((arg) => arg !== error);
      logger[level](
        {
          component: 'better-auth',
          ...(error ? { err: error } : {}),
          ...(details.length ? { details } : {}),
        },
        message,
      );
    },
  };
}

/**
 * Better Auth: password hashing, sessions (cookie, or bearer token for the tablet), 6-digit email
 * codes for registration and sign-in, reset links, Google, rate limits. Mounted at /api/auth/*.
 */
export function createAuth({ config, db, secret, sendEmail, sendSms, logger }: AuthDeps) {
  return betterAuth({
    appName: 'Studiolo',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // PUBLIC_URL and TRUSTED_ORIGINS; outside production also the address the request reached (http/origins.ts).
    trustedOrigins: (request) => trustedOriginsFor(config, request),
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits, twoFactors },
    }),
    advanced: {
      // joins: a session and its user (and a user's accounts) in one statement (db/schema/auth.ts).
      database: { generateId: 'uuid', joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth relaxes these under NODE_ENV=test; keep them on so the tests prove them.
      disableCSRFCheck: false,
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    logger: authLogger(logger),
    onAPIError: {
      // A database out of reach leaves as our 503 (routes.ts); anything else is logged as before.
      onError: (error, context) => {
        if (noteIfUnavailable(error)) return;
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') return;
        context.logger.error(error instanceof Error ? error.message : 'auth error', error);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: RESET_LINK_EXPIRES_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        const t = translator(localeOfHeaders(request?.headers));
        await sendEmail({
          to: user.email,
          subject: t('emails:resetPassword.subject'),
          text: `${t('emails:resetPassword.body', { url, minutes: RESET_LINK_EXPIRES_IN_SECONDS / 60 })}\n\n${t('emails:signature')}`,
        });
      },
    },
    emailVerification: { autoSignInAfterVerification: true },
    databaseHooks: { session: { delete: { after: markEndedSession(db) } } },
    // Set by Studiolo only (http/session.ts: rememberOrganization), never by a request to Better Auth.
    session: {
      additionalFields: { organizationId: { type: 'string', required: false, input: false } },
    },
    user: {
      // Set by Studiolo only (tablets/service.ts), never by a sign-up request.
      additionalFields: { kind: { type: 'string', required: false, input: false, defaultValue: 'person' } },
    },
    // Google signs in a new user (the address as Google verified it) or the existing user with that
    // address. Better Auth's account-linking defaults are the safe ones, so none is set here: Google
    // is not a trusted provider, so it links only an address Google says it verified, and only to
    // an account whose address was confirmed here (else whoever registered it unconfirmed, knowing
    // the password, would get the Google user's account); linking from Settings needs the same
    // address. google.test.ts proves each against a fake Google.
    socialProviders: config.google ? { google: config.google } : {},
    rateLimit: {
      enabled: config.authIpRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Per address, and a clinic's staff share one: generous here, strict per email (hooks).
        '/sign-in/*': SIGN_IN_PER_IP,
        '/sign-up/*': { window: 60, max: 10 },
        '/email-otp/*': { window: 60, max: 30 },
        '/request-password-reset': { window: 60, max: 10 },
        '/forget-password/*': { window: 60, max: 10 },
        '/reset-password': { window: 60, max: 20 },
      },
    },
    hooks: {
      // Signing this browser out forgets its organization too (SPEC §4): the next person to sign in
      // here starts from their own.
      after: createAuthMiddleware(async (ctx) => {
        if (!SIGN_OUT_PATHS.has(ctx.path)) return;
        ctx.setCookie(CURRENT_ORGANIZATION_COOKIE, '', { path: '/', maxAge: 0 });
      }),
      before: createAuthMiddleware(async (ctx) => {
        const limit = ADDRESS_LIMITED.get(ctx.path);
        const address = (ctx.body as Record<string, unknown> | undefined)?.[limit?.field ?? ''];
        if (!limit || typeof address !== 'string') return;
        const account = PASSWORD_SIGN_INS.has(ctx.path)
          ? await authRepo.signInAccount(
              db,
              limit.field === 'phoneNumber' ? { phoneNumber: address } : { email: address },
            )
          : undefined;
        if (!(await hitAddressLimit(db, limit.kind, account?.email ?? address))) {
          throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: 'Too many requests' });
        }
        // An account made with Google has no password to guess: say so (decision 030). An unknown
        // address answers as a wrong password does.
        if (account && !account.hasPassword && account.external) {
          throw new APIError('FORBIDDEN', {
            code: 'PASSWORD_NOT_ALLOWED',
            message: 'Sign in with password is not allowed for this user',
          });
        }
      }),
    },
    plugins: [
      bearer(),
      // TOTP with an authenticator app, plus single-use backup codes; Studiolo holds health data.
      // Asked after every way in (password, emailed code, Google), not only the password.
      twoFactorOnEverySignIn({ issuer: 'Studiolo' }),
      // After the two-factor hook: a sign-in waiting for its second factor gets no refresh token.
      refreshTokens(db),
      verifiedMobileSignIn(async (to, code, headers) => {
        const t = translator(localeOfHeaders(headers));
        try {
          await sendSms({ to, body: t('emails:phoneCode', { code, minutes: OTP_EXPIRES_IN_SECONDS / 60 }) });
        } catch (error) {
          logger.warn({ err: error }, 'sign-in mobile code not sent');
          throw new APIError('BAD_GATEWAY', { code: 'SMS_FAILED', message: 'SMS not sent' });
        }
      }),
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_EXPIRES_IN_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        storeOTP: 'hashed',
        // Registration is its own screen; a code never creates an account.
        disableSignUp: true,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const t = translator(localeOfHeaders(ctx?.request?.headers ?? ctx?.headers));
          await sendEmail({
            to: email,
            subject: t(`emails:otp.subject.${type}`, { code: otp }),
            text: `${t('emails:otp.body', { code: otp, minutes: OTP_EXPIRES_IN_SECONDS / 60 })}\n\n${t('emails:signature')}`,
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
