import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('never writes passwords, tokens, cookies or authorization headers', () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    logger.info({
      password: 'hunter22',
      body: { token: 't0k3n' },
      headers: { authorization: 'Bearer abc', cookie: 'sid=1' },
    });
    expect(lines.join('')).not.toMatch(/hunter22|t0k3n|Bearer abc|sid=1/);
    expect(lines).toHaveLength(1);
  });
});
