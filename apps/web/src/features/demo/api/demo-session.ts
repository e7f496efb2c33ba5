import { DemoRegistration } from '@studiolo/contracts';
import { z } from 'zod';

const KEY = 'studiolo.demo';

/**
 * Where the visitor is in the demo, kept for this tab only (sessionStorage): a reload during the
 * call does not lose it. The registration's id is the visitor's key to their demo, so it is never
 * kept beyond the tab.
 */
const DemoSession = z.object({ registration: DemoRegistration, verified: z.boolean() });
export type DemoSession = z.infer<typeof DemoSession>;

export function readDemoSession(): DemoSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? DemoSession.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDemoSession(session: DemoSession | null): void {
  try {
    if (session) window.sessionStorage.setItem(KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the demo still works, a reload starts it again.
  }
}
