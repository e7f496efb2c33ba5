import { useTranslation } from 'react-i18next';
import { AppSettingsPatch, REMINDER_HOURS_MAX, type AppSettings } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { Switch, TextField } from '../../../components/ui/field';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';
import { ContractFormRoot, FormStatus } from '../../../components/form';

/** The hours as typed, so that clearing the box to type a new number is possible. */
type Reminders = { enabled: boolean; hoursBefore: string; includeService: boolean };

const remindersOf = ({ reminders }: AppSettings): Reminders => ({
  enabled: reminders.enabled,
  hoursBefore: String(reminders.hoursBefore),
  includeService: reminders.includeService,
});

/**
 * Settings → Calendar: whether patients get an email reminder, how long before the visit, and whether
 * it names the service (health data in a plain email: off unless chosen).
 */
export function ReminderSettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'validation']);
  const update = useUpdateSettings();
  const { kit, values, change, errors } = useSettingsForm({
    initial: remindersOf(settings),
    parse: ({ enabled, hoursBefore, includeService }) =>
      AppSettingsPatch.safeParse({
        reminders: {
          enabled,
          hoursBefore: hoursBefore.trim() === '' ? Number.NaN : Number(hoursBefore),
          includeService,
        },
      }),
    mutation: update,
    valuesOf: remindersOf,
  });

  return (
    <Card title={t('settings:reminders.title')} description={t('settings:reminders.lead')}>
      <ContractFormRoot kit={kit} className="space-y-5">
        <FormStatus kit={kit} savedMessage={t('settings:saved')} />
        <Switch
          label={t('settings:reminders.enabled')}
          checked={values.enabled}
          disabled={!canEdit}
          onChange={(enabled) => change({ enabled })}
        />
        <TextField
          label={t('settings:reminders.hoursBefore')}
          hint={t('settings:reminders.hoursBeforeHint', { max: REMINDER_HOURS_MAX })}
          type="number"
          min={1}
          max={REMINDER_HOURS_MAX}
          inputMode="numeric"
          value={values.hoursBefore}
          disabled={!canEdit || !values.enabled}
          containerClassName="max-w-xs"
          onChange={(event) => change({ hoursBefore: event.target.value })}
          error={errors['reminders.hoursBefore']}
        />
        <Switch
          label={t('settings:reminders.includeService')}
          description={t('settings:reminders.includeServiceHint')}
          checked={values.includeService}
          disabled={!canEdit || !values.enabled}
          onChange={(includeService) => change({ includeService })}
        />
        <SaveButton canEdit={canEdit} pending={update.isPending} />
      </ContractFormRoot>
    </Card>
  );
}
