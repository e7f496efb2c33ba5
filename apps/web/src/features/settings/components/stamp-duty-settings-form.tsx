import { useTranslation } from 'react-i18next';
import {
  AppSettingsPatch,
  SHARE_LINK_DAYS_MAX,
  STAMP_DUTY_CENTS,
  STAMP_DUTY_THRESHOLD_CENTS,
  type AppSettings,
} from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { formatEuro } from '../../../lib/money';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';
import { DateField } from '../../../components/ui/date-field';
import { ContractFormRoot, FormStatus } from '../../../components/form';

type StampDuty = Pick<
  AppSettings['invoicing'],
  'stampDutyPayer' | 'stampDutyAuthorization' | 'stampDutyAuthorizationDate' | 'shareLinkDays'
>;

const stampDutyOf = ({ invoicing }: AppSettings): StampDuty => ({
  stampDutyPayer: invoicing.stampDutyPayer,
  stampDutyAuthorization: invoicing.stampDutyAuthorization,
  stampDutyAuthorizationDate: invoicing.stampDutyAuthorizationDate,
  shareLinkDays: invoicing.shareLinkDays,
});

/**
 * Settings → Invoice Numbering: who bears the stamp duty, the virtual stamp duty authorization
 * (number and date: without both, each invoice states its contrassegno), and how many days an
 * invoice's public link works.
 */
export function StampDutySettingsForm({ settings, canEdit }: { settings: AppSettings; canEdit: boolean }) {
  const { t, i18n } = useTranslation(['settings', 'errors', 'validation']);
  const update = useUpdateSettings();
  const { kit, values, change, errors } = useSettingsForm({
    initial: stampDutyOf(settings),
    parse: (invoicing) => AppSettingsPatch.safeParse({ invoicing }),
    mutation: update,
    valuesOf: stampDutyOf,
  });

  return (
    <Card
      title={t('settings:stampDuty.title')}
      description={t('settings:stampDuty.lead', {
        amount: formatEuro(STAMP_DUTY_CENTS, i18n.language),
        threshold: formatEuro(STAMP_DUTY_THRESHOLD_CENTS, i18n.language),
      })}
    >
      <ContractFormRoot kit={kit} className="space-y-5">
        <FormStatus kit={kit} savedMessage={t('settings:saved')} />
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('settings:stampDuty.payer')}
            value={values.stampDutyPayer}
            disabled={!canEdit}
            onChange={(event) =>
              change({ stampDutyPayer: event.target.value as StampDuty['stampDutyPayer'] })
            }
            options={[
              { value: 'patient', label: t('settings:stampDuty.patient') },
              { value: 'clinic', label: t('settings:stampDuty.clinic') },
            ]}
          />
          <TextField
            label={t('settings:stampDuty.authorization')}
            hint={t('settings:stampDuty.authorizationHint')}
            value={values.stampDutyAuthorization}
            disabled={!canEdit}
            autoComplete="off"
            onChange={(event) => change({ stampDutyAuthorization: event.target.value })}
            error={errors['invoicing.stampDutyAuthorization']}
          />
          <DateField
            label={t('settings:stampDuty.authorizationDate')}
            value={values.stampDutyAuthorizationDate}
            disabled={!canEdit}
            onChange={(stampDutyAuthorizationDate) => change({ stampDutyAuthorizationDate })}
            error={errors['invoicing.stampDutyAuthorizationDate']}
          />
          <TextField
            type="number"
            min={1}
            max={SHARE_LINK_DAYS_MAX}
            label={t('settings:stampDuty.shareLinkDays')}
            hint={t('settings:stampDuty.shareLinkDaysHint')}
            value={String(values.shareLinkDays)}
            disabled={!canEdit}
            onChange={(event) => change({ shareLinkDays: event.target.valueAsNumber })}
            error={errors['invoicing.shareLinkDays']}
          />
        </div>
        <SaveButton canEdit={canEdit} pending={update.isPending} />
      </ContractFormRoot>
    </Card>
  );
}
