/**
 * What the local Sistema TS answers, in the real service's words where they are known.
 *
 * Known from answers of the real service (test environment captures and published error CSVs):
 * 0, S011, S017, W010, WS37, WS96, the upload's 000, and the authentication fault. The service does
 * not publish the codes of the other checks; the local endpoint gives those its own `L…` codes so
 * nobody mistakes them for real ones.
 */
export interface LocalMessage {
  codice: string;
  descrizione: string;
  /** E error, W warning, '' information. */
  tipo: 'E' | 'W' | '';
}

const message =
  (codice: string, tipo: LocalMessage['tipo'], descrizione: string) =>
  (detail?: string): LocalMessage => ({
    codice,
    tipo,
    descrizione: detail ? `${descrizione}: ${detail}` : descrizione,
  });

export const MESSAGES = {
  ok: message('0', '', 'Operazione eseguita correttamente'),
  citizenTaxCodeInvalid: message('S011', 'E', 'IL CF DEL CITTADINO RISULTA FORMALMENTE ERRATO'),
  duplicate: message('S017', 'E', "IDENTIFICATIVO DOCUMENTO FISCALE GIA' PRESENTE"),
  alreadyCancelled: message('W010', 'E', "IL DOCUMENTO E' STATO ANNULLATO IN PRECEDENZA"),
  notFound: message('WS96', 'E', 'LA RICERCA NON HA PRODOTTO RISULTATI'),
  fileRejected: message('WS37', 'E', 'FILE SCARTATO, CONTROLLARE LA RICEVUTA PDF'),
  // The local endpoint's own checks.
  schemaInvalid: message('L001', 'E', 'MESSAGGIO NON CONFORME ALLO SCHEMA'),
  pincodeInvalid: message('L002', 'E', 'PINCODE ERRATO'),
  ownerTaxCodeInvalid: message('L003', 'E', 'IL CF DEL PROPRIETARIO RISULTA FORMALMENTE ERRATO'),
  amountInvalid: message('L004', 'E', "L'IMPORTO DEVE ESSERE MAGGIORE DI ZERO"),
  dateInFuture: message('L005', 'E', 'DATA SUCCESSIVA ALLA DATA ODIERNA'),
  paidBeforeIssued: message(
    'L006',
    'E',
    'DATA PAGAMENTO ANTERIORE ALLA DATA EMISSIONE SENZA FLAG PAGAMENTO ANTICIPATO',
  ),
  oppositionWithCitizen: message('L007', 'E', 'CON OPPOSIZIONE IL CF DEL CITTADINO NON VA INDICATO'),
  citizenMissing: message('L008', 'E', 'CF DEL CITTADINO ASSENTE SENZA OPPOSIZIONE'),
  vatMissing: message('L009', 'E', 'INDICARE ALIQUOTA IVA O NATURA IVA'),
  vatNatureInvalid: message('L010', 'E', 'NATURA IVA NON AMMESSA PER IL TIPO DOCUMENTO'),
  ownerMismatch: message('L011', 'E', 'IL PROPRIETARIO DEL FILE NON CORRISPONDE A QUELLO INDICATO'),
  fileInvalid: message('L012', 'E', 'FILE ALLEGATO NON VALIDO'),
  receiptNotReady: message('L013', 'E', 'RICEVUTA NON ANCORA DISPONIBILE: FILE IN FASE DI ELABORAZIONE'),
} as const;

/** The one fault string the real service gives for a wrong user or password. */
export const AUTHENTICATION_FAULT = 'Errore generico di autenticazione';

/** inviaFileMtom's answer to an accepted upload (codiceEsito 000). */
export const UPLOAD_ACCEPTED =
  "Il file è in attesa di elaborazione, per conoscerne l'esito è necessario verificare la ricevuta";
