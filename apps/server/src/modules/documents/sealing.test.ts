import type { SigningDocument, SigningDocumentDetail } from '@studiolo/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingDocumentSigners } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { verifySealedPdf } from '../../signing';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs, colleague } from '../../../test/clinic';
import { signingClinic } from '../../../test/documents';
import { lastEmailTo } from '../../../test/email';
import { send } from '../../../test/http';
import { sweepDocuments } from './sealing-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sealed PDF of a signed document', () => {
  it('is sealed by the job queued with the signature, downloaded, and emailed to the patient', async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    await clinic.signOnTablet(sent.id);
    await t.ctx.jobs.runDue();

    const detail = await callAs<SigningDocumentDetail>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents/${sent.id}`,
    );
    expect(detail).toMatchObject({
      status: 'signed',
      pdfAvailable: true,
      seal: { status: 'sealed', attempts: 1, lastError: null },
    });
    const res = await send(t, 'GET', `/api/v1/documents/${sent.id}/pdf?download=true`, undefined, {
      cookie: clinic.owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const pdf = new Uint8Array(await res.arrayBuffer());
    const verification = verifySealedPdf(pdf);
    expect(verification).toMatchObject({ valid: true, coversWholeFile: true });
    const text = Buffer.from(pdf).toString('latin1');
    expect(text).toContain('%PDF-');
    // The signature covers the whole file but its own hole, as read from the file's /ByteRange.
    const [, ...range] = text.match(/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\s*\]/)!.map(Number);
    expect(range[0]).toBe(0);
    expect(range[2]! + range[3]!).toBe(pdf.length);
    expect(verification.byteRange).toEqual(range);
    // The audit page, the last, names both digests the API answers.
    const audit = (await extractText(pdf.slice(), { mergePages: false })).text.at(-1)!.replace(/\s+/g, ' ');
    expect(audit).toContain(
      `SHA-256 del contenuto non firmato (testo presentato) ${detail.audit.contentSha256}`,
    );
    expect(audit).toContain(`SHA-256 del contenuto firmato ${detail.audit.signedContentSha256!}`);
    expect(audit).toContain(`Identificativo del documento ${sent.id}`);

    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    expect(
      (await send(t, 'POST', `/api/v1/documents/${sent.id}/email`, {}, { cookie: secretary.cookie })).status,
    ).toBe(202);
    const mail = await lastEmailTo(t, 'paziente@example.it');
    expect(mail.subject).toContain(detail.title);
    expect(mail.text).toContain('in allegato trova la copia del documento');
    // The seal is named for what it is: the installation's, self-signed, not the practice's.
    expect(mail.text).toContain('La firma apposta sul tablet è una firma elettronica semplice (FES).');
    expect(mail.text).toContain(
      "Il PDF è protetto da un sigillo tecnico dell'installazione Studiolo (certificato autofirmato, non qualificato) con marca temporale",
    );
    expect(mail.text).not.toContain('sigillo elettronico dello studio');
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        encoding: 'base64',
        filename: 'documento-firmato.pdf',
      }),
    ]);
    expect(Buffer.from(mail.attachments[0]!.content, 'base64').equals(Buffer.from(pdf))).toBe(true);
    // Another organization sees neither.
    const stranger = await signingClinic(t);
    expect(
      (await send(t, 'GET', `/api/v1/documents/${sent.id}/pdf`, undefined, { cookie: stranger.owner.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await send(t, 'POST', `/api/v1/documents/${sent.id}/email`, {}, { cookie: stranger.owner.cookie }))
        .status,
    ).toBe(404);
    expect(
      (
        await send(
          t,
          'POST',
          `/api/v1/documents/${sent.id}/email`,
          { to: 'nope' },
          { cookie: clinic.owner.cookie },
        )
      ).status,
    ).toBe(400);
  }, 90_000);

  it('shows owners why a sealing failed, retries it, and the sweep queues it again', async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    await clinic.signOnTablet(sent.id);
    // A stored image the PDF cannot embed: the sealing fails as it would on a broken file.
    await withTenant(t.ctx.database.db, { organizationId: clinic.owner.organizationId, userId: null }, (tx) =>
      tx
        .update(signingDocumentSigners)
        .set({ signaturePng: Buffer.from('\\x89PNG not really an image') })
        .where(eq(signingDocumentSigners.documentId, sent.id)),
    );
    await t.ctx.jobs.runDue();
    const failed = await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${sent.id}`);
    expect(failed).toMatchObject({
      status: 'signed',
      pdfAvailable: false,
      seal: { status: 'failed', attempts: 1 },
    });
    expect(failed.seal!.lastError).toBeTruthy();
    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    const seen = await callAs<SigningDocument>(t, secretary, 'GET', `/api/v1/documents/${sent.id}`);
    expect(seen.seal).toMatchObject({ status: 'failed', lastError: null });
    const list = await callAs<{ items: SigningDocument[] }>(
      t,
      clinic.owner,
      'GET',
      '/api/v1/documents?status=signed',
    );
    expect(list.items[0]!.seal!.status).toBe('failed');
    // The sweep leaves a document the queue is still retrying alone (touched within 10 minutes).
    expect((await sweepDocuments(t.ctx)).sealing).toBe(0);
  });
});
