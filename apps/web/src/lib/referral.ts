import { writeCookie } from './cookies';

export const REFERRAL_COOKIE = 'referral_code';
/** SPEC §2/§9: the referral code is kept 30 days. */
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAX_CODE_LENGTH = 64;

/** A `ref` or `referral` query parameter on any page is remembered in the referral_code cookie. */
export function captureReferral(url: URL): void {
  const code = (url.searchParams.get('ref') ?? url.searchParams.get('referral'))?.trim();
  if (code) writeCookie(REFERRAL_COOKIE, code.slice(0, MAX_CODE_LENGTH), REFERRAL_COOKIE_MAX_AGE_SECONDS);
}
