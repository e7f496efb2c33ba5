import { ACTIVITY_ACTIONS } from '@studiolo/contracts';
import { resources } from '@studiolo/i18n';
import { describe, expect, it } from 'vitest';

// recordActivity takes an ActivityAction only, so this list is every action the server records.
describe('activity actions', () => {
  it.each(['it', 'en'] as const)('each has a sentence in %s, never the raw key', (locale) => {
    const sentences: Record<string, string> = resources[locale].dashboard.activity.actions;
    const missing = ACTIVITY_ACTIONS.filter((action) => !sentences[action]?.trim());
    expect(missing).toEqual([]);
    for (const action of ACTIVITY_ACTIONS) expect(sentences[action]).not.toBe(action);
  });

  it('lists each action once', () => {
    expect(new Set(ACTIVITY_ACTIONS).size).toBe(ACTIVITY_ACTIONS.length);
  });
});
