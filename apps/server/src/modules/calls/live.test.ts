import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallList } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { settle } from '../../../test/calls';
import { eq } from 'drizzle-orm';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { organizationMembers } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { stillMember } from '../organizations/service';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Received = { event: string; data: string };

/** Server-sent events of a response, read on demand until a condition holds (or 15 s pass). */
function eventsOf(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: Received[] = [];
  let buffer = '';
  return {
    async until(done: (events: Received[]) => boolean): Promise<Received[]> {
      const deadline = Date.now() + 15_000;
      while (!done(events) && Date.now() < deadline) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) => block.match(new RegExp(`^${name}: ?(.*)$`, 'm'))?.[1] ?? '';
          events.push({ event: field('event'), data: field('data') });
        }
      }
      return events;
    },
    close: () => reader.cancel(),
  };
}

describe('GET /api/v1/calls/events', () => {
  it('tells a member of each new or changed call of their organization, and only theirs', async () => {
    const owner = await clinicOwner(t);
    const stranger = await clinicOwner(t, 'Altro Studio');
    const open = async (cookie: string) => {
      const res = await t.app.request('/api/v1/calls/events', { headers: { cookie } });
      if (!res.headers.get('content-type')?.includes('text/event-stream')) throw new Error(await res.text());
      return eventsOf(res);
    };
    const mine = await open(owner.cookie);
    const theirs = await open(stranger.cookie);
    expect((await mine.until((events) => events.length > 0))[0]?.event).toBe('ready');
    expect((await theirs.until((events) => events.length > 0))[0]?.event).toBe('ready');

    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/calls/simulate',
      { caller: '+393331234567', transcript: 'Pronto?' },
      201,
    );
    await settle(t);
    const seen = await mine.until((events) => events.some((e) => e.event === 'call'));
    const list = await callAs<CallList>(t, owner, 'GET', '/api/v1/calls');
    expect(seen.find((e) => e.event === 'call')?.data).toBe(list.calls[0]!.id);
    await mine.close();

    // The other organization's stream stays quiet: no 'call' within a few polls.
    const quiet = await Promise.race([
      theirs.until((events) => events.some((e) => e.event === 'call')),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
    ]);
    expect(quiet === null || !quiet.some((e) => e.event === 'call')).toBe(true);
    await theirs.close();
  });

  it('is told when the member signs out or leaves the organization (checked again while open)', async () => {
    const owner = await clinicOwner(t);
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    const headersOf = (cookie: string) => new Headers({ cookie });
    expect(await stillMember(t.ctx, headersOf(secretary.cookie), owner.organizationId)).toBe(true);
    await withTenant(t.ctx.database.db, { organizationId: owner.organizationId, userId: null }, (tx) =>
      tx.delete(organizationMembers).where(eq(organizationMembers.userId, secretary.userId)),
    );
    expect(await stillMember(t.ctx, headersOf(secretary.cookie), owner.organizationId)).toBe(false);
    expect(await stillMember(t.ctx, headersOf('better-auth.session_token=gone'), owner.organizationId)).toBe(
      false,
    );
    expect(await stillMember(t.ctx, headersOf(owner.cookie), owner.organizationId)).toBe(true);
  });

  it('needs a signed-in member', async () => {
    expect((await send(t, 'GET', '/api/v1/calls/events')).status).toBe(401);
  });
});
