import { describe, expect, it } from 'vitest';
import { schemaErrors, SCHEMAS } from './schemas';
import { readFixture } from './test-fixtures';

describe('embedded schemas', () => {
  it.each([
    ['precompilata', '730_precompilata_2021_newer.xsd'],
    ['documentoSpesa', 'DocumentoSpesa730pSchema.xsd'],
    ['invioMtom', 'InvioTelematicoSpeseSanitarie730p_schema1.xsd'],
    ['ricevutaPdf', 'RicevutaPdf730Service_schema.xsd'],
  ] as const)('%s is the kit’s %s, byte for byte', (name, file) => {
    expect(SCHEMAS[name]).toBe(readFixture(file));
  });

  it('validates, and says what is wrong', async () => {
    expect(await schemaErrors('precompilata', '<precompilata/>')).toEqual([
      expect.stringContaining('Missing child element(s). Expected is one of ( opzionale1'),
    ]);
  });
});
