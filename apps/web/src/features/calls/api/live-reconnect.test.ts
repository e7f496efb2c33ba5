import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live-reconnect';

describe('reconnectDelay', () => {
  it("waits SPEC §9's 1 s, 2 s, 5 s, then 10 s for every further attempt", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000, 10000,
    ]);
  });
});
