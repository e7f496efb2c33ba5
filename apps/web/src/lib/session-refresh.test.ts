import { describe, expect, it, vi } from 'vitest';
import {
  fetchWithRefresh,
  refreshBackoff,
  safeNext,
  sessionRefresher,
  signInAgainUrl,
} from './session-refresh';

const answer = (status: number) => ({ ok: status >= 200 && status < 300, status });

/** A refresher whose answers are given in order (an Error is a network failure); records the waits. */
function scripted(...answers: Array<number | Error>) {
  const waits: number[] = [];
  const refresh = vi.fn(() => {
    const next = answers.shift();
    if (next === undefined) throw new Error('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(answer(next));
  });
  const refreshSession = sessionRefresher({
    refresh,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { refresh, refreshSession, waits };
}

describe('sessionRefresher', () => {
  it('refreshes once for every request that asks while it is on its way', async () => {
    let release!: (value: { ok: boolean; status: number }) => void;
    const refresh = vi.fn(
      () => new Promise<{ ok: boolean; status: number }>((resolve) => (release = resolve)),
    );
    const refreshSession = sessionRefresher({ refresh });
    const waiting = [refreshSession(), refreshSession(), refreshSession()];
    release(answer(200));
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Over: a later expiry refreshes again.
    const later = refreshSession();
    release(answer(200));
    expect(await later).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("retries network failures and 5xx after SPEC §4's 200 ms, doubling: 200, 400, 800", async () => {
    const { refresh, refreshSession, waits } = scripted(new Error('offline'), 503, 502, 200);
    expect(await refreshSession()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([200, 400, 800]);
    expect([0, 1, 2].map(refreshBackoff)).toEqual([200, 400, 800]);
  });

  it('gives up after 3 retries', async () => {
    const { refresh, refreshSession, waits } = scripted(500, 500, 500, 500, 200);
    expect(await refreshSession()).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([200, 400, 800]);
  });

  it('does not retry a refused refresh (signed out, token used or expired)', async () => {
    const { refresh, refreshSession, waits } = scripted(401);
    expect(await refreshSession()).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
});

describe('fetchWithRefresh', () => {
  const responses = (...statuses: number[]) => {
    const send = vi.fn(() => Promise.resolve(new Response(null, { status: statuses.shift() ?? 599 })));
    return send;
  };

  it('sends a request again once the session is refreshed', async () => {
    const send = responses(401, 200);
    const refreshSession = vi.fn(() => Promise.resolve(true));
    const onEnded = vi.fn();
    const response = await fetchWithRefresh(send, '/api/v1/patients', refreshSession, onEnded);
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('tells that the session ended when it cannot be refreshed, keeping the 401', async () => {
    const send = responses(401);
    const onEnded = vi.fn();
    const response = await fetchWithRefresh(send, '/api/v1/patients', () => Promise.resolve(false), onEnded);
    expect(response.status).toBe(401);
    expect(send).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('leaves other answers, and the 401s of sign-in itself (a wrong password), alone', async () => {
    const refreshSession = vi.fn(() => Promise.resolve(true));
    const onEnded = vi.fn();
    expect((await fetchWithRefresh(responses(403), '/api/v1/x', refreshSession, onEnded)).status).toBe(403);
    const wrongPassword = await fetchWithRefresh(
      responses(401),
      '/api/auth/sign-in/email',
      refreshSession,
      onEnded,
    );
    expect(wrongPassword.status).toBe(401);
    expect(refreshSession).not.toHaveBeenCalled();
    expect(onEnded).not.toHaveBeenCalled();
  });
});

describe('signing in again', () => {
  it('remembers the page and its query', () => {
    expect(signInAgainUrl({ pathname: '/patients/42', search: '?tab=invoices' })).toBe(
      '/login?next=%2Fpatients%2F42%3Ftab%3Dinvoices',
    );
    expect(signInAgainUrl({ pathname: '/', search: '' })).toBe('/login');
    expect(signInAgainUrl({ pathname: '/login', search: '?next=%2Fcalendar' })).toBe('/login');
  });

  it('goes back only to a page of this app', () => {
    expect(safeNext('/patients/42?tab=invoices')).toBe('/patients/42?tab=invoices');
    for (const unsafe of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login?next=/x',
    ])
      expect(safeNext(unsafe)).toBeNull();
  });
});
