import { useTranslation } from 'react-i18next';
import { ServiceTypeInput, type ServiceType } from '@studiolo/contracts';
import { Switch, TextField } from '../../../components/ui/field';
import { useSaveServiceType } from '../api/save-service-type';
import { FormDialog, useRegistryForm } from './registry-form';

/** Adds a service type or edits one: name, description, state. */
export function ServiceTypeForm({
  serviceType,
  onClose,
}: {
  serviceType?: ServiceType;
  onClose: () => void;
}) {
  const { t } = useTranslation('registry');
  const form = useRegistryForm(ServiceTypeInput, useSaveServiceType(), serviceType?.id, () => ({
    name: serviceType?.name ?? '',
    description: serviceType?.description ?? '',
    active: serviceType?.active ?? true,
  }));
  return (
    <FormDialog
      title={serviceType ? t('serviceTypes.form.editTitle') : t('serviceTypes.form.createTitle')}
      submitLabel={serviceType ? t('form.save') : t('serviceTypes.add')}
      busy={form.busy}
      error={form.formError}
      errorTitle={serviceType ? t('serviceTypes.updateFailed') : t('serviceTypes.createFailed')}
      onSubmit={() => form.submit(form.values, onClose)}
      onClose={onClose}
    >
      <TextField label={t('serviceTypes.form.name')} autoComplete="off" {...form.field('name')} />
      <TextField
        label={t('serviceTypes.form.description')}
        autoComplete="off"
        {...form.field('description')}
      />
      <Switch
        label={t('form.active')}
        checked={form.values.active}
        onChange={(active) => form.set({ active })}
      />
    </FormDialog>
  );
}
