import { useTranslation } from 'react-i18next';
import { ServiceInput, type Service, type ServiceValues } from '@studiolo/contracts';
import {
  ContractFormDialog,
  FormSelectField,
  FormSwitch,
  FormTextField,
  useFormValue,
} from '../../../components/form';
import { useServiceTypes } from '../api/get-service-types';
import { useSaveService } from '../api/save-service';
import { euroInput } from '../../../lib/money';
import { AmountFields, amountFieldOf, typedAmounts, useRegistryForm } from './registry-form';

interface ServiceFormValues {
  name: string;
  serviceTypeId: string;
  duration: string;
  price: string;
  description: string;
  active: boolean;
  requiresTreatmentConsent: boolean;
}

/** The service type, among the active ones (and the service's own, even if deactivated since). */
function ServiceTypeSelect() {
  const { t } = useTranslation('registry');
  const types = useServiceTypes(true).data ?? [];
  const [chosen] = useFormValue<string>('serviceTypeId');
  const options = types
    .filter((type) => type.active || type.id === chosen)
    .map((type) => ({ value: type.id, label: type.name }));
  return (
    <FormSelectField
      name="serviceTypeId"
      label={t('services.form.type')}
      options={[{ value: '', label: t('services.form.noType') }, ...options]}
    />
  );
}

/**
 * Adds a service or edits one: name, type, default duration (minutes) and price (euro), whether its
 * visits need the patient's signed treatment consent before check-in, state.
 */
export function ServiceForm({ service, onClose }: { service?: Service; onClose: () => void }) {
  const { t, i18n } = useTranslation('registry');
  const kit = useRegistryForm<ServiceFormValues, ServiceValues>({
    schema: ServiceInput,
    save: useSaveService(),
    id: service?.id,
    onSaved: onClose,
    defaultValues: {
      name: service?.name ?? '',
      serviceTypeId: service?.serviceTypeId ?? '',
      duration: service ? String(service.durationMinutes) : '',
      price: euroInput(service?.priceCents, i18n.language),
      description: service?.description ?? '',
      active: service?.active ?? true,
      requiresTreatmentConsent: service?.requiresTreatmentConsent ?? false,
    },
    toInput: ({ price, duration, serviceTypeId, ...values }, fail) => ({
      ...values,
      serviceTypeId: serviceTypeId || null,
      ...typedAmounts(t, { price, duration }, fail),
    }),
    fieldOf: amountFieldOf,
  });
  return (
    <ContractFormDialog
      kit={kit}
      title={service ? t('services.form.editTitle') : t('services.form.createTitle')}
      submitLabel={service ? t('form.save') : t('services.add')}
      onClose={onClose}
    >
      <FormTextField name="name" label={t('services.form.name')} autoComplete="off" />
      <ServiceTypeSelect />
      <AmountFields
        durationFirst
        durationLabel={t('services.form.duration')}
        priceLabel={t('services.form.price')}
        pricePlaceholder={euroInput(0, i18n.language)}
      />
      <FormTextField name="description" label={t('services.form.description')} autoComplete="off" />
      <FormSwitch
        name="requiresTreatmentConsent"
        label={t('services.form.requiresTreatmentConsent')}
        description={t('services.form.requiresTreatmentConsentHint')}
      />
      <FormSwitch name="active" label={t('form.active')} />
    </ContractFormDialog>
  );
}
