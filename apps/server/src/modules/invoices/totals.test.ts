import { describe, expect, it } from 'vitest';
import { invoiceNumber, invoiceTotals, netLineAmounts, vatSummary } from './totals';

const visit = (unitPriceCents: number, quantity = 1) => ({
  quantity,
  unitPriceCents,
  vatExempt: true,
  vatRate: 0,
});

describe('invoiceTotals', () => {
  it('adds €2 stamp duty to the patient above €77.47 of exempt services, not at €77.47', () => {
    expect(invoiceTotals([visit(7747)], 0, 'patient')).toEqual({
      subtotalCents: 7747,
      taxCents: 0,
      stampDutyCents: 0,
      totalCents: 7747,
    });
    expect(invoiceTotals([visit(7748)], 0, 'patient')).toEqual({
      subtotalCents: 7748,
      taxCents: 0,
      stampDutyCents: 200,
      totalCents: 7948,
    });
  });

  it('prints but does not charge the stamp duty the clinic bears', () => {
    expect(invoiceTotals([visit(9000), visit(3000)], 0, 'clinic')).toMatchObject({
      stampDutyCents: 200,
      totalCents: 12000,
    });
  });

  it('judges the threshold on what is charged after the discount', () => {
    expect(invoiceTotals([visit(8000)], 500, 'patient')).toMatchObject({
      stampDutyCents: 0,
      totalCents: 7500,
    });
  });

  it('charges VAT on taxable lines only, and leaves them out of the stamp duty threshold', () => {
    const cream = { quantity: 2, unitPriceCents: 5000, vatExempt: false, vatRate: 22 };
    expect(invoiceTotals([visit(5000), cream], 0, 'patient')).toEqual({
      subtotalCents: 15000,
      taxCents: 2200,
      stampDutyCents: 0,
      totalCents: 17200,
    });
  });

  it('shares the discount among exempt and taxable lines by their amounts', () => {
    const taxable = { quantity: 1, unitPriceCents: 10000, vatExempt: false, vatRate: 22 };
    // €20 off €200: €10 off each; VAT on €90 = €19.80; exempt €90 > €77.47: stamp duty.
    expect(invoiceTotals([visit(10000), taxable], 2000, 'patient')).toEqual({
      subtotalCents: 20000,
      taxCents: 1980,
      stampDutyCents: 200,
      totalCents: 20180,
    });
  });

  it('refuses a discount larger than the subtotal', () => {
    expect(invoiceTotals([visit(1000)], 1001, 'patient')).toBeNull();
  });
});

describe('invoiceNumber', () => {
  it('is the prefix, the sequence and the year', () => {
    expect(invoiceNumber('', 1, 2026)).toBe('1/2026');
    expect(invoiceNumber('FT-', 42, 2027)).toBe('FT-42/2027');
  });
});

describe('netLineAmounts', () => {
  it('shares a discount so that the lines still add up to the invoice', () => {
    const lines = [visit(5000), visit(5000), visit(5000)];
    const net = netLineAmounts(lines, 1000);
    expect(net.reduce((sum, amount) => sum + amount, 0)).toBe(14000);
    expect(Math.max(...net) - Math.min(...net)).toBeLessThanOrEqual(1);
  });
});

describe('vatSummary', () => {
  it('gives the base and tax per rate and the exempt amount, with the discount shared', () => {
    const lines = [
      { quantity: 1, unitPriceCents: 10000, vatExempt: true, vatRate: 0 },
      { quantity: 2, unitPriceCents: 2500, vatExempt: false, vatRate: 22 },
      { quantity: 1, unitPriceCents: 5000, vatExempt: false, vatRate: 4 },
      { quantity: 1, unitPriceCents: 1000, vatExempt: true, vatRate: 0 },
    ];
    const rows = vatSummary(lines, 1600);
    expect(rows).toEqual([
      { exempt: true, rate: 0, baseCents: 10162, taxCents: 0 },
      { exempt: false, rate: 4, baseCents: 4619, taxCents: 185 },
      { exempt: false, rate: 22, baseCents: 4619, taxCents: 1016 },
    ]);
    // It adds up to the invoice's totals.
    const totals = invoiceTotals(lines, 1600, 'clinic')!;
    expect(rows.reduce((sum, row) => sum + row.taxCents, 0)).toBe(totals.taxCents);
    expect(rows.reduce((sum, row) => sum + row.baseCents, 0)).toBe(totals.subtotalCents - 1600);
  });
});
