import { useTranslation } from 'react-i18next';
import { OrganizationProfileInput, type OrganizationProfile } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { ContractFormRoot, FormFooter, FormTextField, useContractForm } from '../../../components/form';
import { useOrganizationProfile } from '../api/get-organization';
import { useUpdateOrganization } from '../api/update-organization';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { LoadingStatus } from '../../../components/ui/loading-status';

const FIELDS = [
  { key: 'name', autoComplete: 'organization' },
  { key: 'legalName', autoComplete: 'off' },
  { key: 'taxCode', autoComplete: 'off' },
  { key: 'vatNumber', autoComplete: 'off' },
  { key: 'professionalEmail', autoComplete: 'email', type: 'email' },
  { key: 'street', autoComplete: 'street-address' },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'postalCode', autoComplete: 'postal-code' },
  { key: 'province', autoComplete: 'address-level1' },
  { key: 'dpoContact', autoComplete: 'off' },
] as const;

type FieldKey = (typeof FIELDS)[number]['key'];
type Values = Record<FieldKey, string>;

function valuesOf(profile: OrganizationProfile): Values {
  return {
    name: profile.name,
    legalName: profile.legalName ?? '',
    taxCode: profile.taxCode ?? '',
    vatNumber: profile.vatNumber ?? '',
    professionalEmail: profile.professionalEmail ?? '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    province: profile.province ?? '',
    dpoContact: profile.dpoContact ?? '',
  };
}

/** Settings → Organization: name, legal and tax identity, address. */
export function OrganizationProfileSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['organizations', 'errors', 'common']);
  const { data, error, isPending } = useOrganizationProfile();
  if (isPending) {
    return (
      <Card>
        <LoadingStatus />
      </Card>
    );
  }
  if (error) {
    return (
      <Alert title={t('organizations:profile.loadFailed')}>
        <LoadErrorMessage error={error} />
      </Alert>
    );
  }
  return <OrganizationProfileForm key={data.id} profile={data} canEdit={canEdit} />;
}

/**
 * The profile on the form kit, checked with OrganizationProfileInput as the server checks it: the
 * first invalid field gets the cursor after a failed save, leaving with changes asks first.
 */
function OrganizationProfileForm({ profile, canEdit }: { profile: OrganizationProfile; canEdit: boolean }) {
  const { t } = useTranslation(['organizations', 'errors', 'validation', 'common']);
  const update = useUpdateOrganization();
  const kit = useContractForm<Values, OrganizationProfileInput, OrganizationProfile>({
    schema: OrganizationProfileInput,
    defaultValues: valuesOf(profile),
    save: (input) => update.mutateAsync(input),
    valuesAfterSave: valuesOf,
  });

  return (
    <Card title={t('organizations:profile.title')} description={t('organizations:profile.lead')}>
      <ContractFormRoot kit={kit} className="space-y-5">
        {!canEdit ? <Alert tone="info">{t('organizations:profile.readOnly')}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((field) => (
            <FormTextField
              key={field.key}
              name={field.key}
              label={t(`organizations:profile.${field.key}`)}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              disabled={!canEdit}
              containerClassName={
                field.key === 'name' || field.key === 'street' || field.key === 'dpoContact'
                  ? 'md:col-span-2'
                  : undefined
              }
            />
          ))}
        </div>
        {canEdit ? (
          <FormFooter
            kit={kit}
            label={kit.busy ? t('organizations:profile.saving') : t('organizations:profile.save')}
            savedMessage={t('organizations:profile.saved')}
          />
        ) : null}
      </ContractFormRoot>
    </Card>
  );
}
