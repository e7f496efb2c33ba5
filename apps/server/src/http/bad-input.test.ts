import type { AppSettings, CallDetail } from '@studiolo/contracts';
import { describe, expect, it } from 'vitest';
import { simulatedCall } from '../../test/calls';
import { callAs, clinicForTests } from '../../test/clinic';
import { randomClientIp } from '../../test/http';

const clinic = clinicForTests();

/** A request with the body exactly as written (JSON.stringify would not let a test send every byte). */
async function raw(method: string, path: string, body: string, contentType = 'application/json') {
  const res = await clinic.t.app.request(path, {
    method,
    headers: {
      origin: clinic.t.ctx.config.publicUrl,
      'content-type': contentType,
      'x-studiolo-client-ip': randomClientIp(),
      cookie: `${clinic.owner.cookie}; user-locale=en`,
    },
    body,
  });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: text ? JSON.parse(text) : null,
  };
}

const LONE_HIGH = '\\ud800';
const LONE_LOW = '\\udc00';
const INVALID_CHARACTERS = 'This text contains a character that is not allowed';

describe('text that cannot be stored', () => {
  it('refuses a lone surrogate in a settings field with a 400 naming the field, and saves nothing', async () => {
    const before = await callAs<AppSettings>(clinic.t, clinic.owner, 'GET', '/api/v1/settings');
    const res = await raw(
      'PUT',
      '/api/v1/settings',
      `{"invoicing":{"stampDutyAuthorization":"n. 12${LONE_HIGH}"}}`,
    );
    expect(res).toMatchObject({
      status: 400,
      contentType: 'application/problem+json',
      body: {
        code: 'VALIDATION_FAILED',
        errors: [
          {
            path: 'invoicing.stampDutyAuthorization',
            code: 'invalid_characters',
            message: INVALID_CHARACTERS,
          },
        ],
      },
    });
    expect(await callAs<AppSettings>(clinic.t, clinic.owner, 'GET', '/api/v1/settings')).toEqual(before);
  });

  it('refuses one deep in an imported settings file', async () => {
    const file = await callAs<{ organization: Record<string, unknown> }>(
      clinic.t,
      clinic.owner,
      'GET',
      '/api/v1/settings/export',
    );
    file.organization.city = 'Tor@ino';
    const body = JSON.stringify(file).replace('Tor@ino', `Tor${LONE_LOW}ino`);
    const res = await raw('POST', '/api/v1/settings/import', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'organization.city', code: 'invalid_characters', message: INVALID_CHARACTERS },
    ]);
  });

  it('refuses one in a call tag, keeping the tags', async () => {
    const call = await simulatedCall(clinic.t, clinic.owner);
    const res = await raw(
      'PUT',
      `/api/v1/calls/${call.id}/tags`,
      `{"tags":["ok","x${LONE_HIGH}${LONE_HIGH}"]}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'tags.1', code: 'invalid_characters', message: INVALID_CHARACTERS },
    ]);
    expect(
      (await callAs<CallDetail>(clinic.t, clinic.owner, 'GET', `/api/v1/calls/${call.id}`)).tags,
    ).toEqual(call.tags);
  });

  it('refuses one in a property name too', async () => {
    const res = await raw('PUT', '/api/v1/settings', `{"a${LONE_LOW}":1}`);
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('accepts characters outside the basic plane, whose surrogates come in pairs', async () => {
    const res = await raw(
      'PUT',
      '/api/v1/settings',
      '{"invoicing":{"stampDutyAuthorization":"n. 12 \\ud83d\\ude00 😀"}}',
    );
    expect(res.status).toBe(200);
    expect(res.body.invoicing.stampDutyAuthorization).toBe('n. 12 😀 😀');
  });

  it.each(['sign-in', 'sign-up'])(
    'refuses NUL in the email of %s with a 400 problem, not an empty 500',
    async (route) => {
      const res = await raw(
        'POST',
        `/api/auth/${route}/email`,
        '{"email":"anna\\u0000@example.it","password":"correct horse battery","name":"Anna"}',
      );
      expect(res).toMatchObject({
        status: 400,
        contentType: 'application/problem+json',
        body: { code: 'VALIDATION_FAILED', errors: [{ path: 'email', message: INVALID_CHARACTERS }] },
      });
    },
  );

  it('refuses NUL in a query parameter', async () => {
    const res = await clinic.t.app.request('/api/v1/calls?days=1%00', {
      headers: { cookie: `${clinic.owner.cookie}; user-locale=en` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ path: 'days', message: INVALID_CHARACTERS }] });
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['/api/v1/settings', 'PUT', ['text/plain', 'application/x-www-form-urlencoded']],
    // Better Auth takes forms as well as JSON.
    ['/api/auth/sign-in/email', 'POST', ['text/plain']],
  ])('sent as another media type to %s answers 415 UNSUPPORTED_MEDIA_TYPE', async (path, method, types) => {
    for (const contentType of types) {
      const res = await raw(method, path, 'email=a@example.it', contentType);
      expect(res).toMatchObject({
        status: 415,
        contentType: 'application/problem+json',
        body: { code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'The data must be sent as JSON.' },
      });
    }
  });

  it('that says it is JSON but is not answers 400 MALFORMED_JSON', async () => {
    for (const body of ['not json', '{"a":', '{"a":1}}']) {
      const res = await raw('PUT', '/api/v1/settings', body);
      expect(res).toMatchObject({
        status: 400,
        contentType: 'application/problem+json',
        body: { code: 'MALFORMED_JSON', detail: 'The data sent is not valid JSON.' },
      });
    }
  });
});
