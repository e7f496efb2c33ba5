import { beforeAll, describe, expect, it } from 'vitest';
import { generateLocalCertificate } from '../../providers/tax730/local-certificate';
import { documentCall, uploadCall } from './calls';
import { decryptField, encryptField, loadCertificate } from './crypto';
import { inlineXopIncludes } from './mtom';
import { bodyElementXml } from './soap';
import { schemaErrors } from './schemas';
import { sampleDocument, withPrefixedNamespace } from './test-fixtures';
import { formatAmount, formatRate, parseXml, precompilataXml, type FieldEncryptor } from './xml';

const credentials = { username: 'RSSMRA85T10A562S', password: 'Salve123', pincode: '1234567890' };

let encrypt: FieldEncryptor;
let decrypt: (value: string) => string;
beforeAll(async () => {
  const { certificatePem, privateKey } = await generateLocalCertificate({ bits: 1024 });
  const cert = loadCertificate(certificatePem);
  encrypt = (value) => encryptField(cert, value);
  decrypt = (value) => decryptField(privateKey, value);
});

const structureDocument = () =>
  sampleDocument({
    owner: { taxCode: '01234567890', vatNumber: '01234567890' },
    structure: { regionCode: '120', aslCode: '201', ssaCode: '123456' },
    number: 'R-77',
    documentType: 'D',
    issuedOn: '2026-03-10',
    paidOn: '2026-02-20', // a package paid in advance
    traceablePayment: false,
    items: [
      { expenseType: 'SR', amountCents: 9999999, vatNature: 'N4' },
      { expenseType: 'AD', amountCents: 1, vatRatePercent: 22 },
    ],
  });

describe('amounts and rates', () => {
  it('writes cents as a dot and two decimals, rates the same', () => {
    expect(formatAmount(12000)).toBe('120.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(9999999)).toBe('99999.99');
    expect(formatRate(22)).toBe('22.00');
    expect(formatRate(10.5)).toBe('10.50');
  });
});

describe('precompilata file', () => {
  it('is valid against the file schema for insert, update and delete', async () => {
    const xml = precompilataXml(
      [
        { document: sampleDocument(), operation: 'insert' },
        {
          document: sampleDocument({ number: 'FT2026/0002', opposition: true, citizenTaxCode: null }),
          operation: 'update',
        },
        { document: sampleDocument({ number: 'FT2026/0003' }), operation: 'delete' },
      ],
      encrypt,
    );
    expect(schemaErrors('precompilata', xml)).toEqual([]);

    const docs = (parseXml(xml).precompilata as { documentoSpesa: Record<string, unknown>[] }).documentoSpesa;
    expect(docs.map((d) => d.flagOperazione)).toEqual(['I', 'V', 'C']);
    expect(decrypt(docs[0]!.cfCittadino as string)).toBe('BNCLRA90A41F205I');
    // The patient who opposes is not named at all.
    expect(docs[1]!.cfCittadino).toBeUndefined();
    expect(docs[1]!.flagOpposizione).toBe('1');
    expect(docs[0]!.voceSpesa).toEqual([{ tipoSpesa: 'SR', importo: '120.00', naturaIVA: 'N4' }]);
    const owner = (parseXml(xml).precompilata as { proprietario: { cfProprietario: string } }).proprietario;
    expect(decrypt(owner.cfProprietario)).toBe('RSSMRA85T10A562S');
  });

  it('carries a structure, a payment in advance, a receipt, a VAT rate and the largest amount', async () => {
    const xml = precompilataXml([{ document: structureDocument(), operation: 'insert' }], encrypt);
    expect(schemaErrors('precompilata', xml)).toEqual([]);
    expect(xml).toContain('<codiceRegione>120</codiceRegione><codiceAsl>201</codiceAsl>');
    expect(xml).toContain('<flagPagamentoAnticipato>1</flagPagamentoAnticipato>');
    expect(xml).toContain('<pagamentoTracciato>NO</pagamentoTracciato><tipoDocumento>D</tipoDocumento>');
    expect(xml).toContain('<importo>99999.99</importo><naturaIVA>N4</naturaIVA>');
    expect(xml).toContain('<importo>0.01</importo><aliquotaIVA>22.00</aliquotaIVA>');
  });

  it('is caught by the schema when the data breaks it', async () => {
    // Data that skipped the contract: a space in the number, an amount past 99,999.99, a short VAT number.
    const broken = {
      ...sampleDocument(),
      number: 'FT 1',
      owner: { taxCode: 'RSSMRA85T10A562S', vatNumber: '1234567890' },
      items: [{ expenseType: 'SR' as const, amountCents: 10_000_000, vatNature: 'N4' as const }],
    };
    const errors = schemaErrors(
      'precompilata',
      precompilataXml([{ document: broken, operation: 'insert' }], encrypt),
    );
    expect(errors.join('\n')).toMatch(/numDocumento/);
    expect(errors.join('\n')).toMatch(/importo/);
    expect(errors.join('\n')).toMatch(/pIva/);
  });

  it('holds one owner', () => {
    const other = sampleDocument({ owner: { taxCode: 'RSSMRA85T10A562S', vatNumber: '99999999999' } });
    expect(() =>
      precompilataXml(
        [
          { document: sampleDocument(), operation: 'insert' },
          { document: other, operation: 'insert' },
        ],
        encrypt,
      ),
    ).toThrow(/one owner/);
    expect(() => precompilataXml([], encrypt)).toThrow();
  });
});

describe('DocumentoSpesa730p requests', () => {
  it.each(['insert', 'update', 'delete'] as const)(
    '%s: the SOAP body element is valid against the DocumentoSpesa730p schema',
    async (operation) => {
      for (const document of [
        sampleDocument(),
        structureDocument(),
        sampleDocument({ opposition: true, citizenTaxCode: null }),
      ]) {
        const call = documentCall(operation, document, credentials, encrypt);
        expect(call.path).toBe('/DocumentoSpesa730pWeb/DocumentoSpesa730pPort');
        expect(schemaErrors('documentoSpesa', bodyElementXml(call.envelope))).toEqual([]);
      }
    },
  );

  it('names the operation in the SOAPAction and the body, and encrypts PIN and codes', () => {
    const call = documentCall('update', sampleDocument(), credentials, encrypt);
    expect(call.soapAction).toBe('variazione.documentospesap730.sanita.finanze.it');
    const request = (parseXml(call.envelope).Envelope as { Body: Record<string, Record<string, unknown>> })
      .Body.variazioneDocumentoSpesaRequest!;
    expect(decrypt(request.pincode as string)).toBe('1234567890');
    expect(decrypt((request.Proprietario as { cfProprietario: string }).cfProprietario)).toBe(
      'RSSMRA85T10A562S',
    );
    const document = request.idVariazioneDocumentoFiscale as Record<string, unknown>;
    expect(decrypt(document.cfCittadino as string)).toBe('BNCLRA90A41F205I');
    expect(document.flagOpposizione).toBe('0');
    expect(call.envelope).not.toContain('BNCLRA90A41F205I');
  });

  it('deletes by the identifier alone', () => {
    const call = documentCall('delete', sampleDocument(), credentials, encrypt);
    expect(call.envelope).toContain(
      '<idCancellazioneDocumentoFiscale><pIva>12345678903</pIva><dataEmissione>2026-03-02</dataEmissione>',
    );
    expect(call.envelope).not.toContain('voceSpesa');
  });

  it('is caught by the schema when the data breaks it', async () => {
    const broken = { ...sampleDocument(), issuedOn: '2012-12-31', items: [] };
    const call = documentCall('insert', broken, credentials, encrypt);
    const errors = schemaErrors('documentoSpesa', bodyElementXml(call.envelope)).join('\n');
    expect(errors).toMatch(/dataEmissione/);
    expect(errors).toMatch(/voceSpesa/);
  });

  it('extracts a body whose prefix is declared on the Envelope, as other clients write it', async () => {
    const call = documentCall('insert', sampleDocument(), credentials, encrypt);
    const prefixed = withPrefixedNamespace(call.envelope);
    expect(prefixed).toContain('<doc:pincode>');
    expect(schemaErrors('documentoSpesa', bodyElementXml(prefixed))).toEqual([]);
  });
});

describe('inviaFileMtom upload', () => {
  it('sends a valid call with the zip as an MTOM part and the owner in clear', async () => {
    const call = uploadCall([{ document: sampleDocument(), operation: 'insert' }], credentials, encrypt);
    expect(call.fileName).toMatch(/^730_\d{17}\.zip$/);
    expect(call.envelope).toContain('<documento><xop:Include');
    const inlined = inlineXopIncludes(
      bodyElementXml(call.envelope),
      new Map([[call.attachment!.contentId, Buffer.from(call.attachment!.bytes)]]),
    );
    expect(schemaErrors('invioMtom', inlined)).toEqual([]);
    expect(call.envelope).toContain('<cfProprietario>RSSMRA85T10A562S</cfProprietario>');
    expect(schemaErrors('precompilata', call.xml)).toEqual([]);
  });
});
