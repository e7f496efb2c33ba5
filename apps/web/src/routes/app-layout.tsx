import {
  CalendarDays,
  ClipboardList,
  FileSignature,
  Inbox,
  LayoutDashboard,
  Receipt,
  ListChecks,
  Link2,
  Phone,
  PhoneForwarded,
  Search,
  Settings,
  ShieldCheck,
  Stethoscope,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { Sidebar, type SidebarItem } from '../components/layout/sidebar';
import { SiteFooter } from '../components/layout/site-footer';
import { TopBar } from '../components/layout/top-bar';
import { UserMenu } from '../components/layout/user-menu';
import { useSidebarCollapsed } from '../components/layout/use-sidebar-collapsed';
import { ButtonLink } from '../components/ui/button';
import { can } from '@studiolo/contracts';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { useCallsToHandleCount } from '../features/calls/api/get-calls-to-handle';
import { signOut } from '../features/auth/api/sign-out';
import { useDevToolsAvailable } from '../features/dev/api/use-dev-tools-available';
import { OrganizationSwitcher } from '../features/organizations/components/organization-switcher';
import { signingOutWhile } from '../lib/api-client';
import { usePageTitle } from '../lib/page-title';
import { FormatsProvider } from '../lib/use-formats';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../features/settings/api/get-settings';

const SIDEBAR_ID = 'app-sidebar';

/** The application: collapsible sidebar, top bar (organization, user), the screen, the footer. */
export default function AppLayout() {
  const { t } = useTranslation(['common', 'calls']);
  const navigate = useNavigate();
  const [collapsed, toggle] = useSidebarCollapsed();
  const devTools = useDevToolsAvailable();
  const title = usePageTitle() ?? t('appName');
  const { data: me } = useMe();
  const organization = me ? currentOrganization(me) : null;
  // The open requests' count beside 'Chiamate', kept fresh on every screen.
  const { data: toHandle } = useCallsToHandleCount(
    organization !== null && can(organization.role, 'calls:handle'),
  );
  // Dates, times and phones follow the organization's settings on every screen.
  const { data: settings } = useQuery({ ...settingsQueryOptions(), enabled: organization !== null });

  const items: SidebarItem[] = [];
  if (me) {
    items.push(
      { to: '/dashboard', label: t('nav.dashboard'), icon: LayoutDashboard },
      {
        to: '/calls-m',
        label: t('nav.callsM'),
        icon: Phone,
        badge: toHandle
          ? { count: toHandle, label: t('calls:toHandle.badge', { count: toHandle }) }
          : undefined,
      },
      // SPEC §3: with its number (and the provider's id), the forwarding instructions are one click away.
      ...(me.hasCallsNumber
        ? [{ to: '/mobile-setup', label: t('nav.callsForwarding'), icon: PhoneForwarded }]
        : []),
      { to: '/calendar', label: t('nav.calendar'), icon: CalendarDays },
      { to: '/appointments', label: t('nav.appointments'), icon: ListChecks },
      { to: '/invoices', label: t('nav.invoices'), icon: Receipt },
      { to: '/documents', label: t('nav.documents'), icon: FileSignature },
      { to: '/search', label: t('nav.search'), icon: Search },
      { to: '/patients', label: t('nav.patients'), icon: Users },
      { to: '/doctors', label: t('nav.doctors'), icon: Stethoscope },
      { to: '/services', label: t('nav.services'), icon: ClipboardList },
      { to: '/doctor-services', label: t('nav.doctorServices'), icon: Link2 },
      { to: '/settings', label: t('nav.settings'), icon: Settings },
    );
  }
  // The platform's own tools are not a clinic's: a member sees neither the admin panel nor the outbox
  // (which holds every clinic's emails); a visitor on the development machine reads codes there.
  if (me?.user.platformAdmin) items.push({ to: '/admin', label: t('nav.admin'), icon: ShieldCheck });
  if (devTools && (!me || me.user.platformAdmin)) {
    items.push({ to: '/dev/outbox', label: t('nav.devOutbox'), icon: Inbox });
  }

  const logout = () =>
    signingOutWhile(async () => {
      try {
        await signOut();
      } finally {
        await navigate('/login', { replace: true });
      }
    });

  return (
    <div className="flex min-h-screen bg-slate-50">
      <Sidebar id={SIDEBAR_ID} collapsed={collapsed} items={items} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar title={title} sidebarId={SIDEBAR_ID} sidebarCollapsed={collapsed} onToggleSidebar={toggle}>
          {me ? (
            <>
              <OrganizationSwitcher
                organizations={me.organizations}
                currentId={me.currentOrganizationId}
                onSwitched={() => void navigate('.', { replace: true })}
              />
              <UserMenu
                name={me.user.name.trim() || me.user.email}
                email={me.user.email}
                onSignOut={() => void logout()}
              />
            </>
          ) : (
            <ButtonLink to="/login" variant="secondary">
              {t('nav.login')}
            </ButtonLink>
          )}
        </TopBar>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none md:px-8">
          <FormatsProvider calendar={settings?.calendar}>
            <Outlet />
          </FormatsProvider>
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
