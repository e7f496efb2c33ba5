import { validateXML } from 'xmllint-wasm';
import * as schemas from './schemas-data';

/**
 * The official schemas, byte for byte (`schemas.test.ts` compares them with the kit's files), kept as
 * strings so they travel inside the server bundle: the local Sistema TS validates every request with
 * them wherever the server runs.
 *
 * - `precompilata`: 730_precompilata_2021_newer.xsd, the file of an asynchronous upload
 * - `documentoSpesa`: DocumentoSpesa730pSchema.xsd, the synchronous Inserimento/Variazione/Cancellazione
 * - `invioMtom`: InvioTelematicoSpeseSanitarie730p_schema1.xsd, the upload call (inviaFileMtom)
 * - `ricevutaPdf`: RicevutaPdf730Service_schema.xsd, the request for a sending's PDF receipt
 */
export const SCHEMAS = { ...schemas };
export type SchemaName = keyof typeof SCHEMAS;

/**
 * libxml2's messages for `xml` against one schema; empty when valid. libxml2 runs as WebAssembly in a
 * worker thread (xmllint-wasm): no native build, no download.
 */
export async function schemaErrors(schema: SchemaName, xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${schema}.xsd`, contents: SCHEMAS[schema] }],
  });
  return result.valid ? [] : result.errors.map((e) => e.message.replace(/^Schemas validity error : /, ''));
}
