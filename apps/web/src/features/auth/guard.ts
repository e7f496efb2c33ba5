import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loadMe } from './api/get-me';
import { signInAgainUrl } from '../../lib/session-refresh';
import { isPublicPath, redirectFor } from './redirect-rules';

/**
 * The route loader of every layout: applies SPEC §2's redirect rules before the screen renders.
 * Layouts set `shouldRevalidate: () => true` so it runs on each navigation. If the API cannot say
 * who the user is, public pages still show (as to a visitor); app pages show the error page.
 */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  let me;
  try {
    me = await loadMe();
  } catch (error) {
    if (!isPublicPath(url.pathname)) throw error;
    me = null;
  }
  const target = redirectFor(url.pathname, me);
  // Signed out on a page of the app: signing in brings the user back to it.
  if (target === '/login' && !me) throw redirect(signInAgainUrl(url));
  if (target && target !== url.pathname) throw redirect(target);
  return me;
}
