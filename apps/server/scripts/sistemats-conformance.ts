/**
 * Proves that the Sistema TS checks written here (src/modules/tax730/schemas.ts) accept and refuse
 * exactly what the official schemas do, and that a field encrypts with the real SanitelCF
 * certificate. The official files are not in the repository: they are read from the folder given
 * (CI passes the kit's folder kept beside the repository). libxml2's xmllint, offline, is the reference.
 *
 * The corpus: valid documents (what Studiolo writes, what the local Sistema TS answers, the kit's
 * example files), and from each of them documents broken on purpose: an element left out, repeated,
 * swapped with the next, renamed, given an attribute, text or a stray child, and every leaf given
 * values at and past the edges of its type.
 *
 *   npm run sistemats:conformance -- <fixtures/sistemats> [--keep <dir>]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ExpenseDocument, SubmissionOperation } from '@studiolo/contracts';
import {
  documentCall,
  errorDetailsCall,
  outcomeCall,
  receiptCall,
  uploadCall,
} from '../src/modules/tax730/calls';
import { encryptField, isCertificateValidAt, loadCertificate } from '../src/modules/tax730/crypto';
import { inlineXopIncludes } from '../src/modules/tax730/mtom';
import { readXmlTree, type XmlNode } from '../src/modules/tax730/schema-check';
import { schemaErrors, type SchemaName } from '../src/modules/tax730/schemas';
import { bodyElementXml } from '../src/modules/tax730/soap';
import { sampleDocument } from '../src/modules/tax730/test-fixtures';
import { precompilataXml } from '../src/modules/tax730/xml';
import {
  documentAnswer,
  errorDetailsAnswer,
  outcomeAnswer,
  receiptAnswer,
  uploadAnswer,
} from '../src/providers/tax730/local-answers';
import { MESSAGES } from '../src/providers/tax730/local-messages';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'string' } },
});
// The official kit's folder, given by .ci/run: the repository never reaches outside itself on its own.
if (!positionals[0]) {
  process.stderr.write('usage: npm run sistemats:conformance -- <folder of the Sistema TS kit>\n');
  process.exit(2);
}
const fixtures = path.resolve(positionals[0]);
const print = (line: string) => process.stdout.write(`${line}\n`);

/** The official schema each of our rule sets stands for. */
const OFFICIAL: Record<SchemaName, string> = {
  precompilata: '730_precompilata_2021_newer.xsd',
  documentoSpesa: 'DocumentoSpesa730pSchema.xsd',
  invioMtom: 'InvioTelematicoSpeseSanitarie730p_schema1.xsd',
  esitoInvii: 'EsitoInvioDatiSpesa730Service_schema.xsd',
  dettaglioErrori: 'DettaglioErrori730Service_schema.xsd',
  ricevutaPdf: 'RicevutaPdf730Service_schema.xsd',
};

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// 1. The real SanitelCF certificates: one 1024-bit block per field, 172 base64 characters; expired.
const certificates = ['SanitelCF_2015-2018.cer', 'SanitelCF_2018-2021.cer'].map((file) => {
  const cert = loadCertificate(readFileSync(path.join(fixtures, file)));
  const cipher = encryptField(cert, 'RSSMRA85T10A562S');
  if (!cert.subject.includes('CN=SanitelCF') || cert.keyBytes !== 128 || cipher.length !== 172) {
    fail(`${file}: not a 1024-bit SanitelCF certificate (${cert.subject}, ${cipher.length} characters)`);
  }
  if (isCertificateValidAt(cert, new Date())) fail(`${file} is expected to have expired`);
  print(`${file}: ${cert.subject.replace(/\n/g, ', ')}, valid to ${cert.validTo.toISOString()}: encrypts`);
  return cert;
});
const sanitel = certificates[1]!;
const encrypt = (value: string) => encryptField(sanitel, value);

// 2. Valid documents.
const credentials = { username: 'RSSMRA85T10A562S', password: 'Salve123', pincode: '1234567890' };
const structure = sampleDocument({
  owner: { taxCode: '01234567890', vatNumber: '01234567890' },
  structure: { regionCode: '120', aslCode: '201', ssaCode: '123456' },
  number: 'R-77/a.b_c\\d',
  documentType: 'D',
  issuedOn: '2026-03-10',
  paidOn: '2026-02-20',
  traceablePayment: false,
  items: [
    { expenseType: 'SR', amountCents: 9999999, vatNature: 'N4' },
    { expenseType: 'AD', amountCents: 1, vatRatePercent: 22 },
    { expenseType: 'TK', expenseFlag: '1', amountCents: 500, vatNature: 'N1' },
  ],
});
const opposing = sampleDocument({ number: 'FT2026/0002', opposition: true, citizenTaxCode: null });
const refund = sampleDocument({
  number: 'NC1',
  device: 999,
  refundOf: { issuedOn: '2026-03-02', number: 'FT2026/0001', device: 1 },
});
const documents: ExpenseDocument[] = [sampleDocument(), structure, opposing];

interface Case {
  schema: SchemaName;
  name: string;
  xml: string;
}
const golden: Case[] = [];
const add = (schema: SchemaName, name: string, xml: string) => golden.push({ schema, name, xml });

add(
  'precompilata',
  'file-insert-update-delete-refund',
  precompilataXml(
    [
      { document: sampleDocument(), operation: 'insert' },
      { document: opposing, operation: 'update' },
      { document: sampleDocument({ number: 'FT2026/0003' }), operation: 'delete' },
      { document: refund, operation: 'refund' },
    ],
    encrypt,
  ),
);
add(
  'precompilata',
  'file-structure',
  precompilataXml([{ document: structure, operation: 'insert' }], encrypt),
);
const ours = path.resolve(import.meta.dirname, '../src/modules/tax730-submissions/__golden__');
for (const file of readdirSync(ours)
  .filter((f) => f.endsWith('.xml'))
  .sort()) {
  add('precompilata', `golden-${file}`, readFileSync(path.join(ours, file), 'utf8'));
}
const examples = path.join(fixtures, 'kit730P_ver_20201218/TracciatiWS/EsempiFileXmlInvioAsincrono');
for (const file of readdirSync(examples)
  .filter((f) => f.endsWith('.xml'))
  .sort()) {
  add('precompilata', `kit-${file}`, readFileSync(path.join(examples, file), 'utf8'));
}

const operations: SubmissionOperation[] = ['insert', 'update', 'delete', 'refund'];
for (const operation of operations) {
  for (const [index, document] of (operation === 'refund' ? [refund] : documents).entries()) {
    const call = documentCall(operation, document, credentials, encrypt);
    add('documentoSpesa', `${operation}-${index}`, bodyElementXml(call.envelope));
  }
  add(
    'documentoSpesa',
    `${operation}-accepted`,
    bodyElementXml(documentAnswer(operation, { protocollo: '26030212345678901' })),
  );
  add(
    'documentoSpesa',
    `${operation}-refused`,
    bodyElementXml(
      documentAnswer(operation, { errors: [MESSAGES.pincodeInvalid(), MESSAGES.citizenMissing()] }),
    ),
  );
}

for (const [index, document] of [sampleDocument(), structure].entries()) {
  const call = uploadCall([{ document, operation: 'insert' }], credentials, encrypt);
  const attachments = new Map([[call.attachment!.contentId, Buffer.from(call.attachment!.bytes)]]);
  add('invioMtom', `upload-${index}`, inlineXopIncludes(bodyElementXml(call.envelope), attachments));
}
const receivedAt = new Date('2026-03-02T10:00:00Z');
const upload = { receivedAt, fileName: '730_20260302100000000.zip', size: 1234 };
add(
  'invioMtom',
  'upload-accepted',
  bodyElementXml(
    uploadAnswer({ ...upload, codiceEsito: '000', descrizioneEsito: 'ok', protocollo: '26030212345678901' }),
  ),
);
add(
  'invioMtom',
  'upload-refused',
  bodyElementXml(uploadAnswer({ ...upload, codiceEsito: '102', descrizioneEsito: 'no' })),
);

const submission = {
  protocollo: '26030212345678901',
  username: credentials.username,
  ownerTaxCode: credentials.username,
  receivedAt,
  fileName: upload.fileName,
  size: upload.size,
  readyAt: receivedAt,
  outcome: {
    stato: 3 as const,
    descrizione: 'File elaborato con errori',
    sent: 2,
    accepted: 1,
    warnings: 0,
    rows: [],
  },
  processed: () => Promise.reject(new Error('not processed here')),
};
const row = {
  ownerTaxCode: credentials.username,
  id: { pIva: '12345678903', dataEmissione: '2026-03-02', dispositivo: '1', numDocumento: 'FT1' },
  tipoSpesa: 'SR',
  message: MESSAGES.citizenMissing(),
};
for (const [name, call] of [
  ['esitoInvii', outcomeCall('26030212345678901', credentials, encrypt)],
  ['dettaglioErrori', errorDetailsCall('26030212345678901', credentials, encrypt)],
  ['ricevutaPdf', receiptCall('26030212345678901', credentials, encrypt)],
] as const) {
  add(name, `${name}-request`, bodyElementXml(call.envelope));
}
add('esitoInvii', 'esito-found', bodyElementXml(outcomeAnswer(submission)));
add('esitoInvii', 'esito-waiting', bodyElementXml(outcomeAnswer({ ...submission, outcome: null })));
add('esitoInvii', 'esito-not-found', bodyElementXml(outcomeAnswer(MESSAGES.notFound())));
add('dettaglioErrori', 'errors-found', bodyElementXml(errorDetailsAnswer([row, row])));
add('dettaglioErrori', 'errors-not-found', bodyElementXml(errorDetailsAnswer(MESSAGES.notFound())));
add('ricevutaPdf', 'receipt-found', bodyElementXml(receiptAnswer(Buffer.from('%PDF-1.7 receipt'))));
add('ricevutaPdf', 'receipt-not-found', bodyElementXml(receiptAnswer(MESSAGES.notFound())));

// 3. Broken on purpose.
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');
function serialize(node: XmlNode): string {
  const attributes = node.attributes.map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`).join('');
  const inner = node.children.map((c) => (typeof c === 'string' ? escapeText(c) : serialize(c))).join('');
  return `<${node.qualifiedName}${attributes}>${inner}</${node.qualifiedName}>`;
}
const document = (root: XmlNode) => `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`;
const elementChildren = (node: XmlNode) => node.children.filter((c): c is XmlNode => typeof c !== 'string');

/** Every element with the names of its ancestors and its parent. */
function* walk(
  node: XmlNode,
  names: string[] = [],
  parent?: XmlNode,
): Generator<{ node: XmlNode; names: string[]; parent?: XmlNode }> {
  yield { node, names: [...names, node.name], parent };
  for (const child of elementChildren(node)) yield* walk(child, [...names, node.name], node);
}

/** A copy of `root` changed by `change`, applied to the element at the same place in the copy. */
function mutate(
  root: XmlNode,
  target: XmlNode,
  change: (node: XmlNode, parent: XmlNode | undefined) => void,
): string {
  const copy = structuredClone(root);
  const originals = [...walk(root)];
  const copies = [...walk(copy)];
  const at = originals.findIndex((e) => e.node === target);
  change(copies[at]!.node, copies[at]!.parent);
  return document(copy);
}

const VALUES = [
  '',
  ' ',
  'x',
  'X',
  '0',
  '1',
  '01',
  '+1',
  '-1',
  '2',
  '999',
  '1000',
  '2147483648',
  '0.00',
  '0.01',
  '1.5',
  '1.50',
  '100.00',
  '100.01',
  '99999.99',
  '100000.00',
  '012.00',
  '1e3',
  'INF',
  '-INF',
  '+INF',
  'NaN',
  ' 1 ',
  '2012-12-31',
  '2013-01-01',
  '2014-01-01',
  '2015-01-01',
  '2021-02-29',
  '2024-02-29',
  '2021-13-01',
  '2021-1-01',
  '2021-01-01Z',
  '0000-01-01',
  'AB',
  'ABC',
  'abc',
  'AB1',
  'AB123',
  'ABC1234',
  'N4',
  'N2.1',
  'A'.repeat(10),
  'A'.repeat(11),
  'x'.repeat(256),
  'x'.repeat(257),
  '12345678901',
  '1234567890',
  '123456789012',
  'FT 1',
  'A_b-1/2.3\\',
  'è',
  'A'.repeat(20),
  'A'.repeat(21),
  'SI',
  'NO',
  'si',
  'F',
  'D',
  'I',
  'V',
  'R',
  'C',
  'TK',
  'XX',
  'QQ==',
  'QQ=',
  'QUJD',
  'QUJ',
  'Q===',
  'QQ==QQ==',
  'a.zip',
  'abcdef',
  '730_file.zip',
  'àbcdefg.zip',
  '11111111111 ',
];

const cases: (Case & { mutation?: string })[] = [...golden];
const seen = new Set<string>();
for (const { schema, name, xml } of golden) {
  const root = readXmlTree(xml);
  const once = (key: string) => !seen.has(`${schema}|${key}`) && seen.add(`${schema}|${key}`);
  const broken = (mutation: string, text: string) => cases.push({ schema, name, xml: text, mutation });
  for (const { node, names, parent } of walk(root)) {
    const where = names.join('/');
    const children = elementChildren(node);
    const leaf = children.length === 0;
    const index = parent ? parent.children.indexOf(node) : -1;
    if (parent && once(`drop ${where}`)) {
      broken(
        `without ${where}`,
        mutate(root, node, (n, p) => p!.children.splice(p!.children.indexOf(n), 1)),
      );
    }
    if (parent && once(`twice ${where}`)) {
      broken(
        `${where} twice`,
        mutate(root, node, (n, p) => p!.children.splice(p!.children.indexOf(n), 0, structuredClone(n))),
      );
    }
    const next = parent ? elementChildren(parent)[elementChildren(parent).indexOf(node) + 1] : undefined;
    if (parent && next && next.name !== node.name && once(`swap ${where} ${next.name}`)) {
      broken(
        `${where} after ${next.name}`,
        mutate(root, node, (n, p) => {
          const i = p!.children.indexOf(n);
          const j = p!.children.findIndex((c, k) => k > i && typeof c !== 'string');
          [p!.children[i], p!.children[j]] = [p!.children[j]!, p!.children[i]!];
        }),
      );
    }
    if (parent && once(`rename ${where}`)) {
      broken(
        `${where} renamed`,
        mutate(root, node, (n) => {
          n.qualifiedName = `${n.qualifiedName}X`;
        }),
      );
    }
    if (parent && node.namespace && once(`unqualified ${where}`)) {
      broken(
        `${where} out of its namespace`,
        mutate(root, node, (n) => {
          n.qualifiedName = `${n.name}`;
          n.attributes.push({ name: 'xmlns', namespace: null, value: '' });
        }),
      );
    }
    if (parent && !node.namespace && index >= 0 && once(`qualified ${where}`)) {
      broken(
        `${where} in another namespace`,
        mutate(root, node, (n) => {
          n.attributes.push({ name: 'xmlns', namespace: null, value: 'urn:other' });
        }),
      );
    }
    if (once(`attribute ${where}`)) {
      broken(
        `${where} with an attribute`,
        mutate(root, node, (n) => n.attributes.push({ name: 'extra', namespace: null, value: '1' })),
      );
    }
    if (!leaf && once(`text ${where}`)) {
      broken(
        `${where} with text`,
        mutate(root, node, (n) => n.children.unshift('stray')),
      );
      broken(
        `${where} with spaces and a comment`,
        mutate(root, node, (n) => n.children.unshift('\n  ')),
      );
    }
    if (once(`child ${where}`)) {
      broken(
        `${where} with a stray child`,
        mutate(root, node, (n) =>
          n.children.push(
            structuredClone({
              ...n,
              qualifiedName: `${n.qualifiedName.replace(/[^:]*$/, '')}extra`,
              name: 'extra',
              children: [],
            }),
          ),
        ),
      );
    }
    if (leaf) {
      const original = node.children.join('');
      for (const value of [...VALUES, ` ${original} `, `${original}A`, `${original}\n`]) {
        if (once(`value ${where} ${value}`)) {
          broken(
            `${where} = '${value.slice(0, 20)}'`,
            mutate(root, node, (n) => (n.children = [value])),
          );
        }
      }
    }
  }
}

// 4. Both verdicts on every document.
const dir = values.keep ? path.resolve(values.keep) : mkdtempSync(path.join(tmpdir(), 'sistemats-'));
const files = cases.map((c, i) => {
  const folder = path.join(dir, c.schema);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${String(i).padStart(5, '0')}.xml`);
  writeFileSync(file, c.xml);
  return file;
});

const officialValid = new Map<string, boolean>();
for (const schema of Object.keys(OFFICIAL) as SchemaName[]) {
  const mine = files.filter((_, i) => cases[i]!.schema === schema);
  for (let start = 0; start < mine.length; start += 500) {
    const batch = mine.slice(start, start + 500);
    const run = spawnSync(
      'xmllint',
      ['--noout', '--nonet', '--schema', path.join(fixtures, OFFICIAL[schema]), ...batch],
      {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    if (run.error) fail(`xmllint could not run: ${run.error.message} (install libxml2-utils)`);
    for (const file of batch) {
      if (run.stderr.includes(`${file} validates`)) officialValid.set(file, true);
      else if (run.stderr.includes(`${file} fails to validate`)) officialValid.set(file, false);
      else fail(`xmllint said nothing on ${file}:\n${run.stderr.slice(0, 2000)}`);
    }
  }
}

const disagreements = cases.flatMap((c, i) => {
  const official = officialValid.get(files[i]!)!;
  const ours = schemaErrors(c.schema, c.xml);
  return official === (ours.length === 0) ? [] : [{ ...c, file: files[i]!, official, ours }];
});

const valid = [...officialValid.values()].filter(Boolean).length;
print(`\n${cases.length} documents (${golden.length} written as valid, the rest broken on purpose):`);
print(`the official schemas accept ${valid} and refuse ${cases.length - valid}.`);
for (const d of disagreements.slice(0, 40)) {
  print(`\nDISAGREE ${d.schema} ${d.name}${d.mutation ? ` (${d.mutation})` : ''}: ${d.file}`);
  print(
    `  official: ${d.official ? 'valid' : 'invalid'}; ours: ${d.ours.length ? d.ours.join(' | ') : 'valid'}`,
  );
}
if (!values.keep) rmSync(dir, { recursive: true, force: true });
if (disagreements.length) fail(`\n${disagreements.length} disagreements with the official schemas`);
print('Our checks accept and refuse exactly what the official schemas do.');
