import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { CALLS_PLAN, formatEuro, luhnValid, type Locale } from '@studiolo/contracts';
import { translator } from '../../i18n';
import type { AppEnv } from '../../http/router';
import { completeLocalCheckout, findLocalCheckout, LOCAL_CHECKOUT_ROOT, localCheckoutPath } from './local';

/** Stripe's test card that is always declined: the local checkout declines it too. */
const DECLINED_CARD = '4000000000000002';

type Row = NonNullable<Awaited<ReturnType<typeof findLocalCheckout>>>;
type CardError = 'name' | 'number' | 'expiry' | 'cvc' | 'declined';

/** What is wrong with the card as typed, checked as a card network would: first problem only. */
export function cardProblem(form: Record<string, string>, now = new Date()): CardError | undefined {
  const number = (form.number ?? '').replace(/[\s-]/g, '');
  if (!(form.name ?? '').trim()) return 'name';
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return 'number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) return 'expiry';
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return 'expiry';
  }
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) return 'cvc';
  if (number === DECLINED_CARD) return 'declined';
  return undefined;
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:2rem}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.25rem 0}.muted{color:#475569;font-size:.875rem}
.price{font-size:1.5rem;font-weight:700;margin:1rem 0 .25rem}label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #94a3b8;border-radius:.5rem;font-size:1rem}
.row{display:flex;gap:1rem}.row>div{flex:1}button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;
border-radius:.5rem;background:#0f766e;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:.5rem;padding:.75rem;margin-top:1rem}
a{color:#0f766e}`;

function page(locale: Locale, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  const t = translator(locale);
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <!-- The form's POST then carries our Origin (no-referrer would send "null", refused as cross-site). -->
        <meta name="referrer" content="same-origin" />
        <title>${t('dev:checkout.title')}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

function paymentForm(locale: Locale, row: Row, problem?: CardError, name = '') {
  const t = translator(locale);
  const first = formatEuro(CALLS_PLAN.firstMonthCents, locale);
  const monthly = formatEuro(CALLS_PLAN.monthlyCents, locale);
  return page(
    locale,
    html`<p class="muted">${t('dev:checkout.local')}</p>
      <h1>${t('dev:checkout.plan')}</h1>
      <p class="price">${t('dev:checkout.firstMonth', { amount: first })}</p>
      <p class="muted">${t('dev:checkout.then', { amount: monthly })}</p>
      <p class="muted">${t('dev:checkout.email', { email: row.customerEmail })}</p>
      ${problem ? html`<p class="error" role="alert">${t(`dev:checkout.errors.${problem}`)}</p>` : ''}
      <form method="post" action="${localCheckoutPath(row.id)}">
        <label for="name">${t('dev:checkout.name')}</label>
        <input id="name" name="name" autocomplete="cc-name" value="${name}" required />
        <label for="number">${t('dev:checkout.number')}</label>
        <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required />
        <div class="row">
          <div>
            <label for="expiry">${t('dev:checkout.expiry')}</label>
            <input id="expiry" name="expiry" autocomplete="cc-exp" required />
          </div>
          <div>
            <label for="cvc">${t('dev:checkout.cvc')}</label>
            <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required />
          </div>
        </div>
        <p class="muted">${t('dev:checkout.testCards')}</p>
        <button type="submit">${t('dev:checkout.pay', { amount: first })}</button>
      </form>
      ${row.cancelUrl ? html`<p><a href="${row.cancelUrl}">${t('dev:checkout.cancel')}</a></p>` : ''}`,
  );
}

/**
 * The local payments adapter's checkout page, standing in for Stripe Checkout: the plan and its
 * price, a card form checked as a card network would (Stripe's test cards: 4242… pays, 4000 0000
 * 0000 0002 is declined), the payment recorded on the session, then back to the app's success URL
 * with the session id. Mounted only while the local adapter is the one in use.
 */
export function localCheckoutPage() {
  const app = new Hono<AppEnv>();
  app.get(`${LOCAL_CHECKOUT_ROOT}/:id`, async (c) => {
    const locale = c.var.language;
    const row = await findLocalCheckout(c.var.app.database.db, c.req.param('id') ?? '');
    if (!row) return c.html(page(locale, html`<h1>${translator(locale)('dev:checkout.unknown')}</h1>`), 404);
    if (row.status !== 'open') {
      const back =
        row.status === 'complete' ? await completeLocalCheckout(c.var.app.database.db, row.id) : undefined;
      const t = translator(locale);
      return c.html(
        page(
          locale,
          html`<h1>${t(`dev:checkout.${row.status}`)}</h1>
            ${back ? html`<p><a href="${back}">${t('dev:checkout.back')}</a></p>` : ''}`,
        ),
        409,
      );
    }
    return c.html(paymentForm(locale, row));
  });
  app.post(`${LOCAL_CHECKOUT_ROOT}/:id`, async (c) => {
    const db = c.var.app.database.db;
    const row = await findLocalCheckout(db, c.req.param('id') ?? '');
    if (!row)
      return c.html(
        page(c.var.language, html`<h1>${translator(c.var.language)('dev:checkout.unknown')}</h1>`),
        404,
      );
    const body = await c.req.parseBody();
    const form = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
    );
    const problem = row.status === 'open' ? cardProblem(form) : undefined;
    if (problem) return c.html(paymentForm(c.var.language, row, problem, form.name ?? ''), 400);
    const back = await completeLocalCheckout(db, row.id);
    if (!back)
      return c.html(
        page(c.var.language, html`<h1>${translator(c.var.language)('dev:checkout.expired')}</h1>`),
        409,
      );
    return c.redirect(back, 303);
  });
  return app;
}
