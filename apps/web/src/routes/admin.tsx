import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { useAdminOrganizations } from '../features/admin/api/get-admin-organizations';
import { OrganizationsTable } from '../features/admin/components/organizations-table';
import { isApiError } from '../lib/api-client';
import { errorMessageKey } from '../lib/error-message';

/** /admin: every organization; for a platform administrator on the machine that runs Studiolo. */
export default function AdminScreen() {
  const { t } = useTranslation(['admin', 'errors']);
  const { data, error, isPending } = useAdminOrganizations();

  if (isApiError(error) && (error.code === 'ACCESS_DENIED' || error.status === 403)) {
    // Not this machine, or signed in without being a platform administrator.
    const lead =
      error.code === 'PLATFORM_ADMIN_REQUIRED'
        ? t('errors:PLATFORM_ADMIN_REQUIRED')
        : t('admin:accessDeniedLead');
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="h-12 w-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('admin:accessDenied')}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t('admin:title')} lead={t('admin:lead')} />
      {isPending ? (
        <div role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner className="text-brand-700" />
          {t('admin:loading')}
        </div>
      ) : error ? (
        <Alert title={t('admin:loadFailed')}>
          <p>{t(errorMessageKey(error))}</p>
        </Alert>
      ) : (
        <OrganizationsTable organizations={data} />
      )}
    </div>
  );
}
