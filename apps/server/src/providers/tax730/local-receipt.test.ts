import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { NAMES_AS_WRITTEN } from '../../../test/names';
import { fileReceiptPdf } from './local-receipt';
import type { Submission } from './local-registry';

const textOf = async (pdf: Uint8Array) =>
  (await extractText(pdf.slice(), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('the local Sistema TS receipt', () => {
  it('prints what it was sent as written: a file named after a patient, in any script', async () => {
    const id = { pIva: '00265910661', dataEmissione: '2026-03-02', dispositivo: '1', numDocumento: '7/2026' };
    const submission: Submission = {
      protocollo: '26030212345678901',
      username: 'PROVAX00X00X000Y',
      ownerTaxCode: 'PROVAX00X00X000Y',
      receivedAt: new Date('2026-03-02T10:00:00Z'),
      fileName: `${NAMES_AS_WRITTEN.join(', ')}.zip`,
      size: 2048,
      readyAt: new Date('2026-03-02T10:00:00Z'),
      outcome: {
        stato: 3,
        descrizione: 'Elaborato con errori',
        sent: 2,
        accepted: 1,
        warnings: 0,
        rows: [
          {
            ownerTaxCode: 'PROVAX00X00X000Y',
            id,
            tipoSpesa: 'SR',
            message: { codice: '017', tipo: 'E', descrizione: 'Documento già presente' },
          },
        ],
      },
      processed: () => Promise.reject(new Error('already processed')),
    };
    const text = await textOf(await fileReceiptPdf(submission, new Date('2026-03-02T11:00:00Z')));
    expect(text).toContain('Protocollo 26030212345678901');
    expect(text).toContain(`File ${NAMES_AS_WRITTEN.join(', ')}.zip (2048 byte)`);
    expect(text).toContain('documenti accolti 1, scartati 1');
    expect(text).toContain('numero 7/2026: 017 Documento già presente');
    expect(text).toContain('nessun dato è stato trasmesso all’Agenzia delle Entrate.');
  });
});
