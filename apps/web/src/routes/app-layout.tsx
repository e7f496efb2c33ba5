import { House, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Sidebar, type SidebarItem } from '../components/layout/sidebar';
import { SiteFooter } from '../components/layout/site-footer';
import { TopBar } from '../components/layout/top-bar';
import { useSidebarCollapsed } from '../components/layout/use-sidebar-collapsed';
import { useDevToolsAvailable } from '../features/dev/api/use-dev-tools-available';
import { usePageTitle } from '../lib/page-title';

const SIDEBAR_ID = 'app-sidebar';

/** The application: collapsible sidebar, top bar, the screen, the footer. */
export default function AppLayout() {
  const { t } = useTranslation();
  const [collapsed, toggle] = useSidebarCollapsed();
  const devTools = useDevToolsAvailable();
  const title = usePageTitle() ?? t('appName');

  const items: SidebarItem[] = [{ to: '/', label: t('nav.home'), icon: House, end: true }];
  if (devTools) items.push({ to: '/dev/outbox', label: t('nav.devOutbox'), icon: Inbox });

  return (
    <div className="flex min-h-screen bg-slate-50">
      <Sidebar id={SIDEBAR_ID} collapsed={collapsed} items={items} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar title={title} sidebarId={SIDEBAR_ID} sidebarCollapsed={collapsed} onToggleSidebar={toggle} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none md:px-8">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
