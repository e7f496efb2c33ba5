import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Doctor, DoctorService, DoctorServiceUpdateValues } from '@studiolo/contracts';
import { SelectField } from '../../../components/ui/field';
import { useDeleteDoctorService } from '../api/delete-doctor-service';
import { useDoctorServices } from '../api/get-doctor-services';
import { useServices } from '../api/get-services';
import { useSaveDoctorService } from '../api/save-doctor-service';
import { DoctorServiceForm } from './doctor-service-form';
import { doctorName } from './doctor-name';
import { formatEuro } from '../../../lib/money';
import { RegistrySection, type Column } from './registry-section';

function toInput({ priceCents, durationMinutes }: DoctorService, active: boolean): DoctorServiceUpdateValues {
  return { priceCents, durationMinutes, active };
}

/** Whether a value is the doctor's own or the service's default ('predefinito'). */
function Origin({ overridden }: { overridden: boolean }) {
  const { t } = useTranslation('registry');
  return (
    <span className="block text-xs text-slate-500">
      {overridden ? t('doctorServices.override') : t('doctorServices.default')}
    </span>
  );
}

/**
 * /doctor-services: which services each doctor performs, at which price and duration (the
 * doctor's own, or the service's default). `doctors` are the active ones (there is at least one).
 */
export function DoctorServicesPanel({
  canEdit,
  doctors,
  doctorId,
  onDoctorChange,
}: {
  canEdit: boolean;
  doctors: Doctor[];
  doctorId?: string;
  onDoctorChange: (doctorId: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation('registry');
  const [showInactive, setShowInactive] = useState(false);
  const query = useDoctorServices({ doctorId, includeInactive: showInactive });
  const services = useServices(true).data ?? [];
  const save = useSaveDoctorService();
  const remove = useDeleteDoctorService();

  const columns: Column<DoctorService>[] = [
    { key: 'service', header: t('doctorServices.columns.service'), cell: (pairing) => pairing.serviceName },
    {
      key: 'price',
      header: t('doctorServices.columns.price'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (pairing) => (
        <>
          {formatEuro(pairing.effectivePriceCents, i18n.language)}
          <Origin overridden={pairing.priceCents !== null} />
        </>
      ),
    },
    {
      key: 'duration',
      header: t('doctorServices.columns.duration'),
      className: 'whitespace-nowrap',
      cell: (pairing) => (
        <>
          {t('form.minutes', { count: pairing.effectiveDurationMinutes })}
          <Origin overridden={pairing.durationMinutes !== null} />
        </>
      ),
    },
  ];
  if (!doctorId) {
    columns.unshift({ key: 'doctor', header: t('doctorServices.columns.doctor'), cell: (p) => p.doctorName });
  }

  return (
    <RegistrySection
      label={t('doctorServices.title')}
      query={query}
      rows={query.data}
      columns={columns}
      rowName={(pairing) =>
        t('doctorServices.pairingName', { service: pairing.serviceName, doctor: pairing.doctorName })
      }
      canEdit={canEdit}
      addLabel={t('doctorServices.add')}
      loadFailed={t('doctorServices.loadFailed')}
      showInactive={showInactive}
      onShowInactiveChange={setShowInactive}
      filters={
        <SelectField
          label={t('doctorServices.doctorFilter')}
          value={doctorId ?? ''}
          onChange={(event) => onDoctorChange(event.target.value || undefined)}
          options={[
            { value: '', label: t('doctorServices.allDoctors') },
            ...doctors.map((doctor) => ({ value: doctor.id, label: doctorName(doctor) })),
          ]}
          containerClassName="w-full sm:w-72"
        />
      }
      empty={() => <p className="text-sm text-slate-600">{t('doctorServices.empty')}</p>}
      deleteLead={t('doctorServices.deleteLead')}
      removal="remove"
      save={save}
      remove={remove}
      toInput={toInput}
      renderForm={(pairing, onClose) => (
        <DoctorServiceForm
          pairing={pairing}
          doctors={doctors}
          services={pairing ? services : services.filter((s) => s.active)}
          doctorId={doctorId}
          onClose={onClose}
        />
      )}
    />
  );
}
