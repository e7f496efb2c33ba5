import type { ClientErrorReport } from '@studiolo/contracts';

const MAX_MESSAGE = 2000;
const MAX_URL = 2000;
const MAX_STACK = 20000;
const reported = new Set<string>();

/**
 * Sends a page error to the server log (SPEC §8): fire and forget, never throws, and at most once
 * per distinct error (same status, message and page).
 */
export function reportClientError(report: ClientErrorReport): void {
  try {
    const body: ClientErrorReport = {
      statusCode: Math.trunc(Math.min(Math.max(report.statusCode, 0), 999)),
      message: report.message.slice(0, MAX_MESSAGE) || 'Unknown error',
      url: report.url.slice(0, MAX_URL),
      ...(report.stack ? { stack: report.stack.slice(0, MAX_STACK) } : {}),
    };
    const key = `${body.statusCode}\u0000${body.message}\u0000${body.url}`;
    if (reported.has(key)) return;
    reported.add(key);
    void fetch('/api/v1/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page.
  }
}

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: value.message || value.name, stack: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

/** Reports uncaught errors and unhandled promise rejections of the page. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => {
    const { message, stack } = describe(event.error ?? event.message);
    reportClientError({ statusCode: 500, message, url: window.location.href, stack });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const { message, stack } = describe(event.reason);
    reportClientError({ statusCode: 500, message, url: window.location.href, stack });
  });
}
