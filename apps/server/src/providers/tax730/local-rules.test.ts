import { resources } from '@studiolo/i18n';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './local-messages';
import { documentErrors, type ReceivedDocument } from './local-rules';
import type { Tax730ErrorCode } from './port';

/** A document as the endpoint reads it off the wire, codes already decrypted. */
const received = (overrides: Partial<ReceivedDocument> = {}): ReceivedDocument => ({
  id: { pIva: '12345678903', dataEmissione: '2026-03-02', dispositivo: '1', numDocumento: 'FT1' },
  dataPagamento: '2026-03-02',
  flagPagamentoAnticipato: false,
  cfCittadino: 'BNCLRA90A41F205I',
  voci: [{ tipoSpesa: 'SR', importo: '120.00', naturaIVA: 'N4' }],
  pagamentoTracciato: 'SI',
  tipoDocumento: 'F',
  flagOpposizione: '0',
  ...overrides,
});
const codes = (doc: ReceivedDocument) => documentErrors(doc, '2026-06-30').map((m) => m.codice);

/** Rules a well-behaved client never breaks (our builders cannot), so only reachable here. */
describe('local Sistema TS rules', () => {
  it('accepts a good document', () => {
    expect(codes(received())).toEqual([]);
  });

  it('wants the flag when payment precedes the issue', () => {
    expect(codes(received({ dataPagamento: '2026-02-01' }))).toEqual(['L006']);
    expect(codes(received({ dataPagamento: '2026-02-01', flagPagamentoAnticipato: true }))).toEqual([]);
  });

  it('wants the patient named unless they oppose, and not named when they do', () => {
    expect(codes(received({ flagOpposizione: '1' }))).toEqual(['L007']);
    expect(codes(received({ cfCittadino: null }))).toEqual(['L008']);
    expect(codes(received({ cfCittadino: null, flagOpposizione: '1' }))).toEqual([]);
    // Encrypted with another key: it decrypts to nothing readable.
    expect(codes(received({ cfCittadino: undefined }))).toEqual(['S011']);
  });

  it('checks amounts and VAT line by line', () => {
    const voci = [
      { tipoSpesa: 'SR', importo: '-5.00', naturaIVA: 'N4' },
      { tipoSpesa: 'SR', importo: '5.00' },
      { tipoSpesa: 'AA', importo: '2.00', naturaIVA: 'N2.2' },
      { tipoSpesa: 'AA', importo: '2.00', naturaIVA: 'N9' },
    ];
    expect(codes(received({ voci }))).toEqual(['L004', 'L009', 'L010']);
    expect(codes(received({ voci, tipoDocumento: 'D' }))).toEqual(['L004', 'L009', 'L010', 'L010']);
  });
});

describe('tax730 messages in the catalogues', () => {
  it('has an Italian and an English text for every code the port can give', () => {
    const errorCodes: Tax730ErrorCode[] = [
      'AUTH_FAILED',
      'CERTIFICATE_EXPIRED',
      'UNAVAILABLE',
      'SERVICE_FAULT',
      'INVALID_RESPONSE',
      'INVALID_BATCH',
    ];
    const messageCodes = [...Object.values(MESSAGES).map((m) => m().codice), '000'];
    for (const language of [resources.it.tax730, resources.en.tax730]) {
      expect(Object.keys(language.messages).sort()).toEqual([...messageCodes].sort());
      expect(Object.keys(language.errors).sort()).toEqual([...errorCodes].sort());
    }
  });
});
