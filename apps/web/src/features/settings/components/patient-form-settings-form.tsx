import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSettingsPatch, type AppSettings } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useServerForm } from '../../../lib/use-server-form';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useUpdateSettings } from '../api/update-settings';

type PatientForm = AppSettings['patientForm'];
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
  const [values, setValues] = useServerForm<PatientForm>(settings.patientForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateSettings();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = AppSettingsPatch.safeParse({ patientForm: values });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setValues(next.patientForm);
        setSaved(true);
      },
      onError: (cause) => setErrors(fieldErrorsFromProblem(cause)),
    });
  };

  return (
    <Card title={t('settings:patientForm.title')} description={t('settings:patientForm.lead')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        {!canEdit ? <Alert tone="info">{t('settings:readOnly')}</Alert> : null}
        {update.error && Object.keys(errors).length === 0 ? (
          <Alert>{t(errorMessageKey(update.error))}</Alert>
        ) : null}
        {saved ? <Alert tone="success">{t('settings:saved')}</Alert> : null}
        <div className="divide-y divide-slate-100">
          {SWITCHES.map((key) => (
            <Switch
              key={key}
              label={t(`settings:patientForm.${key}`)}
              checked={values[key]}
              disabled={!canEdit}
              onChange={(checked) => {
                setSaved(false);
                setValues({ ...values, [key]: checked });
              }}
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
          onChange={(event) => {
            setSaved(false);
            setValues({ ...values, mobilePrefix: event.target.value.trim() });
          }}
          error={errors['patientForm.mobilePrefix']}
        />
        {canEdit ? (
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner className="h-4 w-4" /> : null}
            {update.isPending ? t('settings:saving') : t('settings:save')}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
