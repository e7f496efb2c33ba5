/**
 * What the local Sistema TS answers, in the real service's words where they are known.
 *
 * Known from answers of the real service (test environment captures and published error CSVs):
 * 0, S011, S017, W010, WS37, WS96, the upload's 000, and the authentication fault. Published in the
 * specification (730 Spese Sanitarie – WS Asincrono v2.5, §4.7 'Codici di esito'): 002–006, 010,
 * 101–110 and 200, with the texts below. The checks of a document's content have no published code:
 * the local endpoint gives those its own `L…` codes so nobody mistakes them for real ones.
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
  // Published codes (spec v2.5 §4.7), each with the specification's text.
  pincodeUnreadable: message('002', 'E', 'PINCODE NON DECIFRABILE'),
  userInvalid: message('003', 'E', 'UTENTE NON VALIDO O NON PRESENTE'),
  doctorTaxCodeMismatch: message(
    '004',
    'E',
    'CODICE FISCALE DEL MEDICO NON CORRISPONDENTE A QUELLO UTILIZZATO IN FASE DI AUTENTICAZIONE',
  ),
  doctorPincodeInvalid: message('005', 'E', "PINCODE DEL MEDICO ERRATO O NON PIU' ATTIVO"),
  doctorInactive: message('006', 'E', 'MEDICO NON ATTIVO O CF ERRATO'),
  ownerNotAuthenticated: message(
    '010',
    'E',
    'IL CF PROPRIETARIO È DIVERSO DA QUELLO UTILIZZATO IN FASE DI AUTENTICAZIONE',
  ),
  fileNameInvalid: message(
    '101',
    'E',
    "IL CAMPO NOMEFILEALLEGATO DEVE ESSERE COMPRESO TRA 6 E 60 CARATTERI E TERMINARE IN .ZIP: IL FILE NON E' STATO ACCOLTO",
  ),
  fileNotZip: message('102', 'E', "L'ALLEGATO NON È UN FILE DI TIPO ZIP VALIDO: IL FILE NON È STATO ACCOLTO"),
  fileEmpty: message('103', 'E', "L'ALLEGATO È VUOTO: IL FILE NON È STATO ACCOLTO"),
  pincodeInvalid: message('104', 'E', 'PINCODE ERRATO'),
  delegationMissing: message('105', 'E', 'INVIO PER CONTO IN ASSENZA DI DELEGA ATTIVA'),
  delegationActive: message('106', 'E', 'INVIO IN PROPRIO IN PRESENZA DI DELEGA ATTIVA'),
  userUnknown: message('107', 'E', 'UTENTE NON RICONOSCIUTO'),
  fileTooLarge: message('108', 'E', 'LA DIMENSIONE DEL FILE ALLEGATO SUPERA LA SOGLIA CONSENTITA'),
  ownerInvalid: message('109', 'E', 'DATI PROPRIETARIO FORMALMENTE ERRATI'),
  ownerNotUser: message('110', 'E', 'IL CF PROPRIETARIO È DIVERSO DAL CF DELLA USER'),
  applicationError: message('200', 'E', "ERRORE NELL'APPLICAZIONE: CONTATTARE L'ASSISTENZA"),
  // The local endpoint's own checks of a document's content (no published code).
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
  receiptNotReady: message('L013', 'E', 'RICEVUTA NON ANCORA DISPONIBILE: FILE IN FASE DI ELABORAZIONE'),
} as const;

/** A request that breaks the service's schema: a SOAP Fault, as a JAX-WS service answers it. */
export const SCHEMA_FAULT = 'Il messaggio non è conforme allo schema del servizio';

/** The one fault string the real service gives for a wrong user or password. */
export const AUTHENTICATION_FAULT = 'Errore generico di autenticazione';

/** inviaFileMtom's answer to an accepted upload (codiceEsito 000). */
export const UPLOAD_ACCEPTED =
  "Il file è in attesa di elaborazione, per conoscerne l'esito è necessario verificare la ricevuta";
