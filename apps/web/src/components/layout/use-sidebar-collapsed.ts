import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

const STORAGE_KEY = 'studiolo.sidebar-collapsed';
/** Up to this width (a tablet, either way round) the sidebar is collapsed, leaving the width to the screen. */
const NARROW_QUERY = '(max-width: 1024px)';
/** Turning a tablet (1024×768 → 768×1024) changes its orientation, not whether it is narrow. */
const ORIENTATION_QUERY = '(orientation: portrait)';

/** A wide window follows the user's remembered choice (expanded by default); a narrow one starts collapsed. */
function collapsedFor(narrow: boolean): boolean {
  return narrow || readStorage(STORAGE_KEY) === 'true';
}

/**
 * Whether the app sidebar is collapsed. The user's choice is remembered in localStorage for wide windows;
 * when the window becomes narrow or a narrow one turns (a tablet rotated) the sidebar collapses again,
 * and when it becomes wide it returns to the remembered choice.
 */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => collapsedFor(window.matchMedia(NARROW_QUERY).matches));
  useEffect(() => {
    const narrow = window.matchMedia(NARROW_QUERY);
    const queries = [narrow, window.matchMedia(ORIENTATION_QUERY)];
    const onChange = () => setCollapsed(collapsedFor(narrow.matches));
    queries.forEach((query) => query.addEventListener('change', onChange));
    return () => queries.forEach((query) => query.removeEventListener('change', onChange));
  }, []);
  const toggle = useCallback(() => {
    const next = !collapsed;
    writeStorage(STORAGE_KEY, String(next));
    setCollapsed(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
