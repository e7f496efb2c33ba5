import { useTranslation } from 'react-i18next';
import {
  AppSettingsPatch,
  CheckInDocumentType,
  DOCUMENT_LIFETIME_DAYS_MAX,
  SigningSettings,
  type AppSettings,
} from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { Checkbox, SelectField, Switch, TextField } from '../../../components/ui/field';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';
import { ContractFormRoot, FormStatus } from '../../../components/form';

/** The days as typed, so that clearing the box to type a new number is possible. */
type Signing = Omit<AppSettings['signing'], 'lifetimeDays'> & { lifetimeDays: string };

const signingOf = ({ signing }: AppSettings): Signing => ({
  ...signing,
  lifetimeDays: String(signing.lifetimeDays),
});

/**
 * Settings → Documenti e consensi: what every patient signs before check-in (once the clinic has a
 * tablet), how long a document waits for its signatures, and who signs beside the patient.
 */
export function SigningSettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'documents', 'errors', 'validation']);
  const update = useUpdateSettings();
  const { kit, values, change, errors } = useSettingsForm({
    initial: signingOf(settings),
    parse: ({ lifetimeDays, ...signing }: Signing) =>
      AppSettingsPatch.safeParse({
        signing: { ...signing, lifetimeDays: lifetimeDays.trim() === '' ? Number.NaN : Number(lifetimeDays) },
      }),
    mutation: update,
    valuesOf: signingOf,
  });

  return (
    <Card title={t('settings:signing.title')} description={t('settings:signing.lead')}>
      <ContractFormRoot kit={kit} className="space-y-5">
        <FormStatus kit={kit} savedMessage={t('settings:saved')} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            {t('settings:signing.requiredForCheckIn')}
          </legend>
          <p className="text-sm text-slate-500">{t('settings:signing.requiredHint')}</p>
          {CheckInDocumentType.options.map((type) => (
            <Checkbox
              key={type}
              label={t(`documents:type.${type}`)}
              checked={values.requiredForCheckIn.includes(type)}
              disabled={!canEdit}
              onChange={(event) =>
                change({
                  requiredForCheckIn: event.target.checked
                    ? CheckInDocumentType.options.filter(
                        (option) => option === type || values.requiredForCheckIn.includes(option),
                      )
                    : values.requiredForCheckIn.filter((option) => option !== type),
                })
              }
            />
          ))}
        </fieldset>
        <TextField
          label={t('settings:signing.lifetimeDays')}
          hint={t('settings:signing.lifetimeDaysHint', { max: DOCUMENT_LIFETIME_DAYS_MAX })}
          type="number"
          min={1}
          max={DOCUMENT_LIFETIME_DAYS_MAX}
          inputMode="numeric"
          value={values.lifetimeDays}
          disabled={!canEdit}
          containerClassName="max-w-xs"
          onChange={(event) => change({ lifetimeDays: event.target.value })}
          error={errors['signing.lifetimeDays']}
        />
        <Switch
          label={t('settings:signing.minorAlsoSigns')}
          description={t('settings:signing.minorAlsoSignsHint')}
          checked={values.minorAlsoSigns}
          disabled={!canEdit}
          onChange={(minorAlsoSigns) => change({ minorAlsoSigns })}
        />
        <SelectField
          label={t('settings:signing.parentsSign')}
          hint={t('settings:signing.parentsSignHint')}
          value={values.parentsSign}
          disabled={!canEdit}
          containerClassName="max-w-xl"
          options={SigningSettings.shape.parentsSign.unwrap().options.map((option) => ({
            value: option,
            label: t(`settings:signing.parentsSignOptions.${option}`),
          }))}
          onChange={(event) =>
            change({ parentsSign: event.target.value as AppSettings['signing']['parentsSign'] })
          }
        />
        <Switch
          label={t('settings:signing.doctorCoSignsTreatment')}
          description={t('settings:signing.doctorCoSignsTreatmentHint')}
          checked={values.doctorCoSignsTreatment}
          disabled={!canEdit}
          onChange={(doctorCoSignsTreatment) => change({ doctorCoSignsTreatment })}
        />
        <SaveButton canEdit={canEdit} pending={update.isPending} />
      </ContractFormRoot>
    </Card>
  );
}
