import { z } from 'zod';
import { router } from '../../http/router';
import { TELEPHONY_HOOKS } from '../../providers/telephony/events';
import { AppError } from '../../domain/errors';
import { receiveWebhook } from './webhooks';

const HookQuery = z.object({
  number: z.string().max(20).optional(),
  kind: z.enum(['recording', 'voicemail']).optional(),
  callee: z.string().max(20).optional(),
  step: z.literal('voicemail').optional(),
  recording: z.literal('off').optional(),
});

/**
 * The provider's webhooks: form-encoded, signed over the full public URL (PUBLIC_URL, as the
 * provider called it behind any proxy) and every parameter; answered with TwiML at once.
 */
export const telephonyRoutes = router().post('/api/v1/telephony/:hook', async (c) => {
  const hook = TELEPHONY_HOOKS.find((h) => h === c.req.param('hook'));
  const query = HookQuery.safeParse(c.req.query());
  if (!hook || !query.success) throw new AppError('NOT_FOUND', 404);
  // A provider posts a form; anything else is not a webhook of ours.
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('INVALID_SIGNATURE', 403);
  });
  const params = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const search = new URL(c.req.url).search;
  const twiml = await receiveWebhook(c.var.app, {
    hook,
    url: `${c.var.app.config.publicUrl}/api/v1/telephony/${hook}${search}`,
    query: query.data,
    params,
    signature: c.req.header('x-twilio-signature'),
  });
  return c.body(twiml, 200, { 'content-type': 'text/xml; charset=utf-8' });
});
