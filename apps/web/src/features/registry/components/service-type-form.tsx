import { useTranslation } from 'react-i18next';
import { ExpenseType, ServiceTypeInput, type ServiceType, type ServiceTypeValues } from '@studiolo/contracts';
import { ContractFormDialog, FormSelectField, FormSwitch, FormTextField } from '../../../components/form';
import { useSaveServiceType } from '../api/save-service-type';
import { useRegistryForm } from './registry-form';

/** Adds a service type or edits one: name, description, Sistema TS expense type, state. */
export function ServiceTypeForm({
  serviceType,
  onClose,
}: {
  serviceType?: ServiceType;
  onClose: () => void;
}) {
  const { t } = useTranslation('registry');
  const kit = useRegistryForm<
    { name: string; description: string; expenseType: ExpenseType; active: boolean },
    ServiceTypeValues
  >({
    schema: ServiceTypeInput,
    save: useSaveServiceType(),
    id: serviceType?.id,
    onSaved: onClose,
    defaultValues: {
      name: serviceType?.name ?? '',
      description: serviceType?.description ?? '',
      expenseType: serviceType?.expenseType ?? 'SR',
      active: serviceType?.active ?? true,
    },
  });
  return (
    <ContractFormDialog
      kit={kit}
      title={serviceType ? t('serviceTypes.form.editTitle') : t('serviceTypes.form.createTitle')}
      submitLabel={serviceType ? t('form.save') : t('serviceTypes.add')}
      errorTitle={serviceType ? t('serviceTypes.updateFailed') : t('serviceTypes.createFailed')}
      onClose={onClose}
    >
      <FormTextField name="name" label={t('serviceTypes.form.name')} autoComplete="off" />
      <FormTextField name="description" label={t('serviceTypes.form.description')} autoComplete="off" />
      <FormSelectField
        name="expenseType"
        label={t('serviceTypes.form.expenseType')}
        hint={t('serviceTypes.form.expenseTypeHint')}
        options={ExpenseType.options.map((value) => ({
          value,
          label: t(`serviceTypes.expenseTypes.${value}`),
        }))}
      />
      <FormSwitch name="active" label={t('form.active')} />
    </ContractFormDialog>
  );
}
