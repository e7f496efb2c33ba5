import clsx from 'clsx';
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * A tab list (WAI-ARIA pattern: arrow keys move between tabs); on a narrow screen the tabs wrap onto more lines. The caller renders the panel with
 * `id={tabPanelId(key)}` and `aria-labelledby={tabId(key)}`.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (next) {
      onSelect(next.key);
      refs.current[next.key]?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
      {items.map((item, index) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(element) => {
              refs.current[item.key] = element;
            }}
            id={tabId(item.key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={tabPanelId(item.key)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              active
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export const tabId = (key: string) => `tab-${key}`;
export const tabPanelId = (key: string) => `tabpanel-${key}`;
