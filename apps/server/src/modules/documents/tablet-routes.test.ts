import type {
  SigningDocument,
  SigningDocumentDetail,
  TabletDocumentForSigning,
  TabletDocumentList,
} from '@studiolo/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, signingDocuments } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs } from '../../../test/clinic';
import { SIGNATURE_PNG, signingClinic } from '../../../test/documents';
import { send } from '../../../test/http';
import { tabletBearer } from '../../../test/tablets';
import { blankSignaturePng, encodePng } from '../../../test/signing';
import { sweepDocuments } from './sealing-jobs';

const BLANK_PNG = blankSignaturePng().toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const code = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { code: string; detail: string } & Record<string, unknown>;
};

describe('the tablet signing documents', () => {
  it("lists what waits for it with only the patient's first name and initial, opens, signs and forgets it", async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument({ tabletId: clinic.tabletId });
    const list = (await (
      await clinic.tablet('GET', '/api/v1/tablet/documents')
    ).json()) as TabletDocumentList;
    expect(list.documents).toEqual([
      {
        id: sent.id,
        type: 'privacy_consent',
        language: 'it',
        title: sent.title,
        patientLabel: `${clinic.patient.firstName} ${clinic.patient.lastName[0]}.`,
        status: 'sent',
        sentAt: sent.sentAt,
        expiresAt: sent.expiresAt,
        openedAt: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain('RSSMRA80A01H501U');

    const opened = (await (
      await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/open`)
    ).json()) as TabletDocumentForSigning;
    expect(opened.body).toContain('RSSMRA80A01H501U');
    expect(opened.signers).toEqual([
      {
        position: 0,
        role: 'patient',
        name: `${clinic.patient.firstName} ${clinic.patient.lastName}`,
        signed: false,
      },
    ]);
    const staffView = await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${sent.id}`);
    expect(staffView.openOnTablet).toBe(true);
    expect(staffView.openedAt).not.toBeNull();
    expect(
      (await clinic.tablet('PUT', `/api/v1/tablet/documents/${sent.id}/open-status`, { open: false })).status,
    ).toBe(204);
    expect(
      (await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${sent.id}`)).openOnTablet,
    ).toBe(false);

    const signed = await clinic.tablet(
      'POST',
      `/api/v1/tablet/documents/${sent.id}/sign`,
      {
        contentSha256: opened.contentSha256,
        signatures: [{ position: 0, imagePng: `data:image/png;base64,${SIGNATURE_PNG}` }],
      },
      { 'user-agent': 'Tablet sala attesa (Android)' },
    );
    expect(await signed.json()).toEqual({ status: 'signed' });
    expect(await (await clinic.tablet('GET', '/api/v1/tablet/documents')).json()).toEqual({ documents: [] });
    const reopen = await code(await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/open`), 409);
    expect(reopen).toMatchObject({
      code: 'DOCUMENT_NOT_OPENABLE',
      status: 409,
      documentStatus: 'signed',
      detail: 'Questo documento non può essere aperto per la firma',
    });

    const detail = await callAs<SigningDocumentDetail>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents/${sent.id}`,
    );
    expect(detail).toMatchObject({
      status: 'signed',
      seal: { status: 'pending', attempts: 0, lastError: null },
      pdfAvailable: false,
      audit: {
        signedTabletId: clinic.tabletId,
        signedTabletName: 'Tablet',
        userAgent: 'Tablet sala attesa (Android)',
      },
      signers: [{ role: 'patient', signatureSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }],
    });
    expect(detail.audit.signedContentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.audit.signedContentSha256).not.toBe(detail.audit.contentSha256);
    expect(detail.signedAt).not.toBeNull();
    // The sealing is queued with the signature, in the same transaction.
    const queued = await t.ctx.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.queue, 'documents.seal'), sql`${jobs.payload}->>'documentId' = ${sent.id}`));
    expect(queued).toHaveLength(1);
    // The PDF answers once sealed, not before.
    expect(
      (
        await code(
          await send(t, 'GET', `/api/v1/documents/${sent.id}/pdf`, undefined, {
            cookie: clinic.owner.cookie,
          }),
          404,
        )
      ).code,
    ).toBe('DOCUMENT_PDF_UNAVAILABLE');
    const email = await send(
      t,
      'POST',
      `/api/v1/documents/${sent.id}/email`,
      {},
      { cookie: clinic.owner.cookie },
    );
    expect((await code(email, 404)).code).toBe('DOCUMENT_PDF_UNAVAILABLE');
  });

  it('signs one signer at a time: partially signed until the last', async () => {
    const clinic = await signingClinic(t);
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { signing: { doctorCoSignsTreatment: true } });
    const sent = await clinic.sendDocument({ type: 'treatment_consent', appointmentId: clinic.visit.id });
    const opened = (await (
      await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/open`)
    ).json()) as TabletDocumentForSigning;
    const sign = (position: number) =>
      clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/sign`, {
        contentSha256: opened.contentSha256,
        signatures: [{ position, imagePng: SIGNATURE_PNG }],
      });
    expect(await (await sign(0)).json()).toEqual({ status: 'partially_signed' });
    expect(await code(await sign(0), 422)).toMatchObject({ code: 'SIGNATURE_INVALID', position: 0 });
    const list = (await (
      await clinic.tablet('GET', '/api/v1/tablet/documents')
    ).json()) as TabletDocumentList;
    expect(list.documents.map((d) => d.status)).toEqual(['partially_signed']);
    expect(await (await sign(1)).json()).toEqual({ status: 'signed' });
  });

  it('refuses a signature that is no PNG, a changed text, and what is not waiting', async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    const opened = (await (
      await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/open`)
    ).json()) as TabletDocumentForSigning;
    const sign = (body: unknown) => clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/sign`, body);
    const gif = Buffer.from('GIF89a-not-a-png-at-all-but-long-enough-to-pass-the-length-check').toString(
      'base64',
    );
    expect(
      await code(
        await sign({ contentSha256: opened.contentSha256, signatures: [{ position: 0, imagePng: gif }] }),
        422,
      ),
    ).toMatchObject({
      code: 'SIGNATURE_INVALID',
    });
    // An empty pad confirmed anyway: a PNG of the pad's size with nothing drawn, told in the tablet's language.
    const blank = { contentSha256: opened.contentSha256, signatures: [{ position: 0, imagePng: BLANK_PNG }] };
    expect(await code(await sign(blank), 422)).toMatchObject({
      code: 'SIGNATURE_BLANK',
      position: 0,
      detail: "La firma è vuota: nel riquadro non c'è alcun tratto. Firmi nel riquadro, poi confermi.",
    });
    expect(
      await code(
        await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/sign`, blank, {
          'accept-language': 'en',
        }),
        422,
      ),
    ).toMatchObject({
      code: 'SIGNATURE_BLANK',
      detail: 'The signature is blank: there is no stroke in the box. Please sign in the box, then confirm.',
    });
    // The 1 × 1 PNG with one dark pixel a review had sealed: some ink, not a signature.
    const dot = encodePng({ width: 1, height: 1, colorType: 6, pixel: () => [0, 0, 0, 255] });
    const tooShort = {
      contentSha256: opened.contentSha256,
      signatures: [{ position: 0, imagePng: dot.toString('base64') }],
    };
    expect(await code(await sign(tooShort), 422)).toMatchObject({
      code: 'SIGNATURE_TOO_SHORT',
      position: 0,
      detail: 'La firma è troppo breve: firmi per esteso nel riquadro, poi confermi.',
    });
    expect(
      await code(
        await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/sign`, tooShort, {
          'accept-language': 'en',
        }),
        422,
      ),
    ).toMatchObject({
      code: 'SIGNATURE_TOO_SHORT',
      detail: 'The signature is too short: please sign in full in the box, then confirm.',
    });
    expect(
      (await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${sent.id}`)).status,
    ).toBe('sent');
    expect((await code(await sign({ contentSha256: opened.contentSha256, signatures: [] }), 400)).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (
        await code(
          await sign({
            contentSha256: opened.contentSha256,
            signatures: [{ position: 0, imagePng: 'A'.repeat(300_000) }],
          }),
          400,
        )
      ).code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (
        await code(
          await sign({
            contentSha256: '0'.repeat(64),
            signatures: [{ position: 0, imagePng: SIGNATURE_PNG }],
          }),
          409,
        )
      ).code,
    ).toBe('DOCUMENT_CONTENT_CHANGED');
    expect(
      await code(
        await sign({
          contentSha256: opened.contentSha256,
          signatures: [{ position: 3, imagePng: SIGNATURE_PNG }],
        }),
        422,
      ),
    ).toMatchObject({
      code: 'SIGNATURE_INVALID',
      position: 3,
    });
    await callAs(t, clinic.owner, 'POST', `/api/v1/documents/${sent.id}/revoke`);
    expect(
      await code(
        await sign({
          contentSha256: opened.contentSha256,
          signatures: [{ position: 0, imagePng: SIGNATURE_PNG }],
        }),
        409,
      ),
    ).toMatchObject({ code: 'DOCUMENT_NOT_PENDING', status: 409, documentStatus: 'revoked' });
    expect(
      await code(
        await clinic.tablet('PUT', `/api/v1/tablet/documents/${sent.id}/open-status`, { open: true }),
        409,
      ),
    ).toMatchObject({
      code: 'DOCUMENT_NOT_OPENABLE',
    });
    expect(
      (await clinic.tablet('PUT', `/api/v1/tablet/documents/${sent.id}/open-status`, { open: false })).status,
    ).toBe(204);
    expect(
      (await code(await clinic.tablet('PUT', `/api/v1/tablet/documents/${sent.id}/open-status`, {}), 400))
        .code,
    ).toBe('VALIDATION_FAILED');
  });

  it('declines with a reason, which the desk reads', async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    expect(
      (
        await code(
          await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/decline`, { reason: ' ' }),
          400,
        )
      ).code,
    ).toBe('VALIDATION_FAILED');
    const declined = await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/decline`, {
      reason: 'Voglio leggerlo a casa',
    });
    expect(declined.status).toBe(204);
    const doc = await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${sent.id}`);
    expect(doc).toMatchObject({ status: 'declined', declineReason: 'Voglio leggerlo a casa' });
    expect(
      (
        await code(
          await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/decline`, { reason: 'x' }),
          409,
        )
      ).code,
    ).toBe('DOCUMENT_NOT_PENDING');
    // Resending a declined document voids it and sends a new one.
    const again = await callAs<SigningDocument>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/documents/${sent.id}/resend`,
      {},
      201,
    );
    expect(again.status).toBe('sent');
  });

  it("shows a tablet only its organization's documents sent to it or to any tablet", async () => {
    const clinic = await signingClinic(t);
    const other = await tabletBearer(t, clinic.owner);
    const otherTablet = (method: string, path: string) =>
      send(t, method, path, undefined, { authorization: `Bearer ${other}` });
    const forFirst = await clinic.sendDocument({ tabletId: clinic.tabletId });
    const forAny = await clinic.sendDocument({ type: 'general_consent' });
    const seen = (await (await otherTablet('GET', '/api/v1/tablet/documents')).json()) as TabletDocumentList;
    expect(seen.documents.map((d) => d.id)).toEqual([forAny.id]);
    expect(
      (await code(await otherTablet('POST', `/api/v1/tablet/documents/${forFirst.id}/open`), 404)).code,
    ).toBe('DOCUMENT_NOT_FOUND');

    const stranger = await signingClinic(t);
    const strangers = (await (
      await stranger.tablet('GET', '/api/v1/tablet/documents')
    ).json()) as TabletDocumentList;
    expect(strangers.documents).toEqual([]);
    for (const [method, path, body] of [
      ['POST', `/api/v1/tablet/documents/${forAny.id}/open`, undefined],
      ['PUT', `/api/v1/tablet/documents/${forAny.id}/open-status`, { open: true }],
      ['POST', `/api/v1/tablet/documents/${forAny.id}/decline`, { reason: 'no' }],
      [
        'POST',
        `/api/v1/tablet/documents/${forAny.id}/sign`,
        { contentSha256: 'a'.repeat(64), signatures: [{ position: 0, imagePng: SIGNATURE_PNG }] },
      ],
    ] as const) {
      const res = await stranger.tablet(method, path, body, { cookie: 'user-locale=en' });
      expect(await code(res, 404)).toMatchObject({
        code: 'DOCUMENT_NOT_FOUND',
        detail: 'Document Not Found',
      });
    }
  });

  it("refuses a person's session on the tablet API and a tablet on the staff API", async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    for (const [method, path] of [
      ['GET', '/api/v1/tablet/documents'],
      ['GET', '/api/v1/tablet/documents/events'],
      ['POST', `/api/v1/tablet/documents/${sent.id}/open`],
      ['PUT', `/api/v1/tablet/documents/${sent.id}/open-status`],
      ['POST', `/api/v1/tablet/documents/${sent.id}/sign`],
      ['POST', `/api/v1/tablet/documents/${sent.id}/decline`],
    ] as const) {
      const res = await send(t, method, path, undefined, {
        cookie: `${clinic.owner.cookie}; user-locale=en`,
      });
      expect(await code(res, 403), path).toMatchObject({
        code: 'TABLET_NOT_AUTHORIZED',
        detail: 'This user is not authorized as a tablet device',
      });
    }
    expect((await code(await send(t, 'GET', '/api/v1/tablet/documents'), 401)).code).toBe('UNAUTHENTICATED');
    expect((await code(await clinic.tablet('GET', '/api/v1/documents'), 403)).code).toBe('TABLET_ONLY');
    expect(
      (
        await code(
          await clinic.tablet('POST', '/api/v1/documents', {
            patientId: clinic.patient.id,
            type: 'general_consent',
          }),
          403,
        )
      ).code,
    ).toBe('TABLET_ONLY');
  });

  it('streams the waiting documents and pushes a new one within 2 seconds', async () => {
    const clinic = await signingClinic(t);
    const controller = new AbortController();
    const res = await t.app.request('/api/v1/tablet/documents/events', {
      headers: { authorization: `Bearer ${clinic.token}` },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith('event: documents'))
            return JSON.parse(event.split('data: ')[1]!) as TabletDocumentList;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    expect(await nextEvent()).toEqual({ documents: [] });
    const sentAt = Date.now();
    const sent = await clinic.sendDocument();
    const pushed = await nextEvent();
    expect(pushed.documents.map((d) => d.id)).toEqual([sent.id]);
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});

describe('expiry', () => {
  it('answers a document past its lifetime as expired, and the sweep writes it', async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    await withTenant(t.ctx.database.db, { organizationId: clinic.owner.organizationId, userId: null }, (tx) =>
      tx
        .update(signingDocuments)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(signingDocuments.id, sent.id)),
    );
    expect(
      (await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${sent.id}`)).status,
    ).toBe('expired');
    expect(await (await clinic.tablet('GET', '/api/v1/tablet/documents')).json()).toEqual({ documents: [] });
    expect(
      (await code(await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/open`), 409)).code,
    ).toBe('DOCUMENT_NOT_OPENABLE');
    const page = await callAs<{ total: number }>(t, clinic.owner, 'GET', '/api/v1/documents?status=expired');
    expect(page.total).toBe(1);
    const swept = await sweepDocuments(t.ctx);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const [row] = await withTenant(
      t.ctx.database.db,
      { organizationId: clinic.owner.organizationId, userId: null },
      (tx) =>
        tx
          .select({ status: signingDocuments.status })
          .from(signingDocuments)
          .where(eq(signingDocuments.id, sent.id)),
    );
    expect(row!.status).toBe('expired');
    // A new one can be sent once the old one expired.
    await clinic.sendDocument();
  });
});
