import { useTranslation } from 'react-i18next';
import { ServiceInput, type Service } from '@studiolo/contracts';
import { SelectField, Switch, TextField } from '../../../components/ui/field';
import { useServiceTypes } from '../api/get-service-types';
import { useSaveService } from '../api/save-service';
import { euroInput, parseEuro, parseMinutes } from '../../../lib/money';
import { amountErrors, FormDialog, useRegistryForm } from './registry-form';

/**
 * Adds a service or edits one: name, type, default duration (minutes) and price (euro), whether its
 * visits need the patient's signed treatment consent before check-in, state.
 */
export function ServiceForm({ service, onClose }: { service?: Service; onClose: () => void }) {
  const { t, i18n } = useTranslation('registry');
  const types = useServiceTypes(true).data ?? [];
  const form = useRegistryForm(ServiceInput, useSaveService(), service?.id, () => ({
    name: service?.name ?? '',
    serviceTypeId: service?.serviceTypeId ?? '',
    duration: service ? String(service.durationMinutes) : '',
    price: euroInput(service?.priceCents, i18n.language),
    description: service?.description ?? '',
    active: service?.active ?? true,
    requiresTreatmentConsent: service?.requiresTreatmentConsent ?? false,
  }));

  const submit = () => {
    const { name, serviceTypeId, description, active, price, duration, requiresTreatmentConsent } =
      form.values;
    const priceCents = parseEuro(price);
    const durationMinutes = parseMinutes(duration);
    form.submit(
      {
        name,
        serviceTypeId: serviceTypeId || null,
        durationMinutes,
        priceCents,
        description,
        active,
        requiresTreatmentConsent,
      },
      onClose,
      amountErrors(t, priceCents, durationMinutes),
    );
  };

  const typeOptions = types
    .filter((type) => type.active || type.id === form.values.serviceTypeId)
    .map((type) => ({ value: type.id, label: type.name }));
  return (
    <FormDialog
      title={service ? t('services.form.editTitle') : t('services.form.createTitle')}
      submitLabel={service ? t('form.save') : t('services.add')}
      busy={form.busy}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      formRef={form.formRef}
    >
      <TextField label={t('services.form.name')} autoComplete="off" {...form.field('name')} />
      <SelectField
        label={t('services.form.type')}
        options={[{ value: '', label: t('services.form.noType') }, ...typeOptions]}
        {...form.field('serviceTypeId')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('services.form.duration')}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('duration', 'durationMinutes')}
        />
        <TextField
          label={t('services.form.price')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={euroInput(0, i18n.language)}
          {...form.field('price', 'priceCents')}
        />
      </div>
      <TextField label={t('services.form.description')} autoComplete="off" {...form.field('description')} />
      <Switch
        label={t('services.form.requiresTreatmentConsent')}
        description={t('services.form.requiresTreatmentConsentHint')}
        checked={form.values.requiresTreatmentConsent}
        onChange={(requiresTreatmentConsent) => form.set({ requiresTreatmentConsent })}
      />
      <Switch
        label={t('form.active')}
        checked={form.values.active}
        onChange={(active) => form.set({ active })}
      />
    </FormDialog>
  );
}
