import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_PATHS } from '@studiolo/contracts';
import { routes } from './router';

/** The full paths of the router's screens (the catch-all aside). */
function screenPaths(children: RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/') : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe('the web paths the server knows (WEB_PATHS)', () => {
  it("are the router's screens, no more and no fewer", () => {
    expect(new Set(screenPaths(routes))).toEqual(new Set(WEB_PATHS));
  });
});
