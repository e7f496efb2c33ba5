import { useState } from 'react';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A form's values, started from the server's copy. When a newer copy arrives (a background
 * refresh, a reload) it replaces the values only if the user has not changed them: nothing typed
 * is ever lost.
 */
export function useServerForm<T>(server: T): [T, (values: T) => void] {
  const [values, setValues] = useState(server);
  const [baseline, setBaseline] = useState(server);
  if (!same(server, baseline)) {
    setBaseline(server);
    if (same(values, baseline)) setValues(server);
  }
  return [values, setValues];
}
