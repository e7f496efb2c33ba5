import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentCall,
  errorDetailsCall,
  outcomeCall,
  receiptCall,
  uploadCall,
  type SoapCall,
} from '../../modules/tax730/calls';
import { encryptField, loadCertificate } from '../../modules/tax730/crypto';
import { buildMtomMessage } from '../../modules/tax730/mtom';
import { bodyElementXml } from '../../modules/tax730/soap';
import { schemaErrors } from '../../modules/tax730/schemas';
import { sampleDocument, withPrefixedNamespace } from '../../modules/tax730/test-fixtures';
import type { FieldEncryptor } from '../../modules/tax730/xml';
import { startLocalSistemaTs, type LocalSistemaTs } from './local-endpoint';

/** The local Sistema TS on the wire: HTTP, authentication, and answers shaped by the services' schemas. */
const credentials = { username: 'RSSMRA85T10A562S', password: 'Salve123', pincode: '1234567890' };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

let endpoint: LocalSistemaTs;
let encrypt: FieldEncryptor;
beforeAll(async () => {
  endpoint = await startLocalSistemaTs({ users: [credentials], today: () => '2026-06-30' });
  const cert = loadCertificate(endpoint.certificatePem);
  encrypt = (value) => encryptField(cert, value);
});
afterAll(() => endpoint.close());

async function send(call: SoapCall, headers: Record<string, string> = {}) {
  const message = call.attachment
    ? buildMtomMessage(call.envelope, call.attachment)
    : { contentType: 'text/xml; charset=utf-8', body: Buffer.from(call.envelope) };
  const response = await fetch(new URL(call.path, endpoint.url), {
    method: 'POST',
    headers: {
      authorization: basic(credentials.username, credentials.password),
      'content-type': message.contentType,
      soapaction: `"${call.soapAction}"`,
      ...headers,
    },
    body: message.body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('local Sistema TS answers, valid by the services’ schema rules', () => {
  it('DocumentoSpesa730p: an accepted and a refused insert', async () => {
    const call = documentCall('insert', sampleDocument({ number: 'E1' }), credentials, encrypt);
    for (const expected of ['<esitoChiamata>0</esitoChiamata>', '<codice>S017</codice>']) {
      const { status, text } = await send(call);
      expect(status).toBe(200);
      expect(text).toContain(expected);
      expect(schemaErrors('documentoSpesa', bodyElementXml(text))).toEqual([]);
    }
  });

  it('inviaFileMtom, EsitoInvii and DettaglioErrori', async () => {
    const upload = uploadCall(
      [
        { document: sampleDocument({ number: 'E2' }), operation: 'insert' },
        // A wrong check character, past the contract: the file is processed with one refusal.
        {
          document: { ...sampleDocument({ number: 'E3' }), citizenTaxCode: 'BNCLRA90A41F205X' },
          operation: 'insert',
        },
      ],
      credentials,
      encrypt,
    );
    const uploaded = await send(upload);
    expect(uploaded.text).toContain('<codiceEsito>000</codiceEsito>');
    expect(schemaErrors('invioMtom', bodyElementXml(uploaded.text))).toEqual([]);
    const protocollo = /<protocollo>(\d{17})<\/protocollo>/.exec(uploaded.text)![1]!;

    for (const asked of [protocollo, '99999999999999999']) {
      const outcome = await send(outcomeCall(asked, credentials, encrypt));
      expect(schemaErrors('esitoInvii', bodyElementXml(outcome.text))).toEqual([]);
      const details = await send(errorDetailsCall(asked, credentials, encrypt));
      expect(details.text).toContain(asked === protocollo ? '<csv>' : '<codice>WS96</codice>');
      expect(details.text).toContain(asked === protocollo ? '<csv>' : '<codice>WS96</codice>');
      expect(schemaErrors('dettaglioErrori', bodyElementXml(details.text))).toEqual([]);
    }
  });

  it('RicevutaPdf: a receipt, and none for an unknown protocollo', async () => {
    const inserted = await send(
      documentCall('insert', sampleDocument({ number: 'E4' }), credentials, encrypt),
    );
    const protocollo = /<protocollo>(\d{17})<\/protocollo>/.exec(inserted.text)![1]!;
    for (const [asked, expected] of [
      [protocollo, /<pdf>JVBERi0/], // base64 of '%PDF-'
      ['99999999999999999', /<codice>WS96<\/codice>/],
    ] as const) {
      const receipt = await send(receiptCall(asked, credentials, encrypt));
      expect(receipt.status).toBe(200);
      expect(receipt.text).toMatch(expected);
      expect(schemaErrors('ricevutaPdf', bodyElementXml(receipt.text))).toEqual([]);
    }
  });

  it('RicevutaPdf: a request that breaks the schema gets a SOAP Fault saying where', async () => {
    const call = receiptCall('1', credentials, encrypt);
    const swapped = call.envelope.replace(/(<pinCode>[^<]*<\/pinCode>)(<protocollo>1<\/protocollo>)/, '$2$1');
    expect(swapped).not.toBe(call.envelope);
    const { status, text } = await send({ ...call, envelope: swapped });
    expect(status).toBe(500);
    expect(text).toMatch(/<faultcode>[^<]*Client<\/faultcode>/);
    expect(text).toMatch(
      /<faultstring>Il messaggio non è conforme allo schema del servizio: [^<]*protocollo/,
    );
  });

  it('refuses a PIN it cannot decrypt (002) and an upload that is not a zip (102)', async () => {
    const foreign = (value: string) => (value === credentials.pincode ? 'bm9pc2U=' : encrypt(value));
    const inserted = await send(
      documentCall('insert', sampleDocument({ number: 'E5' }), credentials, foreign),
    );
    expect(inserted.text).toContain('<codice>002</codice>');
    const call = uploadCall(
      [{ document: sampleDocument({ number: 'E6' }), operation: 'insert' }],
      credentials,
      encrypt,
      new Date(),
    );
    const notZip = { ...call, attachment: { ...call.attachment!, bytes: Buffer.from('not a zip') } };
    const upload = await send(notZip);
    expect(upload.text).toContain('<codiceEsito>102</codiceEsito>');
  });
});

describe('local Sistema TS over HTTP', () => {
  const call = () => documentCall('insert', sampleDocument({ number: 'H1' }), credentials, encrypt);

  it('asks for credentials, and refuses wrong ones as the service does', async () => {
    const anonymous = await send(call(), { authorization: '' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic/);
    const wrong = await send(call(), { authorization: basic(credentials.username, 'nope') });
    expect(wrong.status).toBe(500);
    expect(wrong.text).toContain('<faultstring>Errore generico di autenticazione</faultstring>');
  });

  it('answers only POST on the service paths, with the SOAPAction of the body', async () => {
    expect((await send({ ...call(), path: '/DocumentoSpesa730pWeb/Altro' })).status).toBe(404);
    const get = await fetch(new URL('/DocumentoSpesa730pWeb/DocumentoSpesa730pPort', endpoint.url));
    expect(get.status).toBe(405);
    const mismatch = await send({
      ...call(),
      soapAction: 'cancellazione.documentospesap730.sanita.finanze.it',
    });
    expect(mismatch.status).toBe(500);
    expect(mismatch.text).toContain('SOAPAction');
    expect((await send({ ...call(), envelope: 'not xml' })).text).toContain('Messaggio SOAP non valido');
  });

  it('reads the namespace prefixes other clients declare on the Envelope', async () => {
    const plain = documentCall('insert', sampleDocument({ number: 'H2' }), credentials, encrypt).envelope;
    const prefixed = withPrefixedNamespace(plain);
    const { text } = await send({ ...call(), envelope: prefixed });
    expect(text).toContain('<esitoChiamata>0</esitoChiamata>');
  });

  it('takes the file inline in base64 as well as in an MTOM part', async () => {
    const upload = uploadCall(
      [{ document: sampleDocument({ number: 'H3' }), operation: 'insert' }],
      credentials,
      encrypt,
    );
    const inline = upload.envelope.replace(
      /<xop:Include[^>]*><\/xop:Include>/,
      Buffer.from(upload.attachment!.bytes).toString('base64'),
    );
    const { text } = await send({ ...upload, envelope: inline, attachment: undefined });
    expect(text).toContain('<codiceEsito>000</codiceEsito>');
  });

  it('without a list of users, lets in any codice fiscale with a password, sending for itself', async () => {
    const open = await startLocalSistemaTs();
    try {
      const cert = loadCertificate(open.certificatePem);
      const anyone = { username: 'BNCLRA90A41F205I', password: 'x', pincode: '42' };
      const documentRequest = documentCall(
        'insert',
        sampleDocument({
          number: 'H4',
          issuedOn: '2026-01-02',
          paidOn: '2026-01-02',
          owner: { taxCode: 'BNCLRA90A41F205I', vatNumber: '12345678903' },
        }),
        anyone,
        (v) => encryptField(cert, v),
      );
      const post = (user: string) =>
        fetch(new URL(documentRequest.path, open.url), {
          method: 'POST',
          headers: {
            authorization: basic(user, 'x'),
            'content-type': 'text/xml',
            soapaction: `"${documentRequest.soapAction}"`,
          },
          body: documentRequest.envelope,
        }).then((r) => r.text());
      expect(await post(anyone.username)).toContain('<esitoChiamata>0</esitoChiamata>');
      expect(await post('mario')).toContain('Errore generico di autenticazione');
    } finally {
      await open.close();
    }
  });
});
