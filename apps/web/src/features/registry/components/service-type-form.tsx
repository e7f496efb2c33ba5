import { useTranslation } from 'react-i18next';
import { ExpenseType, ServiceTypeInput, type ServiceType } from '@studiolo/contracts';
import { SelectField, Switch, TextField } from '../../../components/ui/field';
import { useSaveServiceType } from '../api/save-service-type';
import { FormDialog, useRegistryForm } from './registry-form';

/** Adds a service type or edits one: name, description, Sistema TS expense type, state. */
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
    expenseType: serviceType?.expenseType ?? 'SR',
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
      formRef={form.formRef}
    >
      <TextField label={t('serviceTypes.form.name')} autoComplete="off" {...form.field('name')} />
      <TextField
        label={t('serviceTypes.form.description')}
        autoComplete="off"
        {...form.field('description')}
      />
      <SelectField
        label={t('serviceTypes.form.expenseType')}
        hint={t('serviceTypes.form.expenseTypeHint')}
        value={form.values.expenseType}
        onChange={(event) => form.set({ expenseType: ExpenseType.parse(event.target.value) })}
        options={ExpenseType.options.map((value) => ({
          value,
          label: t(`serviceTypes.expenseTypes.${value}`),
        }))}
      />
      <Switch
        label={t('form.active')}
        checked={form.values.active}
        onChange={(active) => form.set({ active })}
      />
    </FormDialog>
  );
}
