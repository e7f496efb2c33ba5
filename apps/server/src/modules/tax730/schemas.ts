import {
  checkXml,
  type BaseType,
  type ChoiceRule,
  type ElementRule,
  type SchemaRules,
  type SimpleType,
} from './schema-check';
import { DOCUMENT_NAMESPACE } from './xml';
import { DETTAGLIO_ERRORI_NAMESPACE, ESITO_NAMESPACE, INVIO_NAMESPACE, RICEVUTA_NAMESPACE } from './soap';

/**
 * What the Sistema TS services accept and answer, written here from their published specification
 * (the request and response layouts of the 730 web services and of the `precompilata` file): the order
 * of the elements, which are required, and the form of each value. The local Sistema TS checks every
 * request with them, the tests check what Studiolo writes and what the local service answers. The CI
 * step `sistemats:conformance` proves on a corpus of valid and broken documents that they accept and
 * refuse exactly what the official schemas do.
 *
 * - `precompilata`: the file of an asynchronous upload (no namespace)
 * - `documentoSpesa`: the synchronous Inserimento/Variazione/Rimborso/Cancellazione, requests and answers
 * - `invioMtom`: the upload call (inviaFileMtom) and its answer
 * - `esitoInvii`, `dettaglioErrori`, `ricevutaPdf`: the follow-up calls and their answers
 */

type Occurs = { min?: number; max?: number };
type Type = ElementRule['type'];

const simple = (base: BaseType, facets: Omit<SimpleType, 'kind' | 'base'> = {}): SimpleType => ({
  kind: 'simple',
  base,
  ...facets,
});
const string = simple('string');
const sequence = (...particles: (ElementRule | ChoiceRule)[]): Type => ({
  kind: 'complex',
  sequence: particles,
});
const optional: Occurs = { min: 0 };
const many: Occurs = { max: Infinity };

/** An element maker for one schema: qualified local elements carry its namespace, unqualified none. */
function elements(namespace: string | null, qualified: boolean) {
  const local = (name: string, type: Type, occurs: Occurs = {}): ElementRule => ({
    kind: 'element',
    name,
    namespace: qualified ? namespace : null,
    type,
    min: occurs.min ?? 1,
    max: occurs.max ?? 1,
  });
  const root = (name: string, type: Type): ElementRule => ({ ...local(name, type), namespace });
  return { local, root };
}

const choice = (options: ElementRule[], occurs: Occurs = {}): ChoiceRule => ({
  kind: 'choice',
  options,
  min: occurs.min ?? 1,
  max: occurs.max ?? 1,
});

// Values shared by the file and the synchronous calls.
const dateFrom = (minInclusive: string) =>
  simple('date', { minInclusive, pattern: /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])$/ });
/** A codice fiscale, encrypted (base64 of one RSA block). */
const cfType = simple('string', { maxLength: 256 });
const varChar3 = simple('string', { pattern: /^[A-Z0-9]{3}$/ });
const codSsa = simple('string', { pattern: /^[A-Z0-9]{5,6}$/ });
const pIva = simple('integer', { pattern: /^[0-9]{11}$/ });
const dispositivo = simple('int', { minInclusive: '1', maxInclusive: '999' });
const numDocumento = simple('string', { pattern: /^[A-Za-z0-9_./\\-]{1,20}$/ });
const naturaIva = simple('string', { minLength: 2, maxLength: 10 });
const aliquotaIva = simple('decimal', { maxInclusive: '100.00', pattern: /^[0-9]{1,3}\.[0-9]{2}$/ });
const tipoSpesa = simple('string', {
  enumeration: ['TK', 'FC', 'FV', 'AS', 'AD', 'SR', 'CT', 'PI', 'IC', 'AA', 'SV', 'SP'],
});
const flagTipoSpesa = simple('string', { enumeration: ['1', '2'] });
const flagPagamentoAnticipato = simple('int', { enumeration: ['1'] });
const pagamentoTracciato = simple('string', { enumeration: ['SI', 'NO'] });
const tipoDocumento = simple('string', { enumeration: ['F', 'D'] });
const flagOpposizione = simple('string', { enumeration: ['0', '1'] });

/** The owner's codes and codice fiscale, all optional, in this order (file, calls, upload). */
function proprietario(local: ReturnType<typeof elements>['local']): Type {
  return sequence(
    local('codiceRegione', varChar3, optional),
    local('codiceAsl', varChar3, optional),
    local('codiceSSA', codSsa, optional),
    local('cfProprietario', cfType, optional),
  );
}

/** idDocumentoFiscale: partita IVA, issue date, device and number. */
function documentId(local: ReturnType<typeof elements>['local'], issued: SimpleType): Type {
  return sequence(
    local('pIva', pIva),
    local('dataEmissione', issued),
    local(
      'numDocumentoFiscale',
      sequence(local('dispositivo', dispositivo), local('numDocumento', numDocumento)),
    ),
  );
}

function expenseItem(local: ReturnType<typeof elements>['local'], importo: SimpleType): Type {
  return sequence(
    local('tipoSpesa', tipoSpesa),
    local('flagTipoSpesa', flagTipoSpesa, optional),
    local('importo', importo),
    choice([local('aliquotaIVA', aliquotaIva), local('naturaIVA', naturaIva)], optional),
  );
}

/** The `precompilata` file: the owner, then each document with its flagOperazione. */
function precompilataSchema(): SchemaRules {
  const { local, root } = elements(null, true);
  const idSpesa = documentId(local, dateFrom('2014-01-01'));
  const any: Type = { kind: 'any' };
  const importo = simple('decimal', { minInclusive: '0.01', pattern: /^[0-9]{1,5}[.][0-9]{2}$/ });
  const documentoSpesa = sequence(
    local('idSpesa', idSpesa),
    local('idRimborso', idSpesa, optional),
    local('dataPagamento', dateFrom('2015-01-01')),
    local('flagPagamentoAnticipato', flagPagamentoAnticipato, optional),
    local('flagOperazione', simple('string', { enumeration: ['I', 'V', 'R', 'C'] })),
    local('cfCittadino', cfType, optional),
    local('pagamentoTracciato', pagamentoTracciato, optional),
    local('tipoDocumento', tipoDocumento, optional),
    local('flagOpposizione', flagOpposizione, optional),
    local('voceSpesa', expenseItem(local, importo), many),
  );
  return {
    roots: [
      root(
        'precompilata',
        sequence(
          local('opzionale1', any, optional),
          local('opzionale2', any, optional),
          local('opzionale3', any, optional),
          local('proprietario', proprietario(local)),
          local('documentoSpesa', documentoSpesa, many),
        ),
      ),
    ],
  };
}

/** DocumentoSpesa730p: four requests, each answered with an outcome and its messages. */
function documentoSpesaSchema(): SchemaRules {
  const { local, root } = elements(DOCUMENT_NAMESPACE, true);
  const idDocumentoFiscale = documentId(local, dateFrom('2014-01-01'));
  const documentoSpesa = sequence(
    local('idSpesa', idDocumentoFiscale),
    local('dataPagamento', dateFrom('2013-01-01')),
    local('flagPagamentoAnticipato', flagPagamentoAnticipato, optional),
    local('cfCittadino', cfType, optional),
    local('voceSpesa', expenseItem(local, simple('double')), many),
    local('pagamentoTracciato', pagamentoTracciato, optional),
    local('tipoDocumento', tipoDocumento, optional),
    local('flagOpposizione', flagOpposizione, optional),
  );
  const request = (...document: ElementRule[]) =>
    sequence(
      local('opzionale1', string, optional),
      local('opzionale2', string, optional),
      local('opzionale3', string, optional),
      local('pincode', string),
      local('Proprietario', proprietario(local), optional),
      ...document,
    );
  const message = sequence(local('codice', string), local('descrizione', string), local('tipo', string));
  const response = sequence(
    local('esitoChiamata', string),
    local('protocollo', string, optional),
    local('listaMessaggi', sequence(local('messaggio', message, many))),
  );
  return {
    roots: [
      root(
        'inserimentoDocumentoSpesaRequest',
        request(local('idInserimentoDocumentoFiscale', documentoSpesa)),
      ),
      root('variazioneDocumentoSpesaRequest', request(local('idVariazioneDocumentoFiscale', documentoSpesa))),
      root(
        'rimborsoDocumentoSpesaRequest',
        request(
          local('idRimborsoDocumentoFiscale', idDocumentoFiscale),
          local('DocumentoSpesa', documentoSpesa),
        ),
      ),
      root(
        'cancellazioneDocumentoSpesaRequest',
        request(local('idCancellazioneDocumentoFiscale', idDocumentoFiscale)),
      ),
      ...['inserimento', 'variazione', 'rimborso', 'cancellazione'].map((op) =>
        root(`${op}DocumentoSpesaResponse`, response),
      ),
    ],
  };
}

/** inviaFileMtom: the file (a zip, base64 or an MTOM part put back in place) and the receipt. */
function invioMtomSchema(): SchemaRules {
  const { local, root } = elements(INVIO_NAMESPACE, false);
  const receipt = sequence(
    ...['codiceEsito', 'dataAccoglienza', 'descrizioneEsito', 'dimensioneFileAllegato', 'nomeFileAllegato']
      .concat('protocollo', 'idErrore')
      .map((name) => local(name, string, optional)),
  );
  return {
    roots: [
      root(
        'inviaFileMtom',
        sequence(
          // Basic Latin (U+0000–U+007F), 6 to 60 characters.
          local('nomeFileAllegato', simple('string', { pattern: /^[^\u0080-\u{10ffff}]{6,60}$/u })),
          local('pincodeInvianteCifrato', string),
          local('datiProprietario', proprietario(local), optional),
          local('opzionale1', string, optional),
          local('opzionale2', string, optional),
          local('opzionale3', string, optional),
          local('documento', simple('base64Binary')),
        ),
      ),
      root('inviaFileMtomResponse', sequence(local('return', receipt))),
    ],
  };
}

/** The follow-up services share a shape: datiInput in, datiOutput with outcomes out. */
function followUpSchema(
  namespace: string,
  operation: string,
  input: ElementRule[],
  output: { head: ElementRule[]; positive: Type; many: boolean },
  extraRoots: ElementRule[] = [],
): SchemaRules {
  const { local, root } = elements(namespace, false);
  const datiInput = sequence(
    local('pinCode', string),
    ...input,
    local('opzionale1', string, optional),
    local('opzionale2', string, optional),
    local('opzionale3', string, optional),
  );
  const negative = sequence(local('codice', string), local('descrizione', string));
  const datiOutput = sequence(
    local('esitoChiamata', string),
    ...output.head,
    local(
      'esitiPositivi',
      sequence(local('dettagliEsito', output.positive, output.many ? many : {})),
      optional,
    ),
    local('esitiNegativi', sequence(local('dettaglioEsitoNegativo', negative, many)), optional),
  );
  return {
    roots: [
      root(operation, sequence(local('DatiInputRichiesta', datiInput, optional))),
      root(`${operation}Response`, sequence(local('DatiOutputRichiesta', datiOutput, optional))),
      root('datiInput', datiInput),
      root('datiOutput', datiOutput),
      ...extraRoots,
    ],
  };
}

function esitoInviiSchema(): SchemaRules {
  const { local, root } = elements(ESITO_NAMESPACE, false);
  const int = simple('int');
  const long = simple('long');
  return followUpSchema(
    ESITO_NAMESPACE,
    'EsitoInvii',
    ['dataInizio', 'dataFine', 'protocollo'].map((name) => local(name, string, optional)),
    {
      head: [local('descrizioneEsito', string)],
      positive: sequence(
        local('protocollo', string),
        local('dataInvio', string),
        local('stato', int),
        local('descrizione', string),
        ...['nInviati', 'nAccolti', 'nWarnings', 'nErrori'].map((name) => local(name, long)),
      ),
      many: true,
    },
    [root('Exception', sequence(local('message', string, optional)))],
  );
}

function receiptLikeSchema(namespace: string, operation: string, content: string): SchemaRules {
  const { local } = elements(namespace, false);
  return followUpSchema(namespace, operation, [local('protocollo', string, optional)], {
    head: [],
    positive: sequence(local(content, simple('base64Binary'))),
    many: false,
  });
}

const SCHEMAS = {
  precompilata: precompilataSchema(),
  documentoSpesa: documentoSpesaSchema(),
  invioMtom: invioMtomSchema(),
  esitoInvii: esitoInviiSchema(),
  dettaglioErrori: receiptLikeSchema(DETTAGLIO_ERRORI_NAMESPACE, 'DettaglioErrori', 'csv'),
  ricevutaPdf: receiptLikeSchema(RICEVUTA_NAMESPACE, 'RicevutaPdf', 'pdf'),
} as const satisfies Record<string, SchemaRules>;
export type SchemaName = keyof typeof SCHEMAS;

/** What is wrong with `xml` (a document, or a SOAP body element on its own); empty when valid. */
export function schemaErrors(schema: SchemaName, xml: string): string[] {
  return checkXml(SCHEMAS[schema], xml);
}
