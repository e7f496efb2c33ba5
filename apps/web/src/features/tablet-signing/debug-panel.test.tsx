import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@studiolo/contracts';
import { FormatsProvider } from '../../lib/use-formats';
import { DebugPanel } from './debug-panel';

const auth = {
  token: 'token',
  tablet: { id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e', name: 'Tablet sala attesa' },
  organization: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Studio Medico Bianchi' },
};
const sync = {
  documents: [],
  loaded: true,
  mode: 'events' as const,
  problem: null,
  lastUpdate: new Date(2026, 10, 30, 14, 5, 9),
};

function panelOn(hoursFormat: '24h' | '12h') {
  render(
    <FormatsProvider calendar={{ ...DEFAULT_SETTINGS.calendar, hoursFormat }}>
      <DebugPanel auth={auth} sync={sync} mapped={[]} />
    </FormatsProvider>,
  );
  return screen.getByRole('region', { name: 'Debug' }).textContent;
}

/** SPEC §2's debug panel on the tablet writes its last update as the clinic writes times. */
describe('DebugPanel', () => {
  it('on 24 hours by default', () => {
    expect(panelOn('24h')).toContain('14:05:09');
  });

  it('on 12 hours when the clinic says so', () => {
    expect(panelOn('12h')).toMatch(/2:05:09\s?(PM|p\.m\.)/i);
  });
});
