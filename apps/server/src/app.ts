import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { languageDetector } from 'hono/language';
import { requestId } from 'hono/request-id';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from '@studiolo/contracts';
import type { AppContext } from './context';
import { refuseCrossSiteWrites, refuseForeignSignIns } from './http/csrf';
import { docsRoutes } from './http/docs';
import { compress } from './http/compress';
import { AppError } from './domain/errors';
import { inputGuard } from './http/input-guard';
import { apiNotFound, onError } from './http/problems';
import { retryReadsOnLostConnection } from './http/retry-reads';
import type { AppEnv } from './http/router';
import { noStoreByDefault, securityHeaders } from './http/security-headers';
import { webRoutes } from './http/web';
import { activityRoutes } from './modules/activity/routes';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { openingHoursRoutes } from './modules/calendar/opening-hours-routes';
import { patientLinkRoutes } from './modules/calendar/patient-link-routes';
import { calendarRoutes } from './modules/calendar/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { forwardingRoutes } from './modules/calls/forwarding-routes';
import { numberRoutes } from './modules/calls/number-routes';
import { recordingRoutes } from './modules/calls/recording-routes';
import { callRoutes } from './modules/calls/routes';
import { telephonyRoutes } from './modules/calls/telephony-routes';
import { demoRoutes } from './modules/demo/routes';
import { devRoutes } from './modules/dev/routes';
import { localCheckoutPage } from './providers/payments/local-checkout-page';
import { invoiceRoutes } from './modules/invoices/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { patientRoutes } from './modules/patients/routes';
import { registryRoutes } from './modules/registry/routes';
import { searchRoutes } from './modules/search/routes';
import { settingsRoutes } from './modules/settings/routes';
import { tabletRoutes } from './modules/tablets/routes';
import { documentRoutes } from './modules/documents/routes';
import { tabletDocumentRoutes } from './modules/documents/tablet-routes';
import { tax730SettingsRoutes } from './modules/tax730-settings/routes';
import { tax730SubmissionRoutes } from './modules/tax730-submissions/routes';
import { teamRoutes } from './modules/team/routes';
import { systemRoutes } from './modules/system/routes';
import { VERSION } from './version';

const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP application. main.ts serves it; tests call `app.request()` on it. */
export function buildApp(ctx: AppContext) {
  const app = new OpenAPIHono<AppEnv>();

  app.use(retryReadsOnLostConnection(() => app));
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('app', ctx);
    c.set('log', ctx.logger.child({ requestId: c.var.requestId }));
    await next();
  });
  app.use(
    languageDetector({
      order: ['cookie', 'header'],
      lookupCookie: LOCALE_COOKIE,
      supportedLanguages: [...LOCALES],
      fallbackLanguage: DEFAULT_LOCALE,
      caches: false,
    }),
  );
  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    await next();
    c.var.log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(compress());
  app.use(securityHeaders());
  app.use('/api/*', noStoreByDefault);
  // First: a sign-in from an address that is not ours says what to configure, cookies or not.
  app.use('/api/auth/*', refuseForeignSignIns);
  app.use('/api/*', refuseCrossSiteWrites);
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 413);
      },
    }),
  );
  app.use('/api/*', inputGuard);

  app.route('/', systemRoutes);
  app.route('/', authRoutes);
  app.route('/', activityRoutes);
  app.route('/', organizationRoutes);
  app.route('/', settingsRoutes);
  app.route('/', teamRoutes);
  app.route('/', tabletRoutes);
  app.route('/', billingRoutes);
  app.route('/', registryRoutes);
  app.route('/', patientRoutes);
  app.route('/', searchRoutes);
  app.route('/', calendarRoutes);
  app.route('/', openingHoursRoutes);
  app.route('/', patientLinkRoutes);
  app.route('/', tax730SubmissionRoutes);
  app.route('/', invoiceRoutes);
  app.route('/', tax730SettingsRoutes);
  app.route('/', numberRoutes);
  app.route('/', recordingRoutes);
  app.route('/', forwardingRoutes);
  app.route('/', callRoutes);
  app.route('/', telephonyRoutes);
  app.route('/', demoRoutes);
  app.route('/', apiKeyRoutes);
  app.route('/', documentRoutes);
  app.route('/', tabletDocumentRoutes);
  if (!ctx.config.isProduction) app.route('/', devRoutes);
  // The local payments adapter's own checkout page (Stripe's is at Stripe).
  if (ctx.payments.kind === 'local') app.route('/', localCheckoutPage());
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An organization API key (Settings → API), `stl_…`',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Studiolo API',
      version: VERSION,
      description: 'Practice management for Italian clinics.',
    },
  });
  app.route('/', docsRoutes());
  app.all('/api/*', apiNotFound);
  app.route('/', webRoutes(ctx.config.webDistDir, ctx.config.redirects));

  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof buildApp>;
