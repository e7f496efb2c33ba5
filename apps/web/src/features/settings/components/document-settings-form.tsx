import { useTranslation } from 'react-i18next';
import { AppSettingsPatch, LOCALES, type AppSettings } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';
import { ContractFormRoot, FormStatus } from '../../../components/form';

type Documents = AppSettings['documents'];

/**
 * Settings → Invoices: the language invoices and the day schedule print in, whoever prints them
 * (Italian unless the clinic says otherwise).
 */
export function DocumentSettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'validation']);
  const update = useUpdateSettings();
  const { kit, values, change, errors } = useSettingsForm({
    initial: settings.documents,
    parse: (documents: Documents) => AppSettingsPatch.safeParse({ documents }),
    mutation: update,
    valuesOf: (next: AppSettings) => next.documents,
  });

  return (
    <Card title={t('settings:documents.title')} description={t('settings:documents.lead')}>
      <ContractFormRoot kit={kit} className="space-y-5">
        <FormStatus kit={kit} savedMessage={t('settings:saved')} />
        <SelectField
          label={t('settings:documents.language')}
          value={values.language}
          disabled={!canEdit}
          containerClassName="max-w-xs"
          onChange={(event) => change({ language: event.target.value as Documents['language'] })}
          options={LOCALES.map((locale) => ({
            value: locale,
            label: t(`settings:documents.languages.${locale}`),
          }))}
          error={errors['documents.language']}
        />
        <SaveButton canEdit={canEdit} pending={update.isPending} />
      </ContractFormRoot>
    </Card>
  );
}
