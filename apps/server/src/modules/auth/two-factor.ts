import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';

/**
 * The ways in besides a password that open a session. Better Auth's two-factor plugin asks for the
 * second factor only after '/sign-in/email' and '/sign-in/phone-number' (and username, which
 * Studiolo does not offer); without these, two-factor would be single-factor by another door.
 */
const PASSWORDLESS_SIGN_INS: ReadonlySet<string> = new Set([
  // The emailed 6-digit code (SPEC §7 verify-otp calls it).
  '/sign-in/email-otp',
  // Confirming the address with an emailed code signs in too, and a confirmed address can ask again.
  '/email-otp/verify-email',
  // Google with an ID token; the redirect flow starts here but signs in at the callback.
  '/sign-in/social',
  // Google sending the browser back.
  '/callback/:id',
]);

/** The web's two-factor step, where the browser goes from Google's callback when it is due. */
const TWO_FACTOR_STEP_URL = '/login?twoFactor=1';

type TwoFactorOptions = NonNullable<Parameters<typeof twoFactor>[0]>;
type HookContext = Parameters<ReturnType<typeof twoFactor>['hooks']['after'][number]['matcher']>[0];

/** Better Auth's answer when the second factor is due: `{ twoFactorRedirect: true }`. */
function isTwoFactorRedirect(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'twoFactorRedirect' in body &&
    body.twoFactorRedirect === true
  );
}

/**
 * Better Auth's twoFactor plugin, asking for the second factor after every sign-in, not only the
 * password. Its own after-hook does the work on each path: when the new session's user has
 * two-factor on (and no trusted-device cookie), it deletes that session and its cookie, sets the
 * signed pending two-factor cookie and answers `{ twoFactorRedirect: true }`; verify-totp or
 * verify-backup-code then opens the session. Google's callback is a browser navigation, so there
 * the answer becomes a redirect to the web's two-factor step, keeping the cookies.
 */
export function twoFactorOnEverySignIn(options: TwoFactorOptions) {
  const plugin = twoFactor(options);
  const [pendingSignIn, ...others] = plugin.hooks.after;
  // The widening below relies on the plugin having exactly this one hook; an upgrade must look again.
  if (!pendingSignIn || others.length > 0) throw new Error('better-auth twoFactor hooks changed');
  return {
    ...plugin,
    hooks: {
      after: [
        {
          matcher: (context: HookContext) =>
            pendingSignIn.matcher(context) || PASSWORDLESS_SIGN_INS.has(context.path ?? ''),
          handler: pendingSignIn.handler,
        },
        {
          matcher: (context: HookContext) => context.path === '/callback/:id',
          handler: createAuthMiddleware(async (ctx) => {
            if (isTwoFactorRedirect(ctx.context.returned)) throw ctx.redirect(TWO_FACTOR_STEP_URL);
          }),
        },
      ],
    },
  };
}
