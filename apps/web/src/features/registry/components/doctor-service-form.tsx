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
import { SelectField, Switch, TextField } from '../../../components/ui/field';
import { useSaveDoctorService } from '../api/save-doctor-service';
import { doctorName } from './doctor-name';
import { euroInput, formatEuro, parseEuro, parseMinutes } from '../../../lib/money';
import { amountErrors, FormDialog, useRegistryForm } from './registry-form';

function initial(pairing: DoctorService | undefined, doctorId: string | undefined, language: string) {
  return {
    doctorId: pairing?.doctorId ?? doctorId ?? '',
    serviceId: pairing?.serviceId ?? '',
    price: euroInput(pairing?.priceCents, language),
    duration: pairing?.durationMinutes ? String(pairing.durationMinutes) : '',
    active: pairing?.active ?? true,
  };
}
type Values = ReturnType<typeof initial>;

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
  const contract = pairing ? DoctorServiceUpdate : DoctorServiceInput;
  const form = useRegistryForm<DoctorServiceValues | DoctorServiceUpdateValues, Values>(
    contract,
    useSaveDoctorService(),
    pairing?.id,
    () => initial(pairing, doctorId, i18n.language),
  );
  const { values } = form;
  const service = services.find((s) => s.id === values.serviceId);

  const submit = () => {
    const priceCents = parseEuro(values.price);
    const durationMinutes = parseMinutes(values.duration);
    const overrides = { priceCents, durationMinutes, active: values.active };
    // Nothing chosen reads as a missing field ('required'), not as a malformed id.
    const chosen = { doctorId: values.doctorId || undefined, serviceId: values.serviceId || undefined };
    form.submit(
      pairing ? overrides : { ...chosen, ...overrides },
      onClose,
      amountErrors(t, priceCents, durationMinutes),
    );
  };

  const placeholder = (label: string) => [{ value: '', label }];
  return (
    <FormDialog
      title={
        pairing
          ? t('doctorServices.form.editTitle', { name: pairing.serviceName })
          : t('doctorServices.form.createTitle')
      }
      submitLabel={pairing ? t('form.save') : t('doctorServices.add')}
      busy={form.busy}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      formRef={form.formRef}
    >
      {pairing ? (
        <p className="text-sm text-slate-700">
          {t('doctorServices.form.pairing', { doctor: pairing.doctorName, service: pairing.serviceName })}
        </p>
      ) : (
        <>
          <SelectField
            label={t('doctorServices.form.doctor')}
            options={[
              ...placeholder(t('doctorServices.form.chooseDoctor')),
              ...doctors.map((doctor) => ({ value: doctor.id, label: doctorName(doctor) })),
            ]}
            {...form.field('doctorId')}
          />
          <SelectField
            label={t('doctorServices.form.service')}
            options={[
              ...placeholder(t('doctorServices.form.chooseService')),
              ...services.map((s) => ({ value: s.id, label: s.name })),
            ]}
            {...form.field('serviceId')}
          />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('doctorServices.form.price')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('doctorServices.form.overrideHint')}
          placeholder={service ? formatEuro(service.priceCents, i18n.language) : undefined}
          {...form.field('price', 'priceCents')}
        />
        <TextField
          label={t('doctorServices.form.duration')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('doctorServices.form.overrideHint')}
          placeholder={service ? String(service.durationMinutes) : undefined}
          {...form.field('duration', 'durationMinutes')}
        />
      </div>
      <Switch label={t('form.active')} checked={values.active} onChange={(active) => form.set({ active })} />
    </FormDialog>
  );
}
