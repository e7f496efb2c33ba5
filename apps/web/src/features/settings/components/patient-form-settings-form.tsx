import { useTranslation } from 'react-i18next';
import { AppSettingsPatch, type AppSettings } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Switch, TextField } from '../../../components/ui/field';
import { ContractFormRoot, FormStatus } from '../../../components/form';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';

/** `showPhone` is not offered: the only phone is the mobile, which a patient needs (docs/decisions/005). */
const SWITCHES = [
  'showTitle',
  'showBirthPlace',
  'showDocumentInfo',
  'showNotes',
  'showMarketingConsent',
] as const;

/** Settings → Patient Form: which optional fields the patient form shows, and the mobile prefix. */
export function PatientFormSettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'validation']);
  const update = useUpdateSettings();
  const { kit, values, change, errors } = useSettingsForm({
    initial: settings.patientForm,
    parse: (patientForm) => AppSettingsPatch.safeParse({ patientForm }),
    mutation: update,
    valuesOf: (next) => next.patientForm,
  });

  return (
    <Card title={t('settings:patientForm.title')} description={t('settings:patientForm.lead')}>
      <ContractFormRoot kit={kit} className="space-y-5">
        {!canEdit ? <Alert tone="info">{t('settings:readOnly')}</Alert> : null}
        <FormStatus kit={kit} savedMessage={t('settings:saved')} />
        <div className="divide-y divide-slate-100">
          {SWITCHES.map((key) => (
            <Switch
              key={key}
              label={t(`settings:patientForm.${key}`)}
              checked={values[key]}
              disabled={!canEdit}
              onChange={(checked) => change({ [key]: checked })}
            />
          ))}
        </div>
        <TextField
          label={t('settings:patientForm.mobilePrefix')}
          hint={t('settings:patientForm.mobilePrefixHint')}
          value={values.mobilePrefix}
          disabled={!canEdit}
          inputMode="tel"
          containerClassName="max-w-xs"
          onChange={(event) => change({ mobilePrefix: event.target.value.trim() })}
          error={errors['patientForm.mobilePrefix']}
        />
        <SaveButton canEdit={canEdit} pending={update.isPending} />
      </ContractFormRoot>
    </Card>
  );
}
