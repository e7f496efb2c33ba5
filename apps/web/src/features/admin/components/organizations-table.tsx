import { useTranslation } from 'react-i18next';
import { formatPhone } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/error-message';
import { useNumberAction } from '../api/number-actions';
import type { AdminOrganization } from '../api/get-admin-organizations';

const STATUSES = ['none', 'requested', 'provisioned'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'medium',
  }).format(date);
}

/** The admin panel's list of organizations with members, applications and number status. */
export function OrganizationsTable({ organizations }: { organizations: AdminOrganization[] }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const action = useNumberAction();
  if (organizations.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        {t('admin:empty')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {action.error ? (
        <Alert title={t(`admin:${action.variables?.action ?? 'provision'}Failed`)}>
          <p>{t(errorMessageKey(action.error))}</p>
        </Alert>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t('admin:caption')}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              {(['name', 'createdAt', 'applications', 'members', 'numberStatus'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(`admin:columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {organizations.map((organization) => (
              <tr key={organization.id} className="align-top">
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                  {organization.name}
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatDate(organization.createdAt, i18n.language)}
                </td>
                <td className="px-4 py-3 text-slate-700">{organization.applications.join(', ')}</td>
                <td className="px-4 py-3 text-slate-700">
                  <ul className="space-y-0.5">
                    {organization.members.map((member) => (
                      <li key={member.email}>
                        {member.email} <span className="text-slate-500">({member.role})</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="space-y-2 px-4 py-3 text-slate-700">
                  <p>
                    {isStatus(organization.numberStatus)
                      ? t(`admin:numberStatuses.${organization.numberStatus}`)
                      : organization.numberStatus}
                    {organization.number ? ` · ${formatPhone(organization.number)}` : null}
                    {organization.numberStatus === 'requested' && organization.requestedPrefix
                      ? ` · ${t('admin:prefix', { prefix: organization.requestedPrefix })}`
                      : null}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {organization.numberStatus === 'requested' ? (
                      <Button
                        disabled={action.isPending}
                        aria-label={t('admin:provisionFor', { name: organization.name })}
                        onClick={() =>
                          action.mutate({ organizationId: organization.id, action: 'provision' })
                        }
                      >
                        {t('admin:provision')}
                      </Button>
                    ) : null}
                    {organization.numberStatus !== 'none' ? (
                      <Button
                        variant="secondary"
                        disabled={action.isPending}
                        aria-label={t('admin:resetFor', { name: organization.name })}
                        onClick={() => action.mutate({ organizationId: organization.id, action: 'reset' })}
                      >
                        {t('admin:reset')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
