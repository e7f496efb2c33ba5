import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExpenseDocument, type ExpenseDocumentInput } from '@studiolo/contracts';
import { validateXML } from 'xmllint-wasm';

/**
 * The official Sistema TS files (XSD, WSDL, the two expired SanitelCF certificates, the test kit's
 * users) live in the repository, in `apps/server/test/fixtures/sistemats` (its README says where they
 * come from), so that a fresh clone tests with nothing beside it. Tests only: the server embeds the
 * schemas it needs (`schemas.ts`).
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SISTEMATS_FIXTURES = path.join(serverRoot, 'test/fixtures/sistemats');

export function readFixture(name: string): string {
  return readFileSync(path.join(SISTEMATS_FIXTURES, name), 'utf8');
}

/** libxml2's messages for `xml` against one of the kit's schemas; empty when valid. */
export async function officialSchemaErrors(xsdFile: string, xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: xsdFile, contents: readFixture(xsdFile) }],
  });
  return result.errors.map((e) => e.message);
}

/** A valid document of a doctor (no structure codes), exempt visit paid by card; override at will. */
export function sampleDocument(overrides: Partial<ExpenseDocumentInput> = {}): ExpenseDocument {
  return ExpenseDocument.parse({
    owner: { taxCode: 'RSSMRA85T10A562S', vatNumber: '12345678903' },
    number: 'FT2026/0001',
    issuedOn: '2026-03-02',
    paidOn: '2026-03-02',
    citizenTaxCode: 'BNCLRA90A41F205I',
    traceablePayment: true,
    opposition: false,
    documentType: 'F',
    items: [{ expenseType: 'SR', amountCents: 12000, vatNature: 'N4' }],
    ...overrides,
  });
}

/**
 * The same envelope as other clients write it: the service's namespace declared on the Envelope as
 * `doc:` and every body element prefixed, instead of a default namespace on the request element.
 */
export function withPrefixedNamespace(envelope: string): string {
  return envelope
    .replace(
      '<soapenv:Envelope ',
      '<soapenv:Envelope xmlns:doc="http://documentospesap730.sanita.finanze.it" ',
    )
    .replace(' xmlns="http://documentospesap730.sanita.finanze.it"', '')
    .replace(/<(\/?)([a-zA-Z]+)(?=[\s>])/g, (tag, slash: string, name: string) =>
      name === 'soapenv' ? tag : `<${slash}doc:${name}`,
    );
}
