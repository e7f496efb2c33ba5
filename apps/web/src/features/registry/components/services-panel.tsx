import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service, ServiceValues } from '@studiolo/contracts';
import { useDeleteService } from '../api/delete-service';
import { useServices } from '../api/get-services';
import { useSaveService } from '../api/save-service';
import { formatEuro } from '../../../lib/money';
import { RegistrySection, type Column } from './registry-section';
import { ServiceForm } from './service-form';

function toInput(service: Service, active: boolean): ServiceValues {
  const { name, serviceTypeId, durationMinutes, priceCents, description } = service;
  return { name, serviceTypeId, durationMinutes, priceCents, description, active };
}

/** /services: what the clinic offers, with default duration and price. */
export function ServicesPanel({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation('registry');
  const [showInactive, setShowInactive] = useState(false);
  const query = useServices(showInactive);
  const save = useSaveService();
  const remove = useDeleteService();
  const columns: Column<Service>[] = [
    { key: 'name', header: t('services.columns.name'), cell: (service) => service.name },
    { key: 'type', header: t('services.columns.type'), cell: (service) => service.serviceTypeName ?? '—' },
    {
      key: 'duration',
      header: t('services.columns.duration'),
      cell: (service) => t('form.minutes', { count: service.durationMinutes }),
      className: 'whitespace-nowrap',
    },
    {
      key: 'price',
      header: t('services.columns.price'),
      cell: (service) => formatEuro(service.priceCents, i18n.language),
      className: 'whitespace-nowrap tabular-nums',
    },
  ];
  return (
    <RegistrySection
      label={t('services.title')}
      query={query}
      rows={query.data}
      columns={columns}
      rowName={(service) => service.name}
      canEdit={canEdit}
      addLabel={t('services.add')}
      loadFailed={t('services.loadFailed')}
      showInactive={showInactive}
      onShowInactiveChange={setShowInactive}
      empty={() => <p className="text-sm text-slate-600">{t('services.empty')}</p>}
      deleteLead={t('services.deleteLead')}
      save={save}
      remove={remove}
      toInput={toInput}
      renderForm={(service, onClose) => <ServiceForm service={service} onClose={onClose} />}
    />
  );
}
