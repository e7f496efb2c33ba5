import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Logo } from '../ui/logo';

export interface SidebarItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** A count beside the label (the calls to handle), with its words for screen readers and the tooltip. */
  badge?: { count: number; label: string };
}

/** The count beside a label, or on the icon's corner when the sidebar is collapsed (its words are the link's name). */
function CountBadge({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'rounded-full bg-red-600 font-semibold text-white',
        compact ? 'absolute -top-1.5 -right-2 px-1 text-[10px] leading-4' : 'ml-auto px-2 text-xs leading-5',
      )}
    >
      {count}
    </span>
  );
}

const fullLabel = (item: SidebarItem) => (item.badge ? `${item.label}, ${item.badge.label}` : item.label);

/** The app's side navigation: labels when expanded, an icon rail when collapsed. */
export function Sidebar({ id, collapsed, items }: { id: string; collapsed: boolean; items: SidebarItem[] }) {
  const { t } = useTranslation();
  return (
    <aside
      id={id}
      className={clsx(
        'sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <div
        className={clsx(
          'flex h-16 items-center border-b border-slate-200',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Logo compact={collapsed} />
      </div>
      <nav aria-label={t('sidebar.label')} className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                aria-label={collapsed || item.badge ? fullLabel(item) : undefined}
                title={collapsed ? fullLabel(item) : undefined}
                className={({ isActive }) =>
                  clsx(
                    'flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
                    collapsed ? 'justify-center' : 'px-3',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <span className="relative shrink-0">
                  <item.icon aria-hidden="true" className="h-5 w-5" />
                  {item.badge && collapsed ? <CountBadge count={item.badge.count} compact /> : null}
                </span>
                {collapsed ? null : <span className="truncate">{item.label}</span>}
                {item.badge && !collapsed ? <CountBadge count={item.badge.count} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
