import type {
  OtpSession,
  RefreshSessionInput,
  SendOtpInput,
  VerifyOtpInput,
  VerifyOtpResponse,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { readAuthResponse, TwoFactorPendingError } from './errors';
import { authRepo } from './repo';
import { sessionTokens } from './tokens';

/**
 * SPEC §7 send-otp: a sign-in code by email. The answer is the same whether or not the address has
 * an account (Better Auth sends nothing to an unknown one), so it reveals no accounts.
 */
export async function sendSignInCode(app: AppContext, input: SendOtpInput, headers: Headers) {
  const response = await app.auth.api.sendVerificationOTP({
    body: { email: input.email, type: 'sign-in' },
    headers: withLocale(headers, input.locale),
    asResponse: true,
  });
  await readAuthResponse(response);
  return { data: { sent: true as const }, error: null };
}

/**
 * SPEC §7 verify-otp: signs in with the code; the session is both a cookie and a bearer token. A user
 * with two-factor on gets no session but TWO_FACTOR_PENDING and the pending two-factor cookie.
 */
export async function verifySignInCode(
  app: AppContext,
  input: VerifyOtpInput,
  headers: Headers,
): Promise<{ body: VerifyOtpResponse; setCookies: string[] }> {
  const response = await app.auth.api.signInEmailOTP({
    body: { email: input.email, otp: input.token },
    headers,
    asResponse: true,
  });
  const { body, setCookies } = await readAuthResponse<
    | { token: string; user: { id: string; name: string; email: string; emailVerified: boolean } }
    | { twoFactorRedirect: true }
  >(response);
  if ('twoFactorRedirect' in body) throw new TwoFactorPendingError(setCookies);
  const expiresAt = await authRepo.sessionExpiry(app.database.db, body.token);
  const { id, name, email, emailVerified } = body.user;
  return {
    body: {
      success: true,
      error: null,
      user: { id, name, email, emailVerified },
      session: await sessionTokens(await app.auth.$context, {
        userId: id,
        token: body.token,
        expiresAt: expiresAt ?? new Date(),
      }),
    },
    setCookies,
  };
}

/**
 * Trades a refresh token (the body's, else the browser's refresh cookie) once for a new session:
 * its cookies and a new pair. 401 INVALID_TOKEN when it is unknown, used, or its session signed out.
 */
export async function refreshSignedInSession(
  app: AppContext,
  input: RefreshSessionInput,
  headers: Headers,
): Promise<{ body: OtpSession; setCookies: string[] }> {
  const response = await app.auth.api.refreshSession({ body: input, headers, asResponse: true });
  return readAuthResponse<OtpSession>(response);
}

/** The emailed code speaks the language the client asked for. */
function withLocale(headers: Headers, locale: string | undefined): Headers {
  if (!locale) return headers;
  const copy = new Headers(headers);
  copy.set('accept-language', locale);
  copy.delete('cookie');
  return copy;
}

/** The organization chosen in this session lives as long as the session (the cookie only 7 days). */
export async function chooseSessionOrganization(app: AppContext, sessionId: string, organizationId: string) {
  await authRepo.setSessionOrganization(app.database.db, sessionId, organizationId);
}

/**
 * A platform administrator may open /admin (every clinic and its members): a person with a confirmed
 * address who was granted it (`npm run admin:grant -- email`) or is listed in ADMIN_EMAILS.
 */
export async function isPlatformAdmin(
  app: AppContext,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  if (!user.emailVerified) return false;
  if (app.config.adminEmails.includes(user.email.toLowerCase())) return true;
  return authRepo.isPlatformAdmin(app.database.db, user.id);
}
