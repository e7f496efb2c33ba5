import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { authLogger } from './auth';

describe("Better Auth's logger", () => {
  it('writes to our JSON logs at the same level, with its error and details', () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    const routed = authLogger(logger);
    routed.log('error', 'Failed to create session', new Error('database gone'), { userId: 'u1' });
    routed.log('warn', 'Rate limit storage is slow');
    routed.log('debug', 'not shown at info');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 50,
      component: 'better-auth',
      msg: 'Failed to create session',
      err: { message: 'database gone' },
      details: [{ userId: 'u1' }],
    });
    expect(entries[1]).toMatchObject({ level: 40, msg: 'Rate limit storage is slow' });
  });

  it('says a database out of reach in one debug line, without the query and its session token', () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'trace' }, { write: (line: string) => void lines.push(line) });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failed = new Error(
      'Failed query: select * from "sessions" where "token" = $1\nparams: s3cr3t-token',
      {
        cause: refused,
      },
    );
    authLogger(logger).log('error', 'INTERNAL_SERVER_ERROR', failed);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('s3cr3t-token');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 20,
      component: 'better-auth',
      reason: 'connect ECONNREFUSED 127.0.0.1:5432',
      msg: 'INTERNAL_SERVER_ERROR',
    });
  });
});
