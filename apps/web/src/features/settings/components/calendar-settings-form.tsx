import { RefreshCw } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSettingsPatch, type AppSettings } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useServerForm } from '../../../lib/use-server-form';
import { reloadSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

type Calendar = AppSettings['calendar'];
const INTERVALS = [5, 10, 15, 20, 30, 60] as const;
const DATE_FORMATS = ['DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;

/** Settings → Calendar: timeline interval, hours, date and phone formats; 'Reload settings'. */
export function CalendarSettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors']);
  const [values, setValues] = useServerForm<Calendar>(settings.calendar);
  const [saved, setSaved] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<unknown>();
  const update = useUpdateSettings();
  const set = <K extends keyof Calendar>(key: K, value: Calendar[K]) => {
    setSaved(false);
    setValues({ ...values, [key]: value });
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setSaved(false);
    setReloaded(false);
    const patch = AppSettingsPatch.parse({ calendar: values });
    update.mutate(patch, {
      onSuccess: (next) => {
        setValues(next.calendar);
        setSaved(true);
      },
    });
  };

  const reload = async () => {
    setReloading(true);
    setSaved(false);
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
      <form noValidate onSubmit={submit} className="space-y-5">
        {!canEdit ? <Alert tone="info">{t('settings:readOnly')}</Alert> : null}
        {update.error ? <Alert>{t(errorMessageKey(update.error))}</Alert> : null}
        {reloadError ? <Alert>{t(errorMessageKey(reloadError))}</Alert> : null}
        {saved ? <Alert tone="success">{t('settings:saved')}</Alert> : null}
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
        </div>
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
