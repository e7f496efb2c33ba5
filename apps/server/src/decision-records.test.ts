import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** docs/decisions: every record has its header and a row in the index (README.md there). */
const folder = fileURLToPath(new URL('../../../docs/decisions/', import.meta.url));
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(`${folder}README.md`, 'utf8');

describe('decision records', () => {
  it('each says its date and status under its title', () => {
    const withoutHeader = records.filter((name) => {
      const [title, , header] = readFileSync(`${folder}${name}`, 'utf8').split('\n');
      return !(
        title?.startsWith(`# ${name.slice(0, 3)} — `) &&
        /^Date: \d{4}-\d\d-\d\d · Status: /.test(header ?? '')
      );
    });
    expect(withoutHeader).toEqual([]);
  });

  it('each is listed in the index, and the index lists no other', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...records].sort());
  });
});
