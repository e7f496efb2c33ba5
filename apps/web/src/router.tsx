import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from './lib/page-title';
import { ErrorPage } from './routes/error';
import { notFoundLoader } from './routes/not-found';
import { Root, RootFallback } from './routes/root';

/** A lazily loaded screen: its code downloads on first navigation (the loading bar shows meanwhile). */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function title(key: RouteHandle['title']): RouteHandle {
  return { title: key };
}

/** Routes mirror SPEC §2; only the screens that exist today are registered. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    HydrateFallback: RootFallback,
    errorElement: <ErrorPage />,
    children: [
      {
        lazy: screen(() => import('./routes/public-layout')),
        children: [
          { index: true, handle: title('home'), lazy: screen(() => import('./routes/index')) },
          { path: 'crm', handle: title('crm'), lazy: screen(() => import('./routes/crm')) },
          { path: 'about', handle: title('about'), lazy: screen(() => import('./routes/about')) },
          { path: 'contact', handle: title('contact'), lazy: screen(() => import('./routes/contact')) },
          {
            path: 'privacy-policy',
            handle: title('privacy'),
            lazy: screen(() => import('./routes/privacy-policy')),
          },
          {
            path: 'terms-of-service',
            handle: title('terms'),
            lazy: screen(() => import('./routes/terms-of-service')),
          },
          {
            path: 'cookie-policy',
            handle: title('cookies'),
            lazy: screen(() => import('./routes/cookie-policy')),
          },
        ],
      },
      {
        lazy: screen(() => import('./routes/app-layout')),
        children: [
          {
            path: 'dev/outbox',
            handle: title('outbox'),
            lazy: screen(() => import('./routes/dev/outbox')),
          },
        ],
      },
      { path: '*', loader: notFoundLoader },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
