import type { SubmissionOperation } from '@studiolo/contracts';
import { strToU8, zipSync } from 'fflate';
import {
  DETTAGLIO_ERRORI_NAMESPACE,
  ESITO_NAMESPACE,
  INVIO_NAMESPACE,
  RICEVUTA_NAMESPACE,
  soapEnvelope,
} from '../../modules/tax730/soap';
import { DOCUMENT_NAMESPACE, DOCUMENT_OPERATIONS, type XmlElement } from '../../modules/tax730/xml';
import { MESSAGES, type LocalMessage } from './local-messages';
import type { FileOutcome, Submission } from './local-registry';

/** The answers of the local Sistema TS, shaped as the real service's (checked by its schema rules). */

/** dd-MM-yyyy HH:mm:ss, as dataAccoglienza and dataInvio come. */
export function italianTimestamp(date: Date): string {
  const p = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => p.find((x) => x.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** esitoChiamata 0 with a protocollo, or 1 with the reasons (and no protocollo). */
export function documentAnswer(
  operation: SubmissionOperation,
  result: { protocollo: string } | { errors: LocalMessage[] },
): string {
  const messages = 'errors' in result ? result.errors : [MESSAGES.ok()];
  return soapEnvelope({
    [DOCUMENT_OPERATIONS[operation].response]: {
      '@_xmlns': DOCUMENT_NAMESPACE,
      esitoChiamata: 'errors' in result ? '1' : '0',
      ...('protocollo' in result ? { protocollo: result.protocollo } : {}),
      listaMessaggi: {
        messaggio: messages.map(({ codice, descrizione, tipo }) => ({ codice, descrizione, tipo })),
      },
    },
  });
}

/** inviaFileMtom's ricevutaInvio. */
export function uploadAnswer(answer: {
  codiceEsito: string;
  descrizioneEsito: string;
  receivedAt: Date;
  fileName: string;
  size: number;
  protocollo?: string;
}): string {
  return soapEnvelope({
    'ns2:inviaFileMtomResponse': {
      '@_xmlns:ns2': INVIO_NAMESPACE,
      return: {
        codiceEsito: answer.codiceEsito,
        dataAccoglienza: italianTimestamp(answer.receivedAt),
        descrizioneEsito: answer.descrizioneEsito,
        dimensioneFileAllegato: String(answer.size),
        nomeFileAllegato: answer.fileName,
        ...(answer.protocollo ? { protocollo: answer.protocollo } : {}),
      },
    },
  });
}

function negative(messages: LocalMessage[]): XmlElement {
  return {
    esitiNegativi: {
      dettaglioEsitoNegativo: messages.map(({ codice, descrizione }) => ({ codice, descrizione })),
    },
  };
}

/** EsitoInvii: the file's stato and counts (stato 1 while it waits), or why there is none. */
export function outcomeAnswer(submission: Submission | LocalMessage): string {
  const output: XmlElement =
    'codice' in submission
      ? { esitoChiamata: '1', descrizioneEsito: submission.descrizione, ...negative([submission]) }
      : {
          esitoChiamata: '0',
          descrizioneEsito: '',
          esitiPositivi: { dettagliEsito: [outcomeDetail(submission, submission.outcome)] },
        };
  return soapEnvelope({
    'ns2:EsitoInviiResponse': { '@_xmlns:ns2': ESITO_NAMESPACE, DatiOutputRichiesta: output },
  });
}

function outcomeDetail(submission: Submission, outcome: FileOutcome | null) {
  return {
    protocollo: submission.protocollo,
    dataInvio: italianTimestamp(submission.receivedAt),
    stato: String(outcome?.stato ?? 1),
    descrizione: outcome?.descrizione ?? 'File in fase di elaborazione',
    nInviati: String(outcome?.sent ?? 0),
    nAccolti: String(outcome?.accepted ?? 0),
    nWarnings: String(outcome?.warnings ?? 0),
    nErrori: String(outcome ? outcome.sent - outcome.accepted : 0),
  };
}

const CSV_HEADER =
  'CF PROPRIETARIO; COD REGIONE; COD ASL; COD SSA; PARTITA IVA; DATA EMISSIONE; DOCUMENTO FISCALE DISPOSITIVO; DOCUMENTO FISCALE NUMERO; TIPO SPESA; CODICE ERRORE; DESCRIZIONE ERRORE';

const italianDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** DettaglioErrori: the zipped CSV of the refused documents, or why there is none. */
export function errorDetailsAnswer(rows: FileOutcome['rows'] | LocalMessage): string {
  let output: XmlElement;
  if ('codice' in rows) {
    output = { esitoChiamata: '1', ...negative([rows]) };
  } else {
    const lines = rows.map(({ ownerTaxCode, id, tipoSpesa, message }) =>
      [
        ownerTaxCode,
        '',
        '',
        '',
        id.pIva,
        italianDate(id.dataEmissione),
        id.dispositivo,
        id.numDocumento,
        tipoSpesa,
        message.codice,
        message.descrizione.replaceAll(';', ','),
      ].join(';'),
    );
    const csv = [CSV_HEADER, ...lines].join('\n') + '\n';
    const zip = zipSync({ 'errori.csv': strToU8(csv) });
    output = {
      esitoChiamata: '0',
      esitiPositivi: { dettagliEsito: { csv: Buffer.from(zip).toString('base64') } },
    };
  }
  return soapEnvelope({
    'ns2:DettaglioErroriResponse': { '@_xmlns:ns2': DETTAGLIO_ERRORI_NAMESPACE, DatiOutputRichiesta: output },
  });
}

/** RicevutaPdf: the receipt in base64 (esitoChiamata 0), or why there is none (1). */
export function receiptAnswer(result: Uint8Array | LocalMessage): string {
  const output: XmlElement =
    'codice' in result
      ? { esitoChiamata: '1', ...negative([result]) }
      : {
          esitoChiamata: '0',
          esitiPositivi: { dettagliEsito: { pdf: Buffer.from(result).toString('base64') } },
        };
  return soapEnvelope({
    'ns2:RicevutaPdfResponse': { '@_xmlns:ns2': RICEVUTA_NAMESPACE, DatiOutputRichiesta: output },
  });
}
