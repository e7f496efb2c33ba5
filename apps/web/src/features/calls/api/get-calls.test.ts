import { describe, expect, it } from 'vitest';
import type { CallList } from '@studiolo/contracts';
import { callListPath, nextPageUntil } from './get-calls';

const page = (from: string, hasMore: boolean): CallList => ({
  calls: [],
  from,
  until: from,
  hasMore,
  truncated: false,
});

describe('call list pages', () => {
  it('asks first for the 3 days ending today, then for the 3 days before each page', () => {
    expect(callListPath({ tab: 'completed' }, undefined)).toBe('/api/v1/calls?tab=completed&days=3');
    expect(callListPath({ tab: 'all', priority: 'high', requestStatus: 'pending' }, '2026-02-28')).toBe(
      '/api/v1/calls?tab=all&days=3&until=2026-02-28&requestStatus=pending&priority=high',
    );
    expect(nextPageUntil(page('2026-03-01', true))).toBe('2026-02-28');
    expect(nextPageUntil(page('2026-01-01', true))).toBe('2025-12-31');
  });

  it('stops when no older call exists, or before the first day a list may start from', () => {
    expect(nextPageUntil(page('2026-03-01', false))).toBeUndefined();
    expect(nextPageUntil(page('2020-01-01', true))).toBeUndefined();
  });
});
