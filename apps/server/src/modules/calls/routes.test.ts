import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityPage,
  CallAnalytics,
  CallDetail,
  CallList,
  CallsToHandle,
  CallSummary,
  PatientInput,
  SimulateCallInput,
} from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { deliver, forwardCallsTo, scenario, settle, simulatedCall, simulatorOf } from '../../../test/calls';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { patientInput } from '../../../test/factories';
import { send } from '../../../test/http';
import { calls, jobs, phoneNumbers, telephonyEvents } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { callsRepo } from './repo';
import { numberFor, routeNumber } from './numbers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The organization's calls as stored (not through the API). */
const storedCalls = (organizationId: string) =>
  withTenant(t.ctx.database.db, { organizationId, userId: null }, (tx) => tx.select().from(calls));

describe('telephony webhooks', () => {
  it('refuse a delivery without a valid signature, and store nothing', async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const [ringing] = simulatorOf(t).script(scenario(number.e164));
    const before = (await t.ctx.database.db.select().from(telephonyEvents)).length;
    expect((await deliver(t, ringing!, null)).status).toBe(403);
    expect((await deliver(t, ringing!, 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403);
    // Signed for another URL (a parameter changed after signing): refused too.
    expect(
      (await deliver(t, { ...ringing!, params: { ...ringing!.params, From: '+390000000000' } })).status,
    ).toBe(403);
    const problem = (await (await deliver(t, ringing!, null)).json()) as { code: string };
    expect(problem.code).toBe('INVALID_SIGNATURE');
    expect((await t.ctx.database.db.select().from(telephonyEvents)).length).toBe(before);
  });

  it('answer a call with the clinic named and the voicemail, which says the message is recorded, transcribed and analysed, when nobody is forwarded to', async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const [ringing] = simulatorOf(t).script(scenario(number.e164));
    const res = await deliver(t, ringing!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/xml');
    const twiml = await res.text();
    expect(twiml).toContain('<Say language="it-IT">Ha chiamato Studio Medico Test.</Say>');
    expect(twiml).toContain('sarà registrato, trascritto e analizzato automaticamente.');
    expect(twiml).toMatch(
      /<Record [^>]*recordingStatusCallback="[^"]*\/api\/v1\/telephony\/recording\?number=[^"]*kind=voicemail/,
    );
  });

  it('forward to the professional unrecorded by default, and recorded once the owner turns recording on', async () => {
    const owner = await clinicOwner(t);
    const number = await forwardCallsTo(t, owner.organizationId, '+393339998877');
    const ring = async () => (await deliver(t, simulatorOf(t).script(scenario(number.e164))[0]!)).text();
    const unrecorded = await ring();
    expect(unrecorded).toContain('Ha chiamato Studio Medico Test. La chiamata non sarà registrata.');
    expect(unrecorded).toMatch(/<Dial [^>]*>.*<Number [^>]*>\+393339998877<\/Number><\/Dial>/);
    expect(unrecorded).not.toContain('record=');
    await callAs(t, owner, 'PUT', '/api/v1/calls/recording-settings', {
      recordConversations: true,
      recordingRetentionDays: 30,
      transcriptRetentionDays: 90,
      staffAgreementConfirmed: true,
    });
    expect(await ring()).toMatch(
      /<Dial [^>]*record="record-from-answer-dual"[^>]*>.*<Number [^>]*>\+393339998877<\/Number><\/Dial>/,
    );
  });

  it('a delivery repeated 5 times is stored and applied once', async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const script = simulatorOf(t).script(scenario(number.e164));
    for (const delivery of script) {
      for (let i = 0; i < 5; i++) expect((await deliver(t, delivery)).status).toBe(200);
    }
    const callSid = script[0]!.params.CallSid!;
    const events = await t.ctx.database.db
      .select()
      .from(telephonyEvents)
      .where(sql`params->>'CallSid' = ${callSid}`);
    expect(events).toHaveLength(script.length);
    await settle(t);
    const stored = await storedCalls(owner.organizationId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'voicemail', recordingKind: 'voicemail', durationSeconds: 40 });
  });

  it('events in any order give the same call', async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const endsAt = new Date('2026-11-20T10:00:00Z');
    const orders = [
      (s: number[]) => s,
      (s: number[]) => [...s].reverse(),
      (s: number[]) => [s[3]!, s[0]!, s[2]!, s[1]!],
      (s: number[]) => [s[2]!, s[3]!, s[1]!, s[0]!],
    ];
    const results = [];
    for (const order of orders) {
      const script = simulatorOf(t).script(scenario(number.e164, { endsAt }));
      expect(script).toHaveLength(4);
      for (const index of order([0, 1, 2, 3])) {
        await deliver(t, script[index]!);
        await settle(t); // each applied before the next arrives: the worst case for ordering
      }
      const row = (await storedCalls(owner.organizationId)).find(
        (c) => c.providerCallId === script[0]!.params.CallSid,
      );
      results.push(row!);
    }
    for (const row of results) {
      expect(row).toMatchObject({
        status: 'voicemail',
        caller: '+393471112233',
        startedAt: new Date(endsAt.getTime() - 40_000),
        endedAt: endsAt,
        answeredAt: null,
        durationSeconds: 40,
        recordingKind: 'voicemail',
        transcriptionState: 'done',
        triageState: 'done',
      });
      expect(row.recordingKey).toMatch(
        new RegExp(`^org/${owner.organizationId}/calls/${row.id}/voicemail\\.wav$`),
      );
    }
  });

  it("applied together in Twilio's usual order (the call's end before its voicemail), the voicemail's transcript is what is triaged", async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    for (let round = 0; round < 3; round++) {
      const [voice, dial, recording, status] = simulatorOf(t).script(scenario(number.e164));
      for (const delivery of [voice!, dial!, status!, recording!]) await deliver(t, delivery);
      await settle(t); // the events' jobs run side by side, then the work they make due
      const row = (await storedCalls(owner.organizationId)).find(
        (c) => c.providerCallId === voice!.params.CallSid,
      )!;
      expect(row).toMatchObject({
        status: 'voicemail',
        transcriptionState: 'done',
        triageState: 'done',
        category: 'appointment_booking',
      });
    }
  });

  it("a missed call's triage finishing after the voicemail's does not overwrite it", async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const local = t.ctx.triage;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The triage of the call seen missed (no transcript yet) is held until the voicemail's is done.
    t.ctx.triage = {
      kind: 'local',
      triage: async (input) => {
        if (input.transcript === '') await gate;
        return local.triage(input);
      },
    };
    try {
      const [voice, dial, recording, status] = simulatorOf(t).script(scenario(number.e164));
      for (const delivery of [voice!, dial!, status!]) await deliver(t, delivery);
      const missedTriage = settle(t); // stops at the held triage
      await new Promise((resolve) => setTimeout(resolve, 200));
      await deliver(t, recording!);
      await settle(t); // recording, transcript, and the voicemail's triage
      release();
      await missedTriage;
      const row = (await storedCalls(owner.organizationId)).find(
        (c) => c.providerCallId === voice!.params.CallSid,
      )!;
      expect(row).toMatchObject({
        status: 'voicemail',
        triageState: 'done',
        category: 'appointment_booking',
      });
    } finally {
      t.ctx.triage = local;
      release();
    }
  });

  it('refuses a delivery whose URL was changed after signing (another hook, another query)', async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const recording = simulatorOf(t).script(scenario(number.e164))[2]!;
    expect(recording.hook).toBe('recording');
    const moved = { ...recording, url: recording.url.replace('kind=voicemail', 'kind=recording') };
    expect((await deliver(t, moved)).status).toBe(403);
    const elsewhere = { ...recording, url: recording.url.replace('/recording?', '/status?') };
    expect((await deliver(t, elsewhere)).status).toBe(403);
    expect((await deliver(t, recording)).status).toBe(200);
  });

  it('nothing is lost when the process dies between receiving an event and applying it', async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const script = simulatorOf(t).script(scenario(number.e164));
    for (const delivery of script) await deliver(t, delivery);
    // A process claimed the events' jobs and died before finishing them.
    const eventIds = (
      await t.ctx.database.db
        .select()
        .from(telephonyEvents)
        .where(sql`params->>'CallSid' = ${script[0]!.params.CallSid}`)
    ).map((e) => e.id);
    await t.ctx.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: sql`now() - interval '1 hour'` })
      .where(sql`${jobs.queue} = 'telephony.event' and ${jobs.payload}->>'eventId' in ${eventIds}`);
    expect(await storedCalls(owner.organizationId)).toHaveLength(0);
    // Another process (the queue's next poll) takes the abandoned jobs back and applies them.
    await settle(t);
    const stored = await storedCalls(owner.organizationId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'voicemail', transcriptionState: 'done' });
  });

  it("keeps no caller's words in the event log once applied, and forgets events after a month", async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const db = t.ctx.database.db;
    const [old] = await db
      .insert(telephonyEvents)
      .values({
        provider: 'simulator',
        hook: 'status',
        dedupeKey: `old-${number.id}`,
        params: {},
        processedAt: new Date(Date.now() - 31 * 86_400_000),
      })
      .returning();
    const script = simulatorOf(t).script(scenario(number.e164));
    for (const delivery of script) await deliver(t, delivery);
    await settle(t);
    const events = await db
      .select()
      .from(telephonyEvents)
      .where(sql`params->>'CallSid' = ${script[0]!.params.CallSid}`);
    expect(events.every((e) => e.processedAt && !('StudioloTranscript' in e.params))).toBe(true);
    expect(await db.select().from(telephonyEvents).where(eq(telephonyEvents.id, old!.id))).toEqual([]);
    // The words are the call's: its transcript.
    const [stored] = await storedCalls(owner.organizationId);
    expect(stored!.transcript).toContain('prenotare una visita');
  });

  it('an event for a number nobody owns is kept and marked, not applied', async () => {
    const script = simulatorOf(t).script(scenario('+390200000999'));
    expect((await deliver(t, script[0]!)).status).toBe(200);
    await settle(t);
    const [event] = await t.ctx.database.db
      .select()
      .from(telephonyEvents)
      .where(sql`params->>'CallSid' = ${script[0]!.params.CallSid}`);
    expect(event).toMatchObject({ outcome: 'unknown number' });
    expect(event!.processedAt).not.toBeNull();
  });
});

describe('a simulated voicemail', () => {
  it('is listed, recorded, transcribed and triaged', async () => {
    const owner = await clinicOwner(t, 'Studio Legale Rossi');
    const transcript =
      'Buongiorno, sono Luca Neri. Ho un forte dolore al petto da stamattina, mi richiami subito per favore.';
    const call = await simulatedCall(t, owner, { transcript, durationSeconds: 45 });
    expect(call).toMatchObject({
      direction: 'inbound',
      status: 'voicemail',
      caller: { number: '+393331234567', patientId: null, name: null },
      durationSeconds: 45,
      recordingKind: 'voicemail',
      requestStatus: 'pending',
      recording: { kind: 'voicemail', contentType: 'audio/wav' },
      transcription: { state: 'done', text: expect.stringContaining('dolore al petto') },
      triage: { state: 'done', result: { priority: 'high', category: 'urgent_clinical' } },
    });
    expect(call.transcription.confidence).toBeGreaterThan(0.5);
    expect(call.transcription.segments.length).toBeGreaterThan(0);
    const list = await callAs<CallList>(t, owner, 'GET', '/api/v1/calls?tab=completed');
    expect(list.calls.map((c) => c.id)).toEqual([call.id]);
    expect(list.calls[0]).toMatchObject({ priority: 'high', category: 'urgent_clinical' });
    // Studiolo's answering took the message (SPEC §3 Call.agent); the list has no transcript unless asked.
    expect(call.agent).toEqual({ kind: 'assistant' });
    expect(list.calls[0]).not.toHaveProperty('transcript');
    const withTranscripts = await callAs<CallList>(
      t,
      owner,
      'GET',
      '/api/v1/calls?tab=completed&includeTranscripts=true',
    );
    expect(withTranscripts.calls[0]).toMatchObject({ agent: { kind: 'assistant' }, transcript });
    await callAs(t, owner, 'GET', '/api/v1/calls?includeTranscripts=maybe', undefined, 400);
    expect((await callAs<CallList>(t, owner, 'GET', '/api/v1/calls?tab=active')).calls).toEqual([]);
  });

  it('names the caller when a patient has that mobile number', async () => {
    const owner = await clinicOwner(t);
    await withTenant(t.ctx.database.db, { organizationId: owner.organizationId, userId: null }, (tx) =>
      tx.execute(sql`insert into patients (organization_id, first_name, last_name, mobile, city, address)
        values (${owner.organizationId}, 'Giulia', 'Ferri', '+393331234567', 'Milano', 'Via Roma 1')`),
    );
    const call = await simulatedCall(t, owner);
    expect(call.caller).toMatchObject({ number: '+393331234567', name: 'Giulia Ferri' });
    expect(call.caller.patientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the recording to members, in ranges, and logs the listen', async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner, { transcript: 'Buongiorno, vorrei un appuntamento.' });
    const res = await send(t, 'GET', `/api/v1/calls/${call.id}/recording`, undefined, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(body.subarray(0, 4))).toBe('RIFF');
    const part = await send(t, 'GET', `/api/v1/calls/${call.id}/recording`, undefined, {
      cookie: owner.cookie,
      range: 'bytes=0-99',
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${body.byteLength}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const download = await send(t, 'GET', `/api/v1/calls/${call.id}/recording?download=true`, undefined, {
      cookie: owner.cookie,
    });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="voicemail-/);
    const activity = await callAs<ActivityPage>(t, owner, 'GET', '/api/v1/activity');
    // One listen, however many parts the player asks for and the download after it.
    expect(activity.items.filter((e) => e.action === 'call.recording_played')).toHaveLength(1);
    // Reading the transcript is access to health data too, logged once however often the page refreshes.
    await callAs(t, owner, 'GET', `/api/v1/calls/${call.id}`);
    await callAs(t, owner, 'GET', `/api/v1/calls/${call.id}`);
    const after = await callAs<ActivityPage>(t, owner, 'GET', '/api/v1/activity');
    expect(after.items.filter((e) => e.action === 'call.transcript_read')).toHaveLength(1);
    // The provider no longer holds it: health data is kept only in our storage.
    const stored = (await storedCalls(owner.organizationId))[0]!;
    await expect(
      t.ctx.telephony.fetchRecording({
        providerRecordingId: stored.recordingProviderId!,
        url: stored.recordingUrl!,
      }),
    ).rejects.toThrow(/deleted/);
  });

  it('a missed call without a message is triaged with a call-back suggestion', async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner, { outcome: 'missed', durationSeconds: 15 });
    expect(call).toMatchObject({ status: 'missed', recording: null, transcription: { state: 'none' } });
    expect(call.triage.state).toBe('done');
    expect(call.triage.result?.suggestedAction).toBe('call_back');
  });
});

describe('handling a call', () => {
  it('moves the request through Working On to Completed with who and when', async () => {
    const owner = await clinicOwner(t, 'Studio', 'Dottoressa Bianchi');
    const call = await simulatedCall(t, owner);
    const path = `/api/v1/calls/${call.id}/request-status`;
    await callAs(t, owner, 'PUT', path, { status: 'working_on' });
    const done = await callAs<CallDetail>(t, owner, 'PUT', path, { status: 'completed' });
    expect(done.requestStatus).toBe('completed');
    expect(done.requestHistory.map((h) => [h.status, h.changedBy?.name])).toEqual([
      ['working_on', 'Dottoressa Bianchi'],
      ['completed', 'Dottoressa Bianchi'],
    ]);
    await callAs(t, owner, 'PUT', path, { status: 'done' }, 400);
    await callAs(t, owner, 'PUT', path, {}, 400);
  });

  it('keeps comments and tags', async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner);
    await callAs(t, owner, 'POST', `/api/v1/calls/${call.id}/comments`, {
      body: 'Richiamata alle 11, segreteria.',
    });
    const tagged = await callAs<CallDetail>(t, owner, 'PUT', `/api/v1/calls/${call.id}/tags`, {
      tags: ['urgente', ' urgente ', 'nuovo paziente'],
    });
    expect(tagged.tags).toEqual(['urgente', 'nuovo paziente']);
    expect(tagged.comments.map((c) => c.body)).toEqual(['Richiamata alle 11, segreteria.']);
    await callAs(t, owner, 'POST', `/api/v1/calls/${call.id}/comments`, { body: '' }, 400);
  });

  it('records a WhatsApp reply and a call-back from the phone; the provider needs a phone to ring', async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner);
    await callAs(t, owner, 'POST', `/api/v1/calls/${call.id}/replies`, {
      channel: 'whatsapp',
      message: 'Gentile cliente, la richiameremo domani mattina.',
    });
    const calledBack = await callAs<CallDetail>(t, owner, 'POST', `/api/v1/calls/${call.id}/replies`, {
      channel: 'call_back',
    });
    // A tel: link may not have been dialled: recorded as a reply, the call's status is unchanged.
    expect(calledBack.status).toBe('voicemail');
    expect(calledBack.canCallBack).toBe(false); // no phone to ring first
    expect(calledBack.replies.map((r) => [r.channel, r.via, r.message])).toEqual([
      ['whatsapp', 'link', 'Gentile cliente, la richiameremo domani mattina.'],
      ['call_back', 'link', null],
    ]);
    const refused = await send(
      t,
      'POST',
      `/api/v1/calls/${call.id}/replies`,
      { channel: 'call_back', viaProvider: true },
      { cookie: owner.cookie },
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('CALLBACK_FAILED');
  });

  it('places a call-back through the provider, which rings the professional then the caller', async () => {
    const owner = await clinicOwner(t, 'Studio Medico Test', 'Laura Conti');
    const number = await forwardCallsTo(t, owner.organizationId, '+393339998877');
    const call = await simulatedCall(t, owner, { outcome: 'answered' });
    expect(call.canCallBack).toBe(true);
    const replied = await callAs<CallDetail>(t, owner, 'POST', `/api/v1/calls/${call.id}/replies`, {
      channel: 'call_back',
      viaProvider: true,
    });
    expect(replied.replies[0]).toMatchObject({ channel: 'call_back', via: 'provider' });
    expect(replied.status).toBe('called_back');
    // The simulator reports the outbound call like the network: it appears as an outbound call.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle(t);
    const stored = await storedCalls(owner.organizationId);
    const outbound = stored.find((c) => c.direction === 'outbound');
    expect(outbound).toMatchObject({ caller: '+393331234567', number: number.e164, status: 'in_progress' });
    // Who took each call: the professional's mobile answered it, the member called back.
    const list = await callAs<CallList>(t, owner, 'GET', '/api/v1/calls');
    expect(list.calls.find((c) => c.id === call.id)!.agent).toEqual({
      kind: 'mobile',
      number: '+393339998877',
    });
    expect(list.calls.find((c) => c.direction === 'outbound')!.agent).toEqual({
      kind: 'member',
      name: 'Laura Conti',
    });
  });
});

describe('isolation and roles', () => {
  it("another organization's call, recording and actions answer 404", async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'GET', `/api/v1/calls/${call.id}`, undefined, 404);
    await callAs(t, stranger, 'GET', `/api/v1/calls/${call.id}/recording`, undefined, 404);
    await callAs(t, stranger, 'PUT', `/api/v1/calls/${call.id}/request-status`, { status: 'completed' }, 404);
    await callAs(t, stranger, 'POST', `/api/v1/calls/${call.id}/comments`, { body: 'x' }, 404);
    await callAs(t, stranger, 'POST', `/api/v1/calls/${call.id}/replies`, { channel: 'call_back' }, 404);
    await callAs(t, stranger, 'PUT', `/api/v1/calls/${call.id}/tags`, { tags: ['x'] }, 404);
    const figures = await callAs<CallAnalytics>(t, stranger, 'GET', '/api/v1/calls/analytics?range=90');
    expect(figures.totalCalls).toBe(0);
    expect((await callAs<CallList>(t, stranger, 'GET', '/api/v1/calls')).calls).toEqual([]);
    const owned = await withTenant(
      t.ctx.database.db,
      { organizationId: owner.organizationId, userId: null },
      (tx) => callsRepo.find(tx, call.id),
    );
    expect(owned?.requestStatus).toBe('pending');
  });

  it("an organization's number is seen by it alone; a webhook's lookup reads only the number it names", async () => {
    const owner = await clinicOwner(t);
    const mine = (await numberFor(t.ctx, owner.organizationId))!;
    const stranger = await clinicOwner(t, 'Altro Studio');
    const theirs = (await numberFor(t.ctx, stranger.organizationId))!;
    expect(theirs.e164).not.toBe(mine.e164);
    const seen = await withTenant(
      t.ctx.database.db,
      { organizationId: stranger.organizationId, userId: null },
      (tx) => tx.select().from(phoneNumbers),
    );
    expect(seen.map((n) => n.e164)).toContain(theirs.e164);
    expect(seen.map((n) => n.e164)).not.toContain(mine.e164);
    expect((await routeNumber(t.ctx.database.db, mine.e164))?.organizationId).toBe(owner.organizationId);
  });

  it('every member handles calls; only owners and admins simulate them', async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner);
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    await callAs(t, secretary, 'GET', `/api/v1/calls/${call.id}`);
    await callAs(t, secretary, 'PUT', `/api/v1/calls/${call.id}/request-status`, { status: 'working_on' });
    await callAs(t, secretary, 'POST', '/api/v1/calls/simulate', { caller: '+393331234567' }, 403);
    const admin = await colleague(t, owner.organizationId, 'admin');
    await callAs(t, admin, 'POST', '/api/v1/calls/simulate', { caller: '+393331234567' }, 201);
  });

  it('refuses the signed-out and bad input', async () => {
    expect((await send(t, 'GET', '/api/v1/calls')).status).toBe(401);
    const owner = await clinicOwner(t);
    await callAs(t, owner, 'GET', '/api/v1/calls?days=0', undefined, 400);
    await callAs(t, owner, 'GET', '/api/v1/calls?until=2026-13-01', undefined, 400);
    await callAs(t, owner, 'POST', '/api/v1/calls/simulate', { caller: 'not a phone' }, 400);
    await callAs(t, owner, 'GET', '/api/v1/calls/not-a-uuid', undefined, 400);
  });
});

describe('list windows and analytics', () => {
  it('lists by whole days, newest first, and says when older calls exist', async () => {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    for (const n of [0, 1, 5]) {
      for (const delivery of simulatorOf(t).script(
        scenario(number.e164, { endsAt: daysAgo(n), outcome: 'missed' }),
      )) {
        await deliver(t, delivery);
      }
    }
    await settle(t);
    const three = await callAs<CallList>(t, owner, 'GET', '/api/v1/calls?days=3');
    expect(three.calls).toHaveLength(2);
    expect(three.hasMore).toBe(true);
    expect(new Date(three.calls[0]!.startedAt) > new Date(three.calls[1]!.startedAt)).toBe(true);
    const six = await callAs<CallList>(t, owner, 'GET', '/api/v1/calls?days=6');
    expect(six.calls).toHaveLength(3);
    expect(six.hasMore).toBe(false);
    const analytics = await callAs<CallAnalytics>(t, owner, 'GET', '/api/v1/calls/analytics?range=7');
    expect(analytics.totalCalls).toBe(3);
    expect(analytics.byType).toEqual({ inbound: 0, outbound: 0, missed: 3, voicemail: 0 });
    expect(analytics.daily).toHaveLength(7);
    expect(analytics.daily.reduce((sum, d) => sum + d.calls, 0)).toBe(3);
    expect(analytics.peakHours.reduce((sum, p) => sum + p.calls, 0)).toBe(3);
    await callAs(t, owner, 'GET', '/api/v1/calls/analytics?range=14', undefined, 400);
  });

  it('averages the length of answered calls only, and counts a voicemail apart from the missed calls', async () => {
    const owner = await clinicOwner(t);
    await forwardCallsTo(t, owner.organizationId, '+393339998877');
    await simulatedCall(t, owner, { outcome: 'answered', durationSeconds: 60 });
    await simulatedCall(t, owner, { outcome: 'answered', durationSeconds: 120 });
    await simulatedCall(t, owner, { outcome: 'missed', durationSeconds: 10 });
    await simulatedCall(t, owner, { outcome: 'voicemail', durationSeconds: 30 });
    const analytics = await callAs<CallAnalytics>(t, owner, 'GET', '/api/v1/calls/analytics?range=30');
    expect(analytics).toMatchObject({ totalCalls: 4, averageDurationSeconds: 90, thisWeek: 4 });
    expect(analytics.byType).toEqual({ inbound: 2, outbound: 0, missed: 1, voicemail: 1 });
  });
});

describe("'Da gestire'", () => {
  it('lists the open requests, urgent first then the longest waiting, with their count', async () => {
    const owner = await clinicOwner(t);
    await forwardCallsTo(t, owner.organizationId, '+393339998877');
    // By its caller: the newest call simulatedCall reads may be another (a voicemail starts earlier).
    const call = async (caller: string, input: Partial<SimulateCallInput> = {}) => {
      await simulatedCall(t, owner, { caller, ...input });
      const list = await callAs<CallList>(t, owner, 'GET', '/api/v1/calls?days=1');
      return list.calls.find((c) => c.caller.number === caller)!;
    };
    const booking = await call('+393331110001', {
      transcript: 'Buongiorno, vorrei prenotare una visita di controllo la settimana prossima. Grazie.',
    });
    const missed = await call('+393331110002', { outcome: 'missed' });
    await call('+393331110003', { outcome: 'answered' });
    const done = await call('+393331110004', { transcript: 'Volevo sapere gli orari.' });
    await callAs(t, owner, 'PUT', `/api/v1/calls/${done.id}/request-status`, { status: 'completed' });
    const followUp = await call('+393331110005', { outcome: 'answered' });
    await callAs(t, owner, 'PUT', `/api/v1/calls/${followUp.id}/request-status`, { status: 'working_on' });
    const urgent = await call('+393331110006', {
      transcript: 'Mio padre ha un forte dolore al petto e non respira bene!',
    });
    expect(urgent.priority).toBe('high');

    const toHandle = await callAs<CallsToHandle>(t, owner, 'GET', '/api/v1/calls/to-handle');
    const seen = toHandle.calls.map((c) => `${c.caller.number} ${c.status} ${c.requestStatus} ${c.priority}`);
    const rank = (c: CallSummary) => (c.priority === 'high' ? 0 : c.priority === 'low' ? 2 : 1);
    const expected = [booking, missed, followUp, urgent]
      .sort((a, b) => rank(a) - rank(b) || a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id))
      .map((c) => c.id);
    expect(expected[0]).toBe(urgent.id);
    expect(
      toHandle.calls.map((c) => c.id),
      seen.join('; '),
    ).toEqual(expected);
    expect(toHandle.total).toBe(4);
    expect(await callAs(t, owner, 'GET', '/api/v1/calls/to-handle/count')).toEqual({ total: 4 });

    // Handled, a request leaves the list and the count.
    await callAs(t, owner, 'PUT', `/api/v1/calls/${urgent.id}/request-status`, { status: 'completed' });
    expect(await callAs(t, owner, 'GET', '/api/v1/calls/to-handle/count')).toEqual({ total: 3 });

    // Every member answers the phone; another organization sees none of them; signed out, 401.
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect((await callAs<CallsToHandle>(t, secretary, 'GET', '/api/v1/calls/to-handle')).total).toBe(3);
    const other = await clinicOwner(t);
    expect(await callAs(t, other, 'GET', '/api/v1/calls/to-handle')).toEqual({ calls: [], total: 0 });
    expect(await callAs(t, other, 'GET', '/api/v1/calls/to-handle/count')).toEqual({ total: 0 });
    expect((await send(t, 'GET', '/api/v1/calls/to-handle')).status).toBe(401);
    expect((await send(t, 'GET', '/api/v1/calls/to-handle/count')).status).toBe(401);
  });
});

describe('who called, by phone', () => {
  it('shows every patient of a shared number, the adult (the guardian) first, and addresses no one when unsure', async () => {
    const owner = await clinicOwner(t);
    const create = async (input: Partial<PatientInput>) =>
      (await callAs<{ id: string }>(t, owner, 'POST', '/api/v1/patients', patientInput(input), 201)).id;
    const mother = await create({
      firstName: 'Maria',
      lastName: 'Bruni',
      mobile: '+393401112233',
      birthDate: '1985-03-02',
    });
    const child = await create({
      firstName: 'Luca',
      lastName: 'Bruni',
      mobile: '+393401112233',
      birthDate: '2016-05-10',
      guardians: [{ relationship: 'parent', patientId: mother }],
    });
    // A child with no phone of their own, whose guardian (not a patient) has this number.
    const sister = await create({
      firstName: 'Anna',
      lastName: 'Bruni',
      mobile: null,
      birthDate: '2019-01-20',
      guardians: [{ relationship: 'parent', firstName: 'Paolo', lastName: 'Bruni', phone: '+393405556677' }],
    });

    const shared = await simulatedCall(t, owner, {
      caller: '+393401112233',
      transcript: 'Buongiorno, vorrei prenotare una visita per mio figlio. Grazie.',
    });
    expect(shared.caller).toEqual({
      number: '+393401112233',
      patientId: mother,
      name: 'Maria Bruni',
      patients: [
        { id: mother, name: 'Maria Bruni', minor: false },
        { id: child, name: 'Luca Bruni', minor: true },
      ],
    });
    // The one adult of the number: the reply is addressed to her.
    expect(shared.triage.result?.draftReply).toContain('Maria Bruni');

    const father = await simulatedCall(t, owner, { caller: '+393405556677' });
    expect(father.caller.patients).toEqual([{ id: sister, name: 'Anna Bruni', minor: true }]);

    // Two adults share a number: both shown, and the draft names neither.
    await create({ firstName: 'Carlo', lastName: 'Verdi', mobile: '+393478887766', birthDate: '1970-01-01' });
    await create({ firstName: 'Elena', lastName: 'Verdi', mobile: '+393478887766', birthDate: '1972-01-01' });
    const couple = await simulatedCall(t, owner, {
      caller: '+393478887766',
      transcript: 'Buongiorno, vorrei prenotare una visita. Grazie.',
    });
    expect(couple.caller.patients.map((p) => p.name).sort()).toEqual(['Carlo Verdi', 'Elena Verdi']);
    expect(couple.triage.result?.draftReply ?? '').not.toMatch(/Carlo|Elena/);

    // Another organization's patients never match.
    const other = await clinicOwner(t);
    const elsewhere = await simulatedCall(t, other, { caller: '+393401112233' });
    expect(elsewhere.caller).toMatchObject({ patientId: null, name: null, patients: [] });
  });
});
