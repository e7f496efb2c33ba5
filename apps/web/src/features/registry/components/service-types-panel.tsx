import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceType, ServiceTypeValues } from '@studiolo/contracts';
import { useDeleteServiceType } from '../api/delete-service-type';
import { useServiceTypes } from '../api/get-service-types';
import { useSaveServiceType } from '../api/save-service-type';
import { RegistrySection, type Column } from './registry-section';
import { ServiceTypeForm } from './service-type-form';

function toInput({ name, description, expenseType }: ServiceType, active: boolean): ServiceTypeValues {
  return { name, description, expenseType, active };
}

/** /services → Service types: the groups services belong to; in use, a type can only be deactivated. */
export function ServiceTypesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('registry');
  const [showInactive, setShowInactive] = useState(false);
  const query = useServiceTypes(showInactive);
  const save = useSaveServiceType();
  const remove = useDeleteServiceType();
  const columns: Column<ServiceType>[] = [
    { key: 'name', header: t('serviceTypes.columns.name'), cell: (type) => type.name },
    {
      key: 'description',
      header: t('serviceTypes.columns.description'),
      cell: (type) => type.description ?? '—',
    },
  ];
  return (
    <RegistrySection
      label={t('serviceTypes.title')}
      query={query}
      rows={query.data}
      columns={columns}
      rowName={(type) => type.name}
      canEdit={canEdit}
      addLabel={t('serviceTypes.add')}
      loadFailed={t('serviceTypes.loadFailed')}
      showInactive={showInactive}
      onShowInactiveChange={setShowInactive}
      empty={() => <p className="text-sm text-slate-600">{t('serviceTypes.empty')}</p>}
      deleteLead={t('serviceTypes.deleteLead')}
      failureTitles={{ update: t('serviceTypes.updateFailed'), delete: t('serviceTypes.deleteFailed') }}
      save={save}
      remove={remove}
      toInput={toInput}
      renderForm={(type, onClose) => <ServiceTypeForm serviceType={type} onClose={onClose} />}
    />
  );
}
