import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tax730Submission } from '@studiolo/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';
import { insertSubmission, paidInvoice as paidTestInvoice, runSubmissions } from '../../../test/tax730';
import { jobs } from '../../db/schema';
import { receiptKey } from './receipt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The local Sistema TS of this file's app knows a document by owner, partita IVA, issue date and
 * number, and every clinic's first invoice is number 1: each test issues on a day of its own.
 */
const paidInvoice = (issuedOn: string, paidOn = issuedOn) => paidTestInvoice(t, { issuedOn, paidOn });

const receiptPath = (path: string, submission: Pick<Tax730Submission, 'id'>) =>
  `${path}/tax730/${submission.id}/receipt`;

const download = (who: SignedInMember | null, path: string) =>
  send(t, 'GET', path, undefined, who ? { cookie: `${who.cookie}; user-locale=it` } : {});

async function receiptText(res: Response): Promise<string> {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return (await extractText(bytes, { mergePages: true })).text.replace(/\s+/g, ' ');
}

async function problem(res: Response, status: number) {
  expect(res.status).toBe(status);
  return (await res.json()) as { code: string; messages?: { code: string }[] };
}

/** Sends the invoice and runs the jobs: the sending, then the receipt's. */
async function sent(who: SignedInMember, path: string) {
  await callAs(t, who, 'POST', `${path}/tax730`, undefined, 202);
  return (await runSubmissions(t, who, path)).at(-1)!;
}

describe("a sending's Sistema TS receipt", () => {
  it('is stored by a job once the service accepts the sending, and downloaded as a PDF', async () => {
    const { owner, path } = await paidInvoice('2026-08-03');
    const { organizationId } = owner;
    const submission = await sent(owner, path);
    expect(submission).toMatchObject({ status: 'accepted', receiptAvailable: true });
    const key = receiptKey({ organizationId, id: submission.id, batchId: null });
    expect((await t.ctx.storage.get(key))?.contentType).toBe('application/pdf');

    const res = await download(owner, receiptPath(path, submission));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="ricevuta-730-${submission.protocollo}.pdf"`,
    );
    const text = await receiptText(res);
    expect(text).toContain(`Protocollo ${submission.protocollo}`);
    expect(text).toContain('Operazione inserimento');
    expect(text).toContain('emesso il 03/08/2026, dispositivo 1, numero 1/2026');
    expect(text).toContain('Esito Accolto');
    // Every member reads it, as they read the sendings.
    const doctor = await colleague(t, organizationId, 'doctor');
    expect((await download(doctor, receiptPath(path, submission))).status).toBe(200);
  });

  it('is asked for on the download when the job has not stored it', async () => {
    const { owner, path } = await paidInvoice('2026-08-04');
    const { organizationId } = owner;
    const submission = await sent(owner, path);
    const key = receiptKey({ organizationId, id: submission.id, batchId: null });
    await t.ctx.storage.delete(key);
    expect(await receiptText(await download(owner, receiptPath(path, submission)))).toContain(
      submission.protocollo!,
    );
    expect(await t.ctx.storage.get(key)).not.toBeNull();
  });

  it("of a file is the file's, shared by its sendings", async () => {
    const { owner, path } = await paidInvoice('2026-08-05');
    await callAs(t, owner, 'POST', '/api/v1/invoices/tax730-batch', { year: 2026 }, 202);
    await t.ctx.jobs.runDue(); // the upload
    const [uploaded] = await callAs<Tax730Submission[]>(t, owner, 'GET', `${path}/tax730`);
    // Uploaded, not processed yet: a protocollo, no receipt.
    expect(uploaded).toMatchObject({ status: 'queued', receiptAvailable: false });
    const early = await problem(await download(owner, receiptPath(path, uploaded!)), 409);
    expect(early.code).toBe('TAX730_RECEIPT_UNAVAILABLE');

    await t.ctx.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.queue, 'tax730.outcome'));
    const [accepted] = await runSubmissions(t, owner, path);
    expect(accepted).toMatchObject({ status: 'accepted', receiptAvailable: true });
    const text = await receiptText(await download(owner, receiptPath(path, accepted!)));
    expect(text).toContain(`Protocollo ${accepted!.protocollo}`);
    expect(text).toContain('Documenti nel file 1');
    expect(text).toContain('documenti accolti 1, scartati 0');
  });

  it('is refused for a sending the service did not accept, or gives none for', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { owner, path, invoice } = await paidInvoice('2026-08-06', tomorrow);
    const rejected = await sent(owner, path);
    expect(rejected).toMatchObject({ status: 'rejected', receiptAvailable: false });
    const refused = await problem(await download(owner, receiptPath(path, rejected)), 409);
    expect(refused.code).toBe('TAX730_RECEIPT_UNAVAILABLE');

    // Accepted under a protocollo the service does not know (say it lost its memory): its answer.
    const unknown = await insertSubmission(t, owner, {
      invoiceId: invoice.id,
      status: 'accepted',
      protocollo: '26010100000099999',
    });
    const none = await problem(await download(owner, receiptPath(path, unknown)), 409);
    expect(none).toMatchObject({ code: 'TAX730_RECEIPT_UNAVAILABLE', messages: [{ code: 'WS96' }] });
  });

  it("answers 404 for another organization's sending or another invoice's, 401 without a session", async () => {
    const { owner, path } = await paidInvoice('2026-08-07');
    const submission = await sent(owner, path);
    const stranger = await clinicOwner(t, 'Altro Studio');
    expect((await problem(await download(stranger, receiptPath(path, submission)), 404)).code).toBe(
      'NOT_FOUND',
    );
    const draft = await callAs<{ id: string }>(
      t,
      owner,
      'POST',
      '/api/v1/invoices',
      {
        issuedOn: '2026-08-07',
        clientName: 'Tizio',
        lines: [{ description: 'Visita', quantity: 1, unitPriceCents: 1000 }],
      },
      201,
    );
    expect((await download(owner, receiptPath(`/api/v1/invoices/${draft.id}`, submission))).status).toBe(404);
    expect((await download(null, receiptPath(path, submission))).status).toBe(401);
    expect((await download(owner, `${path}/tax730/not-a-uuid/receipt`)).status).toBe(400);
  });
});
