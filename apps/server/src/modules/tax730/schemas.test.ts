import { describe, expect, it } from 'vitest';
import { schemaErrors } from './schemas';

/**
 * The rules' agreement with the official schemas is proven in CI (`npm run sistemats:conformance`,
 * against the official files beside the repository); these are the everyday checks.
 */
describe('Sistema TS schema rules', () => {
  it('says what is missing, out of order, or not of its form', () => {
    expect(schemaErrors('precompilata', '<precompilata/>')).toEqual([
      "Element 'precompilata': Missing child element(s). Expected is one of ( opzionale1, opzionale2, opzionale3, proprietario ).",
    ]);
    const receipt = (inner: string) =>
      `<ns2:RicevutaPdf xmlns:ns2="http://ricevutapdf.p730.sanita.sogei.it/"><DatiInputRichiesta>${inner}</DatiInputRichiesta></ns2:RicevutaPdf>`;
    expect(schemaErrors('ricevutaPdf', receipt('<pinCode>x</pinCode><protocollo>1</protocollo>'))).toEqual(
      [],
    );
    expect(schemaErrors('ricevutaPdf', receipt('<protocollo>1</protocollo><pinCode>x</pinCode>'))).toEqual([
      "Element 'protocollo': This element is not expected. Expected is ( pinCode ).",
    ]);
    expect(schemaErrors('ricevutaPdf', receipt('<pinCode>x</pinCode><pinCode>x</pinCode>'))[0]).toMatch(
      /Element 'pinCode': This element is not expected. Expected is one of \( protocollo, opzionale1/,
    );
  });

  it('reads values as the schemas type them', () => {
    const file = (numero: string, importo: string, date = '2026-03-02') =>
      `<precompilata><proprietario/><documentoSpesa><idSpesa><pIva> 12345678903 </pIva><dataEmissione>${date}</dataEmissione><numDocumentoFiscale><dispositivo>1</dispositivo><numDocumento>${numero}</numDocumento></numDocumentoFiscale></idSpesa><dataPagamento>${date}</dataPagamento><flagOperazione>I</flagOperazione><voceSpesa><tipoSpesa>SR</tipoSpesa><importo>${importo}</importo></voceSpesa></documentoSpesa></precompilata>`;
    expect(schemaErrors('precompilata', file('FT/1-a_b.c\\d', '99999.99'))).toEqual([]);
    expect(schemaErrors('precompilata', file('FT 1', '1.00'))[0]).toMatch(
      /'numDocumento': \[facet 'pattern'\]/,
    );
    expect(schemaErrors('precompilata', file('1', '0.00'))[0]).toMatch(/'importo': \[facet 'minInclusive'\]/);
    expect(schemaErrors('precompilata', file('1', '100000.00'))[0]).toMatch(/'importo': \[facet 'pattern'\]/);
    expect(schemaErrors('precompilata', file('1', '1.00', '2023-02-29'))[0]).toMatch(
      /'dataEmissione': '2023-02-29' is not a valid value/,
    );
    expect(schemaErrors('precompilata', file('1', '1.00', '2013-12-31'))[0]).toMatch(/facet 'minInclusive'/);
  });

  it('refuses text, attributes and elements where the schema has none, and an unknown root', () => {
    expect(schemaErrors('precompilata', '<precompilata>x<proprietario/></precompilata>')[0]).toMatch(
      /Character content other than whitespace/,
    );
    expect(schemaErrors('precompilata', '<precompilata a="1"/>')[0]).toMatch(
      /The attribute 'a' is not allowed/,
    );
    expect(schemaErrors('precompilata', '<altro/>')[0]).toMatch(/No matching global declaration/);
    expect(schemaErrors('precompilata', '<precompilata>')[0]).toMatch(/Not well-formed/);
  });
});
