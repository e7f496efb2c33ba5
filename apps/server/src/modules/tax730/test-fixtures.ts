import { ExpenseDocument, type ExpenseDocumentInput } from '@studiolo/contracts';

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
