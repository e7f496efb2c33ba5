import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, CallRecordingSettings } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { forwardCallsTo, settle, simulatedCall } from '../../../test/calls';
import {
  callAs,
  choosingOrganization,
  clinicOwner,
  colleague,
  type SignedInMember,
} from '../../../test/clinic';
import { send } from '../../../test/http';
import { calls, jobs } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { sweepCallRetention } from './retention';

/**
 * Call recording and retention (issue #26 point 3, docs/decisions/026): the settings and who may
 * change them, what the simulator records as the TwiML says, and the deletion of what has expired.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/v1/calls/recording-settings';
const DAY_MS = 24 * 60 * 60_000;
const settings = (overrides: Partial<CallRecordingSettings & { staffAgreementConfirmed: boolean }> = {}) => ({
  recordConversations: false,
  recordingRetentionDays: 30,
  transcriptRetentionDays: 90,
  ...overrides,
});
const turnRecordingOn = (owner: SignedInMember) =>
  callAs<CallRecordingSettings>(
    t,
    owner,
    'PUT',
    PATH,
    settings({ recordConversations: true, staffAgreementConfirmed: true }),
  );

const storedCall = async (organizationId: string, id: string) =>
  (
    await withTenant(t.ctx.database.db, { organizationId, userId: null }, (tx) =>
      tx.select().from(calls).where(eq(calls.id, id)),
    )
  )[0]!;

describe('GET and PUT /api/v1/calls/recording-settings', () => {
  it('starts with recording off; the owner turns it on only confirming the staff agreement, and it is logged', async () => {
    const owner = await clinicOwner(t);
    expect(await callAs(t, owner, 'GET', PATH)).toEqual(settings());
    const refused = await send(t, 'PUT', PATH, settings({ recordConversations: true }), {
      cookie: `${owner.cookie}; user-locale=it`,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'CALL_RECORDING_CONFIRMATION_REQUIRED',
      detail: expect.stringContaining('Ispettorato del lavoro'),
    });
    expect(await callAs(t, owner, 'GET', PATH)).toEqual(settings());
    expect(await turnRecordingOn(owner)).toEqual(settings({ recordConversations: true }));
    // Already on, changing the days asks nothing more.
    expect(
      await callAs(t, owner, 'PUT', PATH, settings({ recordConversations: true, recordingRetentionDays: 7 })),
    ).toEqual(settings({ recordConversations: true, recordingRetentionDays: 7 }));
    const activity = await callAs<ActivityPage>(t, owner, 'GET', '/api/v1/activity');
    const changes = activity.items.filter((e) => e.action === 'call.recording_settings_updated');
    expect(changes).toHaveLength(2);
    expect(changes.at(-1)!.data).toMatchObject({
      staffAgreementConfirmed: true,
      before: { recordConversations: false },
      after: { recordConversations: true },
    });
  });

  it('refuses days out of range and nonsense with 400', async () => {
    const owner = await clinicOwner(t);
    for (const body of [
      settings({ recordingRetentionDays: 0 }),
      settings({ transcriptRetentionDays: 366 }),
      settings({ recordingRetentionDays: 1.5 }),
      { recordConversations: 'yes' },
    ]) {
      const res = await send(t, 'PUT', PATH, body, { cookie: owner.cookie });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
  });

  it('lets an admin change the days and turn recording off, not on; other members only read', async () => {
    const owner = await clinicOwner(t);
    const admin = await colleague(t, owner.organizationId, 'admin');
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    const on = settings({ recordConversations: true, staffAgreementConfirmed: true });
    await callAs(t, admin, 'PUT', PATH, on, 403);
    await callAs(t, admin, 'PUT', PATH, settings({ transcriptRetentionDays: 60 }));
    await turnRecordingOn(owner);
    expect(await callAs(t, admin, 'PUT', PATH, settings({ transcriptRetentionDays: 60 }))).toEqual(
      settings({ transcriptRetentionDays: 60 }),
    );
    expect(await callAs(t, secretary, 'GET', PATH)).toEqual(settings({ transcriptRetentionDays: 60 }));
    await callAs(t, secretary, 'PUT', PATH, settings(), 403);
    expect((await send(t, 'GET', PATH)).status).toBe(401);
  });

  it("answers another organization's selection with 404 and keeps each organization's settings apart", async () => {
    const owner = await clinicOwner(t);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await turnRecordingOn(stranger);
    const foreign = choosingOrganization(stranger, owner.organizationId);
    await callAs(t, foreign, 'GET', PATH, undefined, 404);
    await callAs(t, foreign, 'PUT', PATH, settings(), 404);
    expect(await callAs(t, owner, 'GET', PATH)).toEqual(settings());
  });
});

describe('what a simulated call records, as the answers say', () => {
  it('records nothing of an answered call while recording is off, and no transcript either', async () => {
    const owner = await clinicOwner(t);
    await forwardCallsTo(t, owner.organizationId, '+393339998877');
    const call = await simulatedCall(t, owner, {
      outcome: 'answered',
      transcript: 'Ho mal di testa da giorni.',
    });
    expect(call.status).toBe('answered');
    expect(call.recording).toBeNull();
    expect(call.transcription).toMatchObject({ state: 'none', text: null });
  });

  it('records and transcribes an answered call once recording is on, unless the caller presses the key', async () => {
    const owner = await clinicOwner(t);
    await forwardCallsTo(t, owner.organizationId, '+393339998877');
    await turnRecordingOn(owner);
    const recorded = await simulatedCall(t, owner, {
      outcome: 'answered',
      transcript: 'Vorrei spostare la visita.',
    });
    expect(recorded.recording).toMatchObject({ kind: 'recording' });
    expect(recorded.transcription).toMatchObject({ state: 'done', text: 'Vorrei spostare la visita.' });
    const refused = await simulatedCall(t, owner, {
      outcome: 'answered',
      transcript: 'Vorrei spostare la visita.',
      refusesRecording: true,
    });
    expect(refused.status).toBe('answered');
    expect(refused.recording).toBeNull();
    expect(refused.transcription.text).toBeNull();
  });

  it('takes no voicemail from a caller who refused the recording: unanswered, the call is to call back', async () => {
    const owner = await clinicOwner(t);
    await forwardCallsTo(t, owner.organizationId, '+393339998877');
    await turnRecordingOn(owner);
    const call = await simulatedCall(t, owner, { outcome: 'voicemail', refusesRecording: true });
    expect(call.status).toBe('missed');
    expect(call.recording).toBeNull();
    expect(call.triage.result?.suggestedAction).toBe('call_back');
    // Recording off, an unanswered caller may still leave a message (told it is recorded).
    await callAs(t, owner, 'PUT', PATH, settings());
    const message = await simulatedCall(t, owner, {
      outcome: 'voicemail',
      transcript: 'Mi richiami, grazie.',
    });
    expect(message.recording).toMatchObject({ kind: 'voicemail' });
    expect(message.transcription.text).toBe('Mi richiami, grazie.');
  });
});

describe('the retention job', () => {
  it('deletes recordings, then transcripts, once older than their days, logging each; the next sweep is queued', async () => {
    const owner = await clinicOwner(t);
    await callAs(
      t,
      owner,
      'PUT',
      PATH,
      settings({ recordingRetentionDays: 10, transcriptRetentionDays: 20 }),
    );
    const call = await simulatedCall(t, owner, { transcript: 'Buongiorno, vorrei prenotare una visita.' });
    const stored = await storedCall(owner.organizationId, call.id);
    const key = stored.recordingKey!;
    expect(await t.ctx.storage.get(key)).not.toBeNull();
    // A sweep is queued for when the recording expires (10 days after the call).
    const due = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'calls.retention'), eq(jobs.status, 'pending')));
    const mine = due.filter(
      (job) => (job.payload as { organizationId: string }).organizationId === owner.organizationId,
    );
    expect(
      mine.map((job) => Math.round((job.runAt.getTime() - stored.startedAt.getTime()) / DAY_MS)),
    ).toEqual([10]);

    const startedAt = stored.startedAt.getTime();
    expect(await sweepCallRetention(t.ctx, owner.organizationId, new Date(startedAt + 9 * DAY_MS))).toEqual({
      recordings: 0,
      transcripts: 0,
    });
    expect(await sweepCallRetention(t.ctx, owner.organizationId, new Date(startedAt + 11 * DAY_MS))).toEqual({
      recordings: 1,
      transcripts: 0,
    });
    expect(await t.ctx.storage.get(key)).toBeNull();
    const afterRecording = await callAs<typeof call>(t, owner, 'GET', `/api/v1/calls/${call.id}`);
    expect(afterRecording.recording).toBeNull();
    expect(afterRecording.transcription.text).toBe('Buongiorno, vorrei prenotare una visita.');
    await callAs(t, owner, 'GET', `/api/v1/calls/${call.id}/recording`, undefined, 404);

    expect(await sweepCallRetention(t.ctx, owner.organizationId, new Date(startedAt + 21 * DAY_MS))).toEqual({
      recordings: 0,
      transcripts: 1,
    });
    const emptied = await storedCall(owner.organizationId, call.id);
    expect(emptied).toMatchObject({
      transcript: null,
      scriptedTranscript: null,
      summary: null,
      draftReply: null,
      triageReason: null,
      transcriptSegments: [],
    });
    expect(emptied.recordingDeletedAt).not.toBeNull();
    expect(emptied.transcriptDeletedAt).not.toBeNull();
    const activity = await callAs<ActivityPage>(t, owner, 'GET', '/api/v1/activity');
    const deletions = activity.items.filter((e) => e.entityId === call.id).map((e) => [e.action, e.data]);
    expect(deletions).toEqual(
      expect.arrayContaining([
        ['call.recording_deleted', expect.objectContaining({ retentionDays: 10 })],
        ['call.transcript_deleted', expect.objectContaining({ retentionDays: 20 })],
      ]),
    );
    // Nothing is deleted twice, nor in another organization.
    expect(await sweepCallRetention(t.ctx, owner.organizationId, new Date(startedAt + 400 * DAY_MS))).toEqual(
      {
        recordings: 0,
        transcripts: 0,
      },
    );
  });

  it('runs at once when the days are shortened, through the queue, and leaves younger calls', async () => {
    const owner = await clinicOwner(t);
    const other = await clinicOwner(t, 'Altro Studio');
    const old = await simulatedCall(t, owner, { transcript: 'Una richiesta di tre giorni fa.' });
    const kept = await simulatedCall(t, other, { transcript: 'Un altro studio.' });
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
    await withTenant(t.ctx.database.db, { organizationId: owner.organizationId, userId: null }, (tx) =>
      tx.update(calls).set({ startedAt: threeDaysAgo }).where(eq(calls.id, old.id)),
    );
    const young = await simulatedCall(t, owner, { transcript: 'Una richiesta di oggi.' });
    await callAs(t, owner, 'PUT', PATH, settings({ recordingRetentionDays: 2, transcriptRetentionDays: 2 }));
    await settle(t);
    expect(await storedCall(owner.organizationId, old.id)).toMatchObject({
      recordingKey: null,
      transcript: null,
    });
    expect((await storedCall(owner.organizationId, young.id)).transcript).toBe('Una richiesta di oggi.');
    expect((await storedCall(other.organizationId, kept.id)).transcript).toBe('Un altro studio.');
  });
});
