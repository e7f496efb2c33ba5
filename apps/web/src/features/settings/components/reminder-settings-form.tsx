import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSettingsPatch, REMINDER_HOURS_MAX, type AppSettings } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/use-server-form';
import { useUpdateSettings } from '../api/update-settings';

type Reminders = AppSettings['reminders'];

/** Settings → Calendar: whether patients get an email reminder, and how long before the visit. */
export function ReminderSettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'validation']);
  const [values, setValues] = useServerForm<Reminders>(settings.reminders);
  // The hours as typed, so that clearing the box to type a new number is possible.
  const [hours, setHours] = useState(String(settings.reminders.hoursBefore));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = AppSettingsPatch.safeParse({
      reminders: { ...values, hoursBefore: hours.trim() === '' ? Number.NaN : Number(hours) },
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setValues(next.reminders);
        setHours(String(next.reminders.hoursBefore));
        setSaved(true);
      },
      onError: (cause) => setErrors(fieldErrorsFromProblem(cause)),
    });
  };

  return (
    <Card title={t('settings:reminders.title')} description={t('settings:reminders.lead')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        {update.error && Object.keys(errors).length === 0 ? (
          <Alert>{t(errorMessageKey(update.error))}</Alert>
        ) : null}
        {saved ? <Alert tone="success">{t('settings:saved')}</Alert> : null}
        <Switch
          label={t('settings:reminders.enabled')}
          checked={values.enabled}
          disabled={!canEdit}
          onChange={(enabled) => {
            setSaved(false);
            setValues({ ...values, enabled });
          }}
        />
        <TextField
          label={t('settings:reminders.hoursBefore')}
          hint={t('settings:reminders.hoursBeforeHint', { max: REMINDER_HOURS_MAX })}
          type="number"
          min={1}
          max={REMINDER_HOURS_MAX}
          inputMode="numeric"
          value={hours}
          disabled={!canEdit || !values.enabled}
          containerClassName="max-w-xs"
          onChange={(event) => {
            setSaved(false);
            setHours(event.target.value);
          }}
          error={errors['reminders.hoursBefore']}
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
