/**
 * SPEC §8's fatal 404 'Page Not Found: {path}': a screen whose data does not exist (an unknown or
 * another organization's record). Thrown while rendering, it replaces the screen with the root
 * error page.
 */
export class PageNotFound extends Error {
  readonly status = 404;

  constructor(readonly path: string) {
    super(`Page Not Found: ${path}`);
    this.name = 'PageNotFound';
  }
}
