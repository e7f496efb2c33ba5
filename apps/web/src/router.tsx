import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { guardLoader } from './features/auth/guard';
import { captureReferral } from './lib/referral';
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

/** Every navigation, on every page: remember a referral code, then apply the redirect rules. */
const always = () => true;

function rootLoader({ request }: LoaderFunctionArgs) {
  captureReferral(new URL(request.url));
  return null;
}

/** A layout whose screens are guarded by SPEC §2's redirect rules. */
function guarded(layout: () => Promise<{ default: ComponentType }>, children: RouteObject[]): RouteObject {
  return { lazy: screen(layout), loader: guardLoader, shouldRevalidate: always, children };
}

/** Routes mirror SPEC §2; only the screens that exist today are registered. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    HydrateFallback: RootFallback,
    errorElement: <ErrorPage />,
    loader: rootLoader,
    shouldRevalidate: always,
    children: [
      guarded(
        () => import('./routes/public-layout'),
        [
          { index: true, handle: title('home'), lazy: screen(() => import('./routes/index')) },
          { path: 'crm', handle: title('crm'), lazy: screen(() => import('./routes/crm')) },
          { path: 'calls', handle: title('callsDemo'), lazy: screen(() => import('./routes/calls-demo')) },
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
          {
            path: 'mobile-setup',
            handle: title('mobileSetup'),
            lazy: screen(() => import('./routes/mobile-setup')),
          },
          {
            path: 'shared/invoices/:token',
            handle: title('sharedInvoice'),
            lazy: screen(() => import('./routes/shared-invoice')),
          },
        ],
      ),
      guarded(
        () => import('./routes/auth-layout'),
        [
          { path: 'login', handle: title('login'), lazy: screen(() => import('./routes/login')) },
          { path: 'register', handle: title('register'), lazy: screen(() => import('./routes/register')) },
          {
            path: 'reset-password',
            handle: title('resetPassword'),
            lazy: screen(() => import('./routes/reset-password')),
          },
          {
            path: 'update-password',
            handle: title('updatePassword'),
            lazy: screen(() => import('./routes/update-password')),
          },
          {
            path: 'auth/callback',
            handle: title('authCallback'),
            lazy: screen(() => import('./routes/auth-callback')),
          },
          {
            path: 'auth/callback-checkout',
            handle: title('authCallback'),
            lazy: screen(() => import('./routes/auth-callback-checkout')),
          },
          { path: 'setup', handle: title('setup'), lazy: screen(() => import('./routes/setup')) },
          { path: 'invite', handle: title('invite'), lazy: screen(() => import('./routes/invite')) },
        ],
      ),
      guarded(
        () => import('./routes/app-layout'),
        [
          { path: 'dashboard', handle: title('dashboard'), lazy: screen(() => import('./routes/dashboard')) },
          { path: 'activity', handle: title('activity'), lazy: screen(() => import('./routes/activity')) },
          { path: 'calendar', handle: title('calendar'), lazy: screen(() => import('./routes/calendar')) },
          {
            path: 'appointments',
            handle: title('appointments'),
            lazy: screen(() => import('./routes/appointments')),
          },
          { path: 'invoices', handle: title('invoices'), lazy: screen(() => import('./routes/invoices')) },
          { path: 'documents', handle: title('documents'), lazy: screen(() => import('./routes/documents')) },
          {
            path: 'invoices/new',
            handle: title('newInvoice'),
            lazy: screen(() => import('./routes/invoice-new')),
          },
          {
            path: 'invoices/:id',
            handle: title('invoice'),
            lazy: screen(() => import('./routes/invoice-details')),
          },
          {
            path: 'invoices/:id/edit',
            handle: title('editInvoice'),
            lazy: screen(() => import('./routes/invoice-edit')),
          },
          {
            path: 'slots/:id',
            children: [
              { index: true, handle: title('slot'), lazy: screen(() => import('./routes/slot')) },
              {
                path: 'patient',
                handle: title('slotPatient'),
                lazy: screen(() => import('./routes/slot-patient')),
              },
            ],
          },
          { path: 'patients', handle: title('patients'), lazy: screen(() => import('./routes/patients')) },
          {
            path: 'patients/new',
            handle: title('newPatient'),
            lazy: screen(() => import('./routes/patient-new')),
          },
          {
            path: 'patients/:id',
            handle: title('patient'),
            lazy: screen(() => import('./routes/patient-details')),
          },
          {
            path: 'patients/:id/edit',
            handle: title('editPatient'),
            lazy: screen(() => import('./routes/patient-edit')),
          },
          { path: 'search', handle: title('search'), lazy: screen(() => import('./routes/search')) },
          { path: 'settings', handle: title('settings'), lazy: screen(() => import('./routes/settings')) },
          { path: 'doctors', handle: title('doctors'), lazy: screen(() => import('./routes/doctors')) },
          { path: 'services', handle: title('services'), lazy: screen(() => import('./routes/services')) },
          {
            path: 'doctor-services',
            handle: title('doctorServices'),
            lazy: screen(() => import('./routes/doctor-services')),
          },
          { path: 'admin', handle: title('admin'), lazy: screen(() => import('./routes/admin')) },
          { path: 'calls-m', handle: title('callsM'), lazy: screen(() => import('./routes/calls-m')) },
          {
            path: 'calls-m/:id',
            handle: title('callsM'),
            lazy: screen(() => import('./routes/call-details')),
          },
          {
            path: 'dev/outbox',
            handle: title('outbox'),
            lazy: screen(() => import('./routes/dev/outbox')),
          },
        ],
      ),
      // The signing tablet signs in with its own device account: no staff layout and no redirect rules,
      // so a signed-in member opening it is not sent away (SPEC §2).
      {
        path: 'tablet-signing',
        handle: title('tabletSigning'),
        lazy: screen(() => import('./routes/tablet-signing')),
      },
      { path: '*', loader: notFoundLoader },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
