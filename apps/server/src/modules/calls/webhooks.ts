import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';
import { translator } from '../../i18n';
import type { HookQuery, TelephonyHook } from '../../providers/telephony/events';
import { hooksBase } from '../../providers/telephony/select';
import {
  callbackTwiml,
  dialEndedTwiml,
  EMPTY_TWIML,
  incomingCallTwiml,
  keyPressedTwiml,
  rejectTwiml,
  type IncomingCall,
  type VoiceTexts,
} from '../../providers/telephony/twiml';
import { withTenant } from '../../db/tenancy';
import { organizationsRepo } from '../organizations/repo';
import { routeNumber } from './numbers';
import { callsRepo } from './repo';
import { ownLineOf } from './own-lines';

/** Applies one stored webhook to its call (events-job.ts); enqueued with the event. */
export const telephonyEventJob = {
  queue: 'telephony.event',
  schema: z.object({ eventId: z.uuid() }),
  maxAttempts: 10,
};

export interface Webhook {
  hook: TelephonyHook;
  /** The full public URL the provider called, query included: what the signature covers. */
  url: string;
  query: HookQuery;
  params: Record<string, string>;
  signature: string | undefined;
}

/** A hash of everything the provider sent: a retry of the same delivery has the same one. */
function dedupeKey(webhook: Webhook): string {
  const sorted = (record: object) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([webhook.hook, sorted(webhook.query), sorted(webhook.params)]))
    .digest('hex');
}

function voiceTexts(clinic: string): VoiceTexts {
  const t = translator(DEFAULT_LOCALE);
  return {
    locale: DEFAULT_LOCALE,
    greeting: t('calls:voice.greeting', { clinic }),
    recorded: t('calls:voice.recorded'),
    notRecorded: t('calls:voice.notRecorded'),
    voicemail: t('calls:voice.voicemail'),
    callBack: t('calls:voice.callBack'),
  };
}

/** A call to an organization's number: whom it rings, whether it is recorded, what the caller hears. */
async function incomingCall(
  app: AppContext,
  e164: string | undefined,
): Promise<{ call: IncomingCall; texts: VoiceTexts } | null> {
  const number = e164 ? await routeNumber(app.database.db, e164) : undefined;
  const organizationId = number?.organizationId;
  if (!number || !organizationId) return null;
  const organization = await withTenant(app.database.db, { organizationId, userId: null }, (tx) =>
    organizationsRepo.findById(tx, organizationId),
  );
  if (!organization) return null;
  return {
    call: {
      number: number.e164,
      forwardTo: number.forwardTo,
      recordConversations: organization.recordCalls,
    },
    texts: voiceTexts(organization.name),
  };
}

/**
 * A provider's webhook: checked, stored once, and answered at once with the TwiML the provider
 * needs; what it says about the call is applied by the `telephony.event` job. Deliveries come at
 * least once and in any order; storing the event and enqueueing its job in one transaction means
 * an event acknowledged is never lost, even if the process dies before the job runs.
 */
export async function receiveWebhook(app: AppContext, webhook: Webhook): Promise<string> {
  if (!app.telephony.verifySignature(webhook.url, webhook.params, webhook.signature)) {
    throw new AppError('INVALID_SIGNATURE', 403);
  }
  const db = app.database.db;
  await db.transaction(async (tx) => {
    const stored = await callsRepo.insertEvent(tx, {
      provider: app.telephony.kind,
      hook: webhook.hook,
      dedupeKey: dedupeKey(webhook),
      params: webhook.params,
      query: Object.fromEntries(Object.entries(webhook.query).filter(([, v]) => typeof v === 'string')),
    });
    if (stored) await app.jobs.enqueue(telephonyEventJob, { eventId: stored.id }, { executor: tx });
  });
  return twimlFor(app, webhook);
}

async function twimlFor(app: AppContext, { hook, query, params }: Webhook): Promise<string> {
  const base = hooksBase(app.config);
  switch (hook) {
    case 'voice': {
      const ownLine = ownLineOf(app, params.To);
      if (ownLine) return ownLine.answer(base, params.To!, params.From);
      const incoming = await incomingCall(app, params.To);
      return incoming ? incomingCallTwiml(base, incoming.call, incoming.texts) : rejectTwiml();
    }
    case 'gather': {
      const incoming = await incomingCall(app, query.number);
      return incoming
        ? keyPressedTwiml(base, incoming.call, params.Digits ?? '', incoming.texts)
        : rejectTwiml();
    }
    case 'dial': {
      const incoming = await incomingCall(app, query.number ?? params.To);
      const texts = incoming?.texts ?? voiceTexts('');
      return dialEndedTwiml(base, query.number ?? params.To ?? '', params, query, texts);
    }
    case 'connect':
      return query.number && query.callee ? callbackTwiml(query.number, query.callee) : rejectTwiml();
    default:
      return EMPTY_TWIML;
  }
}
