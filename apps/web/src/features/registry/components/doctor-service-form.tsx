import { useTranslation } from 'react-i18next';
import {
  DoctorServiceInput,
  DoctorServiceUpdate,
  type Doctor,
  type DoctorService,
  type DoctorServiceUpdateValues,
  type DoctorServiceValues,
  type Service,
} from '@studiolo/contracts';
import { ContractFormDialog, FormSelectField, FormSwitch, useFormValue } from '../../../components/form';
import { useSaveDoctorService } from '../api/save-doctor-service';
import { doctorName } from './doctor-name';
import { euroInput, formatEuro } from '../../../lib/money';
import { AmountFields, amountFieldOf, typedAmounts, useRegistryForm } from './registry-form';

interface PairingValues {
  doctorId: string;
  serviceId: string;
  price: string;
  duration: string;
  active: boolean;
}

/** The price and duration, with the chosen service's own as placeholders. */
function OverrideFields({ services }: { services: Service[] }) {
  const { t, i18n } = useTranslation('registry');
  const [serviceId] = useFormValue<string>('serviceId');
  const service = services.find((s) => s.id === serviceId);
  return (
    <AmountFields
      priceLabel={t('doctorServices.form.price')}
      durationLabel={t('doctorServices.form.duration')}
      hint={t('doctorServices.form.overrideHint')}
      pricePlaceholder={service ? formatEuro(service.priceCents, i18n.language) : undefined}
      durationPlaceholder={service ? String(service.durationMinutes) : undefined}
    />
  );
}

/**
 * Pairs a doctor with a service, or changes a pairing: a price or duration left empty means the
 * service's own (shown as the placeholder).
 */
export function DoctorServiceForm({
  pairing,
  doctors,
  services,
  doctorId,
  onClose,
}: {
  pairing?: DoctorService;
  doctors: Doctor[];
  services: Service[];
  /** The doctor chosen above the list, preselected when adding. */
  doctorId?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('registry');
  const kit = useRegistryForm<PairingValues, DoctorServiceValues | DoctorServiceUpdateValues>({
    schema: pairing ? DoctorServiceUpdate : DoctorServiceInput,
    save: useSaveDoctorService(),
    id: pairing?.id,
    onSaved: onClose,
    defaultValues: {
      doctorId: pairing?.doctorId ?? doctorId ?? '',
      serviceId: pairing?.serviceId ?? '',
      price: euroInput(pairing?.priceCents, i18n.language),
      duration: pairing?.durationMinutes ? String(pairing.durationMinutes) : '',
      active: pairing?.active ?? true,
    },
    toInput: (values, fail) => {
      const overrides = { ...typedAmounts(t, values, fail), active: values.active };
      // Nothing chosen reads as a missing field ('required'), not as a malformed id.
      const chosen = { doctorId: values.doctorId || undefined, serviceId: values.serviceId || undefined };
      return pairing ? overrides : { ...chosen, ...overrides };
    },
    fieldOf: amountFieldOf,
  });

  const placeholder = (label: string) => [{ value: '', label }];
  return (
    <ContractFormDialog
      kit={kit}
      title={
        pairing
          ? t('doctorServices.form.editTitle', { name: pairing.serviceName })
          : t('doctorServices.form.createTitle')
      }
      submitLabel={pairing ? t('form.save') : t('doctorServices.add')}
      onClose={onClose}
    >
      {pairing ? (
        <p className="text-sm text-slate-700">
          {t('doctorServices.form.pairing', { doctor: pairing.doctorName, service: pairing.serviceName })}
        </p>
      ) : (
        <>
          <FormSelectField
            name="doctorId"
            label={t('doctorServices.form.doctor')}
            options={[
              ...placeholder(t('doctorServices.form.chooseDoctor')),
              ...doctors.map((doctor) => ({ value: doctor.id, label: doctorName(doctor) })),
            ]}
          />
          <FormSelectField
            name="serviceId"
            label={t('doctorServices.form.service')}
            options={[
              ...placeholder(t('doctorServices.form.chooseService')),
              ...services.map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
        </>
      )}
      <OverrideFields services={services} />
      <FormSwitch name="active" label={t('form.active')} />
    </ContractFormDialog>
  );
}
