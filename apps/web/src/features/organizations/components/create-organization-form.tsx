import { useTranslation } from 'react-i18next';
import { CreateOrganizationInput } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import {
  ContractFormRoot,
  FormStatus,
  FormTextField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { createOrganization } from '../api/create-organization';

/**
 * The organization's name (SPEC §5: required), checked with CreateOrganizationInput as the server
 * checks it; creating it makes the user its owner, then `onCreated` leaves (never asked about).
 */
export function CreateOrganizationForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const { t } = useTranslation(['organizations', 'errors', 'validation']);
  const kit = useContractForm<{ name: string }, CreateOrganizationInput>({
    schema: CreateOrganizationInput,
    defaultValues: { name: '' },
    save: createOrganization,
    onSaved: () => void onCreated(),
  });
  const nameRefused = Boolean(kit.form.formState.errors.name);

  return (
    <ContractFormRoot kit={kit} className="space-y-4">
      {nameRefused ? <Alert>{t('organizations:setup.nameRequired')}</Alert> : null}
      <FormStatus kit={kit} errorTitle={t('organizations:setup.failed')} />
      <FormTextField
        name="name"
        label={t('organizations:setup.name')}
        placeholder={t('organizations:setup.namePlaceholder')}
        autoComplete="organization"
      />
      <SubmitButton kit={kit} className="w-full sm:w-auto">
        {t('organizations:setup.submit')}
      </SubmitButton>
    </ContractFormRoot>
  );
}
