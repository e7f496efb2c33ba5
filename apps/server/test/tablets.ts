import { randomUUID } from 'node:crypto';
import type { TestApp } from './app';
import type { SignedInMember } from './clinic';
import { callAs } from './clinic';
import { send } from './http';

/** A tablet of the owner's clinic, signed in: its bearer token (it may call the tablet API only). */
export async function tabletBearer(t: TestApp, owner: SignedInMember): Promise<string> {
  const login = `tab-${randomUUID().slice(0, 8)}`;
  await callAs(
    t,
    owner,
    'POST',
    '/api/v1/tablets',
    { name: 'Tablet', login, password: 'firma-qui-2026' },
    201,
  );
  const res = await send(
    t,
    'POST',
    '/api/v1/tablet/login',
    { username: login, password: 'firma-qui-2026' },
    {},
    { incoming: { socket: { remoteAddress: '10.2.2.2' } } },
  );
  if (res.status !== 200) throw new Error(`tablet login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
