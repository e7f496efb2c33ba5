import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSettingsPatch, MAX_BOOKING_HORIZON_WEEKS, type AppSettings } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { ContractFormRoot, FormStatus } from '../../../components/form';
import { errorMessageKey } from '../../../lib/error-message';
import { reloadSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';

type Calendar = AppSettings['calendar'];
const INTERVALS = [5, 10, 15, 20, 30, 60] as const;
const DATE_FORMATS = ['DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;
/** How far ahead standing hours are open for booking: the choices offered, in weeks. */
const HORIZONS = [4, 8, 12, 16, 26, 39, MAX_BOOKING_HORIZON_WEEKS] as const;

/**
 * Settings → Calendar: timeline interval, hours, date and phone formats, how far ahead standing
 * hours are open for booking; 'Reload settings'.
 */
export function CalendarSettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors']);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<unknown>();
  const update = useUpdateSettings();
  const { kit, values, change } = useSettingsForm({
    initial: settings.calendar,
    parse: (calendar) => AppSettingsPatch.safeParse({ calendar }),
    mutation: update,
    valuesOf: (next) => next.calendar,
  });
  const set = <K extends keyof Calendar>(key: K, value: Calendar[K]) => {
    setReloaded(false);
    change({ [key]: value } as Partial<Calendar>);
  };

  const reload = async () => {
    setReloading(true);
    setReloaded(false);
    setReloadError(undefined);
    try {
      await reloadSettings();
      setReloaded(true);
    } catch (cause) {
      setReloadError(cause);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Card
      title={t('settings:calendar.title')}
      description={t('settings:calendar.lead')}
      actions={
        <Button variant="secondary" onClick={() => void reload()} disabled={reloading}>
          <RefreshCw aria-hidden="true" className={reloading ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
          {t('settings:calendar.reload')}
        </Button>
      }
    >
      <ContractFormRoot
        kit={kit}
        className="space-y-5"
        onSubmitStart={() => {
          setReloaded(false);
        }}
      >
        {!canEdit ? <Alert tone="info">{t('settings:readOnly')}</Alert> : null}
        <FormStatus kit={kit} savedMessage={t('settings:saved')} />
        {reloadError ? <Alert>{t(errorMessageKey(reloadError))}</Alert> : null}
        {reloaded ? <Alert tone="success">{t('settings:calendar.reloaded')}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('settings:calendar.timelineInterval')}
            value={String(values.timelineInterval)}
            disabled={!canEdit}
            onChange={(event) =>
              set('timelineInterval', Number(event.target.value) as Calendar['timelineInterval'])
            }
            options={INTERVALS.map((minutes) => ({
              value: String(minutes),
              label: t('settings:calendar.minutes', { count: minutes }),
            }))}
          />
          <SelectField
            label={t('settings:calendar.hoursFormat')}
            value={values.hoursFormat}
            disabled={!canEdit}
            onChange={(event) => set('hoursFormat', event.target.value as Calendar['hoursFormat'])}
            options={[
              { value: '24h', label: t('settings:calendar.h24') },
              { value: '12h', label: t('settings:calendar.h12') },
            ]}
          />
          <SelectField
            label={t('settings:calendar.dateFormat')}
            value={values.dateFormat}
            disabled={!canEdit}
            onChange={(event) => set('dateFormat', event.target.value as Calendar['dateFormat'])}
            options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          />
          <SelectField
            label={t('settings:calendar.phoneFormat')}
            value={values.phoneFormat}
            disabled={!canEdit}
            onChange={(event) => set('phoneFormat', event.target.value as Calendar['phoneFormat'])}
            options={[
              { value: 'international', label: t('settings:calendar.international') },
              { value: 'national', label: t('settings:calendar.national') },
            ]}
          />
          <SelectField
            label={t('settings:calendar.bookingHorizonWeeks')}
            hint={t('settings:calendar.bookingHorizonHint')}
            value={String(values.bookingHorizonWeeks)}
            disabled={!canEdit}
            onChange={(event) => set('bookingHorizonWeeks', Number(event.target.value))}
            options={HORIZONS.map((weeks) => ({
              value: String(weeks),
              label: t('settings:calendar.weeks', { count: weeks }),
            }))}
          />
        </div>
        <SaveButton canEdit={canEdit} pending={update.isPending} />
      </ContractFormRoot>
    </Card>
  );
}
