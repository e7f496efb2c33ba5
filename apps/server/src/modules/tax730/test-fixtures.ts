import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The official Sistema TS files (XSD, WSDL, the two expired SanitelCF certificates) live outside the
 * repository, in `shared/fixtures/sistemats` beside the checkout (CI clones main with shared/ beside
 * it). Tests only: the server embeds the schemas it needs (`schemas.ts`).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const SISTEMATS_FIXTURES = path.join(repoRoot, '../shared/fixtures/sistemats');

export function readFixture(name: string): string {
  return readFileSync(path.join(SISTEMATS_FIXTURES, name), 'utf8');
}
