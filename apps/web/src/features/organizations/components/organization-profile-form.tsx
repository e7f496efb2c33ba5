import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationProfileInput, type OrganizationProfile } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
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

function OrganizationProfileForm({ profile, canEdit }: { profile: OrganizationProfile; canEdit: boolean }) {
  const { t } = useTranslation(['organizations', 'errors', 'validation', 'common']);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateOrganization();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = OrganizationProfileInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setValues(valuesOf(next));
        setSaved(true);
      },
      onError: (cause) => setErrors(fieldErrorsFromProblem(cause)),
    });
  };

  return (
    <Card title={t('organizations:profile.title')} description={t('organizations:profile.lead')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        {!canEdit ? <Alert tone="info">{t('organizations:profile.readOnly')}</Alert> : null}
        {update.error && Object.keys(errors).length === 0 ? (
          <Alert>{t(errorMessageKey(update.error))}</Alert>
        ) : null}
        {saved ? <Alert tone="success">{t('organizations:profile.saved')}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={t(`organizations:profile.${field.key}`)}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              value={values[field.key]}
              disabled={!canEdit}
              onChange={(event) => {
                setSaved(false);
                setValues({ ...values, [field.key]: event.target.value });
              }}
              error={errors[field.key]}
              containerClassName={
                field.key === 'name' || field.key === 'street' ? 'md:col-span-2' : undefined
              }
            />
          ))}
        </div>
        {canEdit ? (
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner className="h-4 w-4" /> : null}
            {update.isPending ? t('organizations:profile.saving') : t('organizations:profile.save')}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
