import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/**
 * The app's top bar: sidebar toggle, the screen's title and, on the right, what the layout puts
 * there (organization switcher, user menu). The language switcher is in the footer.
 */
export function TopBar({
  title,
  sidebarId,
  sidebarCollapsed,
  onToggleSidebar,
  children,
}: {
  title: string;
  sidebarId: string;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = sidebarCollapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('sidebar.toggle')}
        aria-controls={sidebarId}
        aria-expanded={!sidebarCollapsed}
        onClick={onToggleSidebar}
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
      </Button>
      <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">{title}</p>
      {children ? <div className="flex shrink-0 items-center gap-2">{children}</div> : null}
    </header>
  );
}
