import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { isBot } from '../lib/bot';
import { PageNotFound } from '../lib/page-not-found';
import { reportClientError } from '../lib/client-errors';
import { useDocumentTitle } from '../lib/page-title';

interface PageError {
  status: number;
  message: string;
  path?: string;
  stack?: string;
  /** A screen's data is missing (SPEC §8's fatal 'Page Not Found'), not the path itself. */
  fatal?: boolean;
}

function hasString<K extends string>(value: unknown, key: K): value is Record<K, string> {
  return (
    typeof value === 'object' && value !== null && typeof (value as Record<K, unknown>)[key] === 'string'
  );
}

function toPageError(error: unknown): PageError {
  if (error instanceof PageNotFound) {
    return { status: 404, message: error.message, path: error.path, fatal: true };
  }
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: hasString(error.data, 'message') ? error.data.message : `${error.status} ${error.statusText}`,
      path: hasString(error.data, 'path') ? error.data.path : undefined,
    };
  }
  if (error instanceof Error)
    return { status: 500, message: error.message || error.name, stack: error.stack };
  return { status: 500, message: String(error) };
}

/** The root route's error page (SPEC §2): status, message and a way home. Bots get nothing. */
export function ErrorPage() {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const error = toPageError(useRouteError());
  const notFound = error.status === 404;
  useDocumentTitle(t('common:pageTitles.error'));

  useEffect(() => {
    reportClientError({
      statusCode: error.status,
      message: error.message,
      url: window.location.href,
      stack: error.stack,
    });
  }, [error.status, error.message, error.stack]);

  if (isBot(navigator.userAgent)) return null;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white px-6 py-3">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-6 py-16">
        <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <p className="text-6xl font-bold tracking-tight text-brand-700">
            <span className="sr-only">{t('errors:page.statusLabel')} </span>
            {error.status}
          </p>
          <h1 className="mt-4 text-xl font-semibold text-slate-900">
            {notFound ? t('errors:page.notFound') : t('errors:page.unexpected')}
          </h1>
          {notFound && error.path ? (
            <p className="mt-2 text-sm break-all text-slate-600">
              {t(error.fatal ? 'errors:page.notFoundFatal' : 'errors:page.notFoundPath', {
                path: error.path,
              })}
            </p>
          ) : null}
          <Button className="mt-8" size="lg" onClick={() => void navigate('/', { replace: true })}>
            <House aria-hidden="true" className="h-5 w-5" />
            {t('errors:page.goHome')}
          </Button>
        </div>
      </main>
    </div>
  );
}
