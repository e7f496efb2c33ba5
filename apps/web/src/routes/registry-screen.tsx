import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { currentOrganization, useMe } from '../features/auth/api/get-me';

/** Whether the user may change doctors, services and pairings (the server answers 403 otherwise). */
function useCanManageRegistry(): boolean {
  const { data: me } = useMe();
  const organization = me ? currentOrganization(me) : null;
  return organization ? can(organization.role, 'registry:manage') : false;
}

/** The frame of /doctors, /services and /doctor-services: heading, and a note when read-only. */
export function RegistryScreen({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: (canEdit: boolean) => ReactNode;
}) {
  const { t } = useTranslation('registry');
  const canEdit = useCanManageRegistry();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={title} lead={lead} />
      {canEdit ? null : <Alert tone="info">{t('readOnly')}</Alert>}
      {children(canEdit)}
    </div>
  );
}
