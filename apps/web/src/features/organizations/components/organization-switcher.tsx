import { Building2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyOrganization } from '@studiolo/contracts';
import { switchOrganization } from '../api/select-organization';

/** The top bar's organization picker, shown when the user belongs to more than one. */
export function OrganizationSwitcher({
  organizations,
  currentId,
  onSwitched,
}: {
  organizations: MyOrganization[];
  currentId: string | null;
  onSwitched: (organization: MyOrganization) => void;
}) {
  const { t } = useTranslation('organizations');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (organizations.length < 2) return null;

  const change = async (organizationId: string) => {
    const organization = organizations.find((o) => o.id === organizationId);
    if (!organization) return;
    setBusy(true);
    setFailed(false);
    try {
      await switchOrganization(organizationId);
      onSwitched(organization);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <Building2 aria-hidden="true" className="hidden h-4 w-4 text-slate-500 sm:block" />
      <label htmlFor={id} className="sr-only">
        {t('switcher.label')}
      </label>
      <select
        id={id}
        value={currentId ?? ''}
        disabled={busy}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(event) => void change(event.target.value)}
        className="h-9 max-w-48 truncate rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 shadow-sm hover:border-slate-400"
      >
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
      {failed ? (
        <span id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {t('switcher.failed')}
        </span>
      ) : null}
    </div>
  );
}
