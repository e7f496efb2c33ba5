import { ExpenseDocument } from '@studiolo/contracts';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from './test-fixtures';

/** The contract the invoices module validates with before anything reaches the Sistema TS. */
describe('ExpenseDocument', () => {
  const valid = () => ({ ...sampleDocument() });
  const issues = (value: unknown) =>
    ExpenseDocument.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('accepts a document and defaults device 1, no structure', () => {
    const doc = ExpenseDocument.parse({ ...valid(), device: undefined, structure: undefined });
    expect(doc.device).toBe(1);
    expect(doc.structure).toBeNull();
  });

  it('wants the patient’s code unless they oppose, and none when they do', () => {
    expect(issues({ ...valid(), citizenTaxCode: null })).toEqual(['citizenTaxCode:taxCodeInvalid']);
    expect(issues({ ...valid(), citizenTaxCode: 'BNCLRA90A41F205X' })).toEqual([
      'citizenTaxCode:taxCodeInvalid',
    ]);
    expect(issues({ ...valid(), opposition: true })).toEqual(['citizenTaxCode:taxCodeInvalid']);
    expect(issues({ ...valid(), opposition: true, citizenTaxCode: null })).toEqual([]);
  });

  it('wants exactly one of VAT rate and natura on a line', () => {
    const item = { expenseType: 'SR', amountCents: 100 };
    expect(issues({ ...valid(), items: [item] })).toEqual(['items.0.vatNature:vatRateOrNature']);
    expect(issues({ ...valid(), items: [{ ...item, vatNature: 'N4', vatRatePercent: 22 }] })).toEqual([
      'items.0.vatNature:vatRateOrNature',
    ]);
  });

  it('refuses what the schema refuses: amounts, numbers, dates, expense types', () => {
    expect(
      issues({ ...valid(), items: [{ expenseType: 'SR', amountCents: 0, vatNature: 'N4' }] }),
    ).toHaveLength(1);
    expect(
      issues({ ...valid(), items: [{ expenseType: 'XX', amountCents: 1, vatNature: 'N4' }] }),
    ).toHaveLength(1);
    expect(issues({ ...valid(), number: 'FT 1' })).toEqual(['number:invalidFormat']);
    expect(issues({ ...valid(), issuedOn: '2013-12-31' })).toEqual(['issuedOn:date']);
    expect(issues({ ...valid(), owner: { taxCode: 'RSSMRA85T10A562S', vatNumber: '123' } })).toEqual([
      'owner.vatNumber:invalidFormat',
    ]);
  });

  it('allows sub-codes of natura on an invoice, not on a receipt', () => {
    const items = [{ expenseType: 'AA', amountCents: 200, vatNature: 'N2.2' }];
    expect(issues({ ...valid(), items })).toEqual([]);
    expect(issues({ ...valid(), items, documentType: 'D' })).toEqual(['items:vatNatureNotAllowed']);
  });
});
