import { useTranslation } from 'react-i18next';
import {
  Tax730SettingsInput,
  type Tax730Environment,
  type Tax730SenderKind,
  type Tax730Settings,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { SelectField, Switch, TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessageKey } from '../../../lib/error-message';
import { useTax730Settings } from '../api/get-tax730-settings';
import { useUpdateTax730Settings } from '../api/update-tax730-settings';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';
import { ContractFormRoot, FormStatus } from '../../../components/form';
import { LoadingStatus } from '../../../components/ui/loading-status';

/** The plain fields, in the order of the form (the secrets have their own boxes). */
const TEXT_FIELDS = [
  { key: 'username', className: 'md:col-span-2' },
  { key: 'ownerTaxCode', className: '' },
  { key: 'vatNumber', className: '', inputMode: 'numeric' },
  { key: 'regionCode', className: '' },
  { key: 'aslCode', className: '' },
  { key: 'ssaCode', className: '' },
] as const;
/** The fields only a structure fills in (a professional sends with cfProprietario only). */
const STRUCTURE_FIELDS = TEXT_FIELDS.slice(3);
type TextKey = (typeof TEXT_FIELDS)[number]['key'];

type Values = Record<TextKey | 'password' | 'pincode', string> & {
  senderKind: Tax730SenderKind;
  environment: Tax730Environment;
  automaticSubmission: boolean;
};

/** The saved configuration as the form starts from it: the secrets' boxes empty (= keep). */
const valuesOf = (settings: Tax730Settings): Values => ({
  username: settings.username ?? '',
  password: '',
  pincode: '',
  ownerTaxCode: settings.ownerTaxCode ?? '',
  vatNumber: settings.vatNumber ?? '',
  regionCode: settings.regionCode ?? '',
  aslCode: settings.aslCode ?? '',
  ssaCode: settings.ssaCode ?? '',
  senderKind: settings.senderKind,
  environment: settings.environment,
  automaticSubmission: settings.automaticSubmission,
});

/** Settings → 730 Integration: the Sistema Tessera Sanitaria access. */
export function Tax730SettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const { data, error } = useTax730Settings();
  return (
    <Card title={t('settings:tax730.title')} description={t('settings:tax730.lead')}>
      {data ? (
        <Tax730SettingsForm settings={data} canEdit={canEdit} />
      ) : error ? (
        <Alert title={t('settings:loadFailed')}>{t(errorMessageKey(error))}</Alert>
      ) : (
        <LoadingStatus />
      )}
    </Card>
  );
}

/** Complete, or what the sender kind still needs, as last saved. */
function CompletenessHint({ settings }: { settings: Tax730Settings }) {
  const { t } = useTranslation('settings');
  if (settings.complete) return <Alert tone="success">{t('tax730.complete')}</Alert>;
  const missing = settings.missing.map((field) => t(`tax730.fields.${field}`)).join(', ');
  return (
    <Alert tone={settings.environment === 'production' ? 'warning' : 'info'} title={t('tax730.incomplete')}>
      {t('tax730.missing', { fields: missing })}
    </Alert>
  );
}

function Tax730SettingsForm({ settings, canEdit }: { settings: Tax730Settings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'validation']);
  const update = useUpdateTax730Settings();
  const { kit, values, change, errors } = useSettingsForm({
    initial: valuesOf(settings),
    parse: (typed) => Tax730SettingsInput.safeParse(typed),
    mutation: update,
    valuesOf,
  });

  const textField = (field: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={field.key}
      label={t(`settings:tax730.fields.${field.key}`)}
      hint={t(`settings:tax730.hints.${field.key}`)}
      value={values[field.key]}
      disabled={!canEdit}
      autoComplete="off"
      spellCheck={false}
      inputMode={'inputMode' in field ? field.inputMode : undefined}
      containerClassName={field.className || undefined}
      onChange={(event) => change({ [field.key]: event.target.value })}
      error={errors[field.key]}
    />
  );

  const secretField = (key: 'password' | 'pincode', isSet: boolean) => (
    <PasswordField
      label={t(`settings:tax730.fields.${key}`)}
      hint={isSet ? t(`settings:tax730.${key}Keep`) : undefined}
      placeholder={isSet ? t('settings:tax730.secretSet') : undefined}
      value={values[key]}
      disabled={!canEdit}
      autoComplete="new-password"
      inputMode={key === 'pincode' ? 'numeric' : undefined}
      onChange={(event) => change({ [key]: event.target.value })}
      error={errors[key]}
    />
  );

  return (
    <ContractFormRoot kit={kit} className="space-y-5">
      {!canEdit ? <Alert tone="info">{t('settings:readOnly')}</Alert> : null}
      <FormStatus kit={kit} savedMessage={t('settings:saved')} />
      <CompletenessHint settings={settings} />
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_FIELDS.slice(0, 1).map(textField)}
        {secretField('password', settings.passwordSet)}
        {secretField('pincode', settings.pincodeSet)}
        {TEXT_FIELDS.slice(1, 3).map(textField)}
        <SelectField
          label={t('settings:tax730.senderKind')}
          hint={t('settings:tax730.senderKindHint')}
          value={values.senderKind}
          disabled={!canEdit}
          containerClassName="md:col-span-2"
          onChange={(event) => change({ senderKind: event.target.value as Tax730SenderKind })}
          options={[
            { value: 'professional', label: t('settings:tax730.senderKinds.professional') },
            { value: 'structure', label: t('settings:tax730.senderKinds.structure') },
          ]}
        />
        {values.senderKind === 'structure' ? STRUCTURE_FIELDS.map(textField) : null}
        <SelectField
          label={t('settings:tax730.environment')}
          hint={t('settings:tax730.environmentHint')}
          value={values.environment}
          disabled={!canEdit}
          onChange={(event) => change({ environment: event.target.value as Tax730Environment })}
          options={[
            { value: 'test', label: t('settings:tax730.environments.test') },
            { value: 'production', label: t('settings:tax730.environments.production') },
          ]}
        />
      </div>
      <Switch
        label={t('settings:tax730.automaticSubmission')}
        description={t('settings:tax730.automaticSubmissionHint')}
        checked={values.automaticSubmission}
        disabled={!canEdit}
        onChange={(automaticSubmission) => change({ automaticSubmission })}
      />
      <SaveButton canEdit={canEdit} pending={update.isPending} />
    </ContractFormRoot>
  );
}
