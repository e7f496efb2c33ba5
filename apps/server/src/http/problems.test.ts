import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { onError } from './problems';
import type { AppEnv } from './router';

describe('onError', () => {
  it('hides an unexpected error behind a generic 500 problem and logs it', async () => {
    const logged: unknown[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('log', log);
        c.set('language', 'en');
        await next();
      })
      .get('/boom', () => {
        throw new Error('connection string postgres://secret@db');
      });
    app.onError(onError);
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(text).not.toMatch(/\n\s+at /);
    expect(JSON.parse(text)).toMatchObject({
      code: 'INTERNAL',
      detail: 'An error occurred. Please try again later.',
    });
    expect(logged).toHaveLength(1);
  });
});

describe('onError with text the database cannot hold', () => {
  it.each(['22021', '22P05'])('answers SQLSTATE %s as bad input, not a 500', async (code) => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('log', pino({ level: 'silent' }));
        c.set('language', 'en');
        await next();
      })
      .get('/nul', () => {
        // As the query builder wraps a driver error.
        throw new Error('Failed query', {
          cause: Object.assign(new Error('invalid byte sequence'), { code }),
        });
      });
    app.onError(onError);
    const res = await app.request('/nul');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: '', message: 'This text contains a character that is not allowed' }],
    });
  });
});
