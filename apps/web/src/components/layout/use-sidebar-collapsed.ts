import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

const STORAGE_KEY = 'studiolo.sidebar-collapsed';
/** Below this width the sidebar starts collapsed unless the user chose otherwise. */
const NARROW_QUERY = '(max-width: 1023px)';

function initialCollapsed(): boolean {
  const stored = readStorage(STORAGE_KEY);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return window.matchMedia(NARROW_QUERY).matches;
}

/** Whether the app sidebar is collapsed; the user's choice is remembered in localStorage. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const toggle = useCallback(() => {
    const next = !collapsed;
    writeStorage(STORAGE_KEY, String(next));
    setCollapsed(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
