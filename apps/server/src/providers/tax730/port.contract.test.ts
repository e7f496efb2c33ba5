import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SistemaTsCredentials } from '@studiolo/contracts';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMtomMessage, xopInclude } from '../../modules/tax730/mtom';
import { RICEVUTA_NAMESPACE, soapEnvelope, soapFault } from '../../modules/tax730/soap';
import { sampleDocument } from '../../modules/tax730/test-fixtures';
import { localTax730 } from './local';
import { generateLocalCertificate } from './local-certificate';
import { startLocalSistemaTs, type LocalSistemaTs, type LocalSistemaTsOptions } from './local-endpoint';
import { Tax730Error, faultMessages, type Tax730Port } from './port';
import { sistemaTsTax730 } from './sistemats';

const credentials: SistemaTsCredentials = {
  username: 'RSSMRA85T10A562S',
  password: 'Salve123',
  pincode: '1234567890',
};
const TODAY = '2026-06-30';

/** The text of a receipt, once it is known to be a PDF. */
async function receiptText(pdf: Uint8Array | null): Promise<string> {
  expect(pdf).not.toBeNull();
  expect(Buffer.from(pdf!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(pdf!), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

interface Setup {
  port: Tax730Port;
  endpoint: LocalSistemaTs;
}

const opened: Tax730Port[] = [];
const endpoints: LocalSistemaTs[] = [];
afterAll(async () => {
  await Promise.all([...opened.map((p) => p.close()), ...endpoints.map((e) => e.close())]);
});

/** Each test makes its own documents (numbers) so the endpoint's memory never links two tests. */
let counter = 0;
const doc = (overrides: Parameters<typeof sampleDocument>[0] = {}) =>
  sampleDocument({ number: `T${++counter}`, issuedOn: '2026-03-02', paidOn: '2026-03-02', ...overrides });

/** What every Sistema TS adapter must do; `setup` gives a port and the endpoint it reaches. */
function tax730Contract(name: string, setup: (options: LocalSistemaTsOptions) => Promise<Setup>) {
  const open = async (options: LocalSistemaTsOptions = {}) => {
    const s = await setup({ users: [credentials], today: () => TODAY, ...options });
    opened.push(s.port);
    return s;
  };

  describe(`tax730 port: ${name}`, () => {
    it('inserts a document once, with a protocollo; the same identifier again is S017', async () => {
      const { port, endpoint } = await open();
      const document = doc();
      const receipt = await port.submitDocument(credentials, document, 'insert');
      expect(receipt).toEqual({
        esito: 'accepted',
        protocollo: expect.stringMatching(/^\d{17}$/),
        messages: [{ code: '0', description: 'Operazione eseguita correttamente', severity: 'info' }],
      });
      // The endpoint decrypted what was encrypted for it.
      const stored = endpoint.registry.find('RSSMRA85T10A562S', {
        pIva: '12345678903',
        dataEmissione: '2026-03-02',
        dispositivo: '1',
        numDocumento: document.number,
      });
      expect(stored?.document.cfCittadino).toBe('BNCLRA90A41F205I');
      expect(stored?.document.voci).toEqual([{ tipoSpesa: 'SR', importo: '120.00', naturaIVA: 'N4' }]);

      const again = await port.submitDocument(credentials, document, 'insert');
      expect(again.esito).toBe('rejected');
      expect(again.protocollo).toBeNull();
      expect(again.messages).toEqual([
        { code: 'S017', description: "IDENTIFICATIVO DOCUMENTO FISCALE GIA' PRESENTE", severity: 'error' },
      ]);
    });

    it('updates and deletes a document it knows, and refuses one it does not', async () => {
      const { port } = await open();
      const document = doc();
      expect((await port.submitDocument(credentials, document, 'update')).messages[0]?.code).toBe('WS96');
      await port.submitDocument(credentials, document, 'insert');
      const updated = await port.submitDocument(
        credentials,
        { ...document, items: [{ expenseType: 'SR', amountCents: 8000, vatNature: 'N4' }] },
        'update',
      );
      expect(updated.esito).toBe('accepted');
      expect((await port.submitDocument(credentials, document, 'delete')).esito).toBe('accepted');
      const twice = await port.submitDocument(credentials, document, 'delete');
      expect(twice).toMatchObject({ esito: 'rejected', messages: [{ code: 'W010' }] });
      // Once cancelled, the identifier may be sent again.
      expect((await port.submitDocument(credentials, document, 'insert')).esito).toBe('accepted');
    });

    it('applies the rules: check character, amount, dates, VAT', async () => {
      const { port } = await open();
      const codes = async (document: ReturnType<typeof doc>) =>
        (await port.submitDocument(credentials, document, 'insert')).messages.map((m) => m.code);
      expect(await codes({ ...doc(), citizenTaxCode: 'BNCLRA90A41F205X' })).toEqual(['S011']);
      expect(
        await codes({ ...doc(), items: [{ expenseType: 'SR', amountCents: 0, vatNature: 'N4' }] }),
      ).toEqual(['L004']);
      expect(await codes(doc({ issuedOn: '2026-07-01', paidOn: '2026-07-01' }))).toEqual(['L005', 'L005']);
      expect(await codes({ ...doc(), items: [{ expenseType: 'SR', amountCents: 100 }] })).toEqual(['L009']);
      // Paid before issue: the document says so (flagPagamentoAnticipato) and is accepted.
      expect(await codes(doc({ paidOn: '2026-02-01' }))).toEqual(['0']);
      expect(await codes(doc({ opposition: true, citizenTaxCode: null }))).toEqual(['0']);
    });

    it('answers a request that breaks the schema with a SOAP Fault, whose own text reaches the user', async () => {
      const { port } = await open();
      const error = await port
        .submitDocument(credentials, { ...doc(), number: 'FT 1' }, 'insert')
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'SERVICE_FAULT', fromService: true, retryable: false });
      expect((error as Error).message).toMatch(/^Il messaggio non è conforme allo schema.*numDocumento/);
      expect(faultMessages(error)).toEqual([
        { code: 'Fault', description: (error as Error).message, severity: 'error' },
      ]);
    });

    it('refuses a wrong password with an error, a wrong PIN with a receipt (104)', async () => {
      const { port } = await open();
      await expect(
        port.submitDocument({ ...credentials, password: 'wrong' }, doc(), 'insert'),
      ).rejects.toMatchObject({ code: 'AUTH_FAILED' });
      const receipt = await port.submitDocument({ ...credentials, pincode: '999' }, doc(), 'insert');
      expect(receipt).toEqual({
        esito: 'rejected',
        protocollo: null,
        messages: [{ code: '104', description: 'PINCODE ERRATO', severity: 'error' }],
      });
    });

    it("keeps a user's first PIN when it was not given in advance, and refuses another", async () => {
      const { port } = await open({ users: undefined });
      const user = { ...credentials, username: 'RSSMRA85T10A562S', pincode: '4815162342' };
      expect((await port.submitDocument(user, doc(), 'insert')).esito).toBe('accepted');
      const wrong = await port.submitDocument({ ...user, pincode: '1234567890' }, doc(), 'insert');
      expect(wrong.messages).toMatchObject([{ code: '104' }]);
      expect((await port.submitDocument(user, doc(), 'insert')).esito).toBe('accepted');
    });

    it('lets a professional send for themself only, without structure codes', async () => {
      const { port } = await open();
      const codes = async (document: ReturnType<typeof doc>) =>
        (await port.submitDocument(credentials, document, 'insert')).messages.map((m) => m.code);
      const another = { taxCode: 'BNCLRA90A41F205I', vatNumber: '12345678903' };
      expect(await codes(doc({ owner: another }))).toEqual(['110']);
      const structure = { regionCode: '020', aslCode: '101', ssaCode: '888888' };
      expect(await codes(doc({ structure }))).toEqual(['109']);
      const upload = await port.uploadBatch(credentials, [
        { document: doc({ owner: another }), operation: 'insert' },
      ]);
      expect(upload).toMatchObject({ esito: 'rejected', messages: [{ code: '110' }] });
    });

    it('lets a structure send with its own codes only', async () => {
      const structure = { regionCode: '020', aslCode: '101', ssaCode: '888888' };
      const clinic = { username: 'UXN6VMDD', password: 'P2SPDVF4', pincode: '1426073406' };
      const { port } = await open({ users: [{ ...clinic, structure }] });
      const codes = async (document: ReturnType<typeof doc>) =>
        (await port.submitDocument(clinic, document, 'insert')).messages.map((m) => m.code);
      expect(await codes(doc({ structure }))).toEqual(['0']);
      expect(await codes(doc({ structure: { ...structure, ssaCode: '777777' } }))).toEqual(['105']);
      expect(await codes(doc())).toEqual(['109']);
      const upload = await port.uploadBatch(clinic, [{ document: doc({ structure }), operation: 'insert' }]);
      expect(upload.esito).toBe('pending');
    });

    it("knows the kit's test users in the test environment only", async () => {
      const medico = { username: 'PROVAX00X00X000Y', password: 'Salve123', pincode: '1234567890' };
      const document = doc({ owner: { taxCode: 'PROVAX00X00X000Y', vatNumber: '00265910661' } });
      const test = await open({ users: undefined, environment: 'test' });
      expect((await test.port.submitDocument(medico, document, 'insert')).esito).toBe('accepted');
      const wrongPin = await test.port.submitDocument({ ...medico, pincode: '1' }, doc(), 'insert');
      expect(wrongPin.messages).toMatchObject([{ code: '104' }]);
      const production = await open({ users: undefined, environment: 'production' });
      await expect(production.port.submitDocument(medico, document, 'insert')).rejects.toMatchObject({
        code: 'AUTH_FAILED',
      });
    });

    it('uploads a file and tells its outcome document by document', async () => {
      const { port } = await open();
      const duplicate = doc();
      await port.submitDocument(credentials, duplicate, 'insert');
      const good = doc();
      const upload = await port.uploadBatch(credentials, [
        { document: good, operation: 'insert' },
        { document: duplicate, operation: 'insert' },
        { document: { ...doc(), citizenTaxCode: 'BNCLRA90A41F205X' }, operation: 'insert' },
      ]);
      expect(upload).toMatchObject({ esito: 'pending', protocollo: expect.stringMatching(/^\d{17}$/) });
      expect(upload.messages[0]?.code).toBe('000');

      const outcome = await port.batchOutcome(credentials, upload.protocollo!);
      expect(outcome.esito).toBe('accepted');
      expect(outcome.messages).toEqual([
        { code: '3', description: 'File elaborato con errori', severity: 'info' },
      ]);
      expect(outcome.counts).toEqual({ sent: 3, accepted: 1, warnings: 0, errors: 2 });
      expect(outcome.documents.map((d) => [d.number, d.code])).toEqual([
        [duplicate.number, 'S017'],
        [`T${counter}`, 'S011'],
      ]);
      expect(outcome.documents[0]).toMatchObject({
        vatNumber: '12345678903',
        issuedOn: '2026-03-02',
        device: 1,
      });
      // The good one is now known: inserting it again is refused.
      expect((await port.submitDocument(credentials, good, 'insert')).messages[0]?.code).toBe('S017');
    });

    it('says a file is pending until processed, and refuses a file that breaks the schema', async () => {
      const slow = await open({ batchDelayMs: 60_000 });
      const pending = await slow.port.uploadBatch(credentials, [{ document: doc(), operation: 'insert' }]);
      expect((await slow.port.batchOutcome(credentials, pending.protocollo!)).esito).toBe('pending');

      const { port } = await open();
      const broken = await port.uploadBatch(credentials, [
        { document: { ...doc(), number: 'FT 1' }, operation: 'insert' },
      ]);
      expect(broken.esito).toBe('pending');
      const outcome = await port.batchOutcome(credentials, broken.protocollo!);
      expect(outcome).toMatchObject({ esito: 'rejected', counts: { sent: 0, accepted: 0 }, documents: [] });
      expect(outcome.messages[0]).toMatchObject({
        code: '5',
        description: 'File scartato in fase di Elaborazione',
      });

      const unknown = await port.batchOutcome(credentials, '26010100000099999');
      expect(unknown).toMatchObject({ esito: 'rejected', messages: [{ code: 'WS96' }] });
    });

    it('gives the PDF receipt of a document it accepted, with what it received and the outcome', async () => {
      const { port } = await open();
      const document = doc();
      const { protocollo } = await port.submitDocument(credentials, document, 'insert');
      const text = await receiptText((await port.receiptPdf(credentials, protocollo!)).pdf);
      expect(text).toContain('Ricevuta di invio');
      expect(text).toContain(`Protocollo ${protocollo}`);
      expect(text).toContain('Titolare dei dati RSSMRA85T10A562S');
      expect(text).toContain('Operazione inserimento');
      expect(text).toContain(`emesso il 02/03/2026, dispositivo 1, numero ${document.number}`);
      expect(text).toContain('Esito Accolto');
      expect(text).toMatch(/Ricevuto il \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
    });

    it("gives a file's receipt once processed, with each refused document; none while processing", async () => {
      const { port } = await open();
      const duplicate = doc();
      await port.submitDocument(credentials, duplicate, 'insert');
      const upload = await port.uploadBatch(credentials, [
        { document: doc(), operation: 'insert' },
        { document: duplicate, operation: 'insert' },
      ]);
      const text = await receiptText((await port.receiptPdf(credentials, upload.protocollo!)).pdf);
      expect(text).toContain(`Protocollo ${upload.protocollo}`);
      expect(text).toMatch(/File 730_\d+\.zip/);
      expect(text).toContain('Documenti nel file 2');
      expect(text).toContain('documenti accolti 1, scartati 1');
      expect(text).toContain(`numero ${duplicate.number}: S017`);

      const slow = await open({ batchDelayMs: 60_000 });
      const pending = await slow.port.uploadBatch(credentials, [{ document: doc(), operation: 'insert' }]);
      expect(await slow.port.receiptPdf(credentials, pending.protocollo!)).toEqual({
        pdf: null,
        messages: [
          {
            code: 'L013',
            description: 'RICEVUTA NON ANCORA DISPONIBILE: FILE IN FASE DI ELABORAZIONE',
            severity: 'error',
          },
        ],
      });
    });

    it("gives no receipt for an unknown protocollo or another user's, nor with wrong credentials", async () => {
      const other: SistemaTsCredentials = {
        username: 'BNCLRA90A41F205I',
        password: 'Altra-1',
        pincode: '42',
      };
      const { port } = await open({ users: [credentials, other] });
      const { protocollo } = await port.submitDocument(credentials, doc(), 'insert');
      const notFound = {
        pdf: null,
        messages: [{ code: 'WS96', description: 'LA RICERCA NON HA PRODOTTO RISULTATI', severity: 'error' }],
      };
      expect(await port.receiptPdf(credentials, '26010100000099999')).toEqual(notFound);
      expect(await port.receiptPdf(other, protocollo!)).toEqual(notFound);
      await expect(port.receiptPdf({ ...credentials, password: 'wrong' }, protocollo!)).rejects.toMatchObject(
        { code: 'AUTH_FAILED' },
      );
      expect(await port.receiptPdf({ ...credentials, pincode: '999' }, protocollo!)).toMatchObject({
        pdf: null,
        messages: [{ code: '104' }],
      });
    });

    it('refuses a file of two owners before sending it', async () => {
      const { port } = await open();
      await expect(
        port.uploadBatch(credentials, [
          { document: doc(), operation: 'insert' },
          {
            document: doc({ owner: { taxCode: '01234567890', vatNumber: '01234567890' } }),
            operation: 'insert',
          },
        ]),
      ).rejects.toMatchObject({ code: 'INVALID_BATCH' });
    });
  });
}

tax730Contract('local', async (options) => {
  const port = localTax730(options);
  return { port, endpoint: await port.endpoint() };
});

tax730Contract('sistemats (against the local Sistema TS)', async (options) => {
  const endpoint = await startLocalSistemaTs(options);
  endpoints.push(endpoint);
  return { port: sistemaTsTax730({ url: endpoint.url, certificate: endpoint.certificatePem }), endpoint };
});

/** The real adapter against a server that gives `answers` in turn, as the service might answer. */
async function againstScriptedService(
  answers: { status?: number; contentType?: string; body: string | Buffer }[],
  run: (port: Tax730Port) => Promise<void>,
) {
  const server = createServer((_req, res) => {
    const { status = 200, contentType = 'text/xml', body } = answers.shift()!;
    res.writeHead(status, { 'content-type': contentType }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    // Its certificate only, to encrypt with: nothing is sent to it.
    const endpoint = await startLocalSistemaTs();
    endpoints.push(endpoint);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await run(sistemaTsTax730({ url, certificate: endpoint.certificatePem }));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('tax730 port: sistemats only', () => {
  it('tells an answer it cannot read from a service that is down', async () => {
    await againstScriptedService(
      [
        { status: 200, body: '<html>maintenance</html>' },
        { status: 503, body: 'Service Unavailable' },
        { status: 500, body: soapFault('Server', 'Servizio momentaneamente non disponibile') },
      ],
      async (port) => {
        for (const code of ['INVALID_RESPONSE', 'UNAVAILABLE']) {
          const error = await port.submitDocument(credentials, doc(), 'insert').catch((e: unknown) => e);
          expect(error).toMatchObject({ code });
          expect(faultMessages(error)).toEqual([]);
        }
        // A fault: its own text is what the user reads.
        const fault = await port.submitDocument(credentials, doc(), 'insert').catch((e: unknown) => e);
        expect(fault).toMatchObject({ code: 'SERVICE_FAULT' });
        expect(faultMessages(fault)).toEqual([
          { code: 'Fault', description: 'Servizio momentaneamente non disponibile', severity: 'error' },
        ]);
      },
    );
  });

  it('reads a receipt sent back as an MTOM part, and refuses one that is not a PDF', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% a receipt\n');
    const answer = (bytes: Buffer, mtom: boolean) => {
      const contentId = 'ricevuta@sistemats';
      const envelope = soapEnvelope({
        'ns2:RicevutaPdfResponse': {
          '@_xmlns:ns2': RICEVUTA_NAMESPACE,
          DatiOutputRichiesta: {
            esitoChiamata: '0',
            esitiPositivi: {
              dettagliEsito: { pdf: mtom ? xopInclude(contentId) : bytes.toString('base64') },
            },
          },
        },
      });
      return mtom
        ? buildMtomMessage(envelope, { contentId, bytes })
        : { contentType: 'text/xml; charset=utf-8', body: Buffer.from(envelope) };
    };
    await againstScriptedService(
      [answer(pdf, true), answer(Buffer.from('<html>no</html>'), false)],
      async (port) => {
        expect(await port.receiptPdf(credentials, '26010100000000001')).toEqual({ pdf: new Uint8Array(pdf) });
        await expect(port.receiptPdf(credentials, '26010100000000001')).rejects.toMatchObject({
          code: 'INVALID_RESPONSE',
        });
      },
    );
  });

  it('will not send with an expired SanitelCF certificate', async () => {
    const expired = await generateLocalCertificate({
      commonName: 'SanitelCF',
      validFrom: new Date('2018-03-15T13:17:03Z'),
      validTo: new Date('2021-03-15T13:17:03Z'),
    });
    const port = sistemaTsTax730({ url: 'http://127.0.0.1:9', certificate: expired.certificatePem });
    const error = await port.submitDocument(credentials, doc(), 'insert').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Tax730Error);
    expect(error).toMatchObject({ code: 'CERTIFICATE_EXPIRED', retryable: false });
  });

  it('says the service is unavailable when nothing answers, which is worth a retry', async () => {
    const endpoint = await startLocalSistemaTs();
    endpoints.push(endpoint);
    // Port 1: nothing listens there (a closed endpoint's port could be taken by another test's).
    const port = sistemaTsTax730({ url: 'http://127.0.0.1:1', certificate: endpoint.certificatePem });
    await expect(port.submitDocument(credentials, doc(), 'insert')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      retryable: true,
    });
  });
});
