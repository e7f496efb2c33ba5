import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALL_RETENTION_DAYS_MAX,
  CallRecordingSettingsInput,
  type CallRecordingSettings,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Switch, TextField } from '../../../components/ui/field';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { ContractFormRoot, FormStatus } from '../../../components/form';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';
import { useCallRecordingSettings, useUpdateCallRecordingSettings } from '../api/call-recording-settings';

/** The days as typed, so that clearing a box to type a new number is possible. */
type Values = {
  recordConversations: boolean;
  staffAgreementConfirmed: boolean;
  recordingRetentionDays: string;
  transcriptRetentionDays: string;
};

const valuesOf = (settings: CallRecordingSettings): Values => ({
  recordConversations: settings.recordConversations,
  staffAgreementConfirmed: false,
  recordingRetentionDays: String(settings.recordingRetentionDays),
  transcriptRetentionDays: String(settings.transcriptRetentionDays),
});

const days = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * Settings → Calls: whether conversations are recorded (then transcribed and analysed) and how long
 * recordings and transcripts are kept. Turning recording on is the owner's, after a confirmation
 * that recording the staff is covered by a union agreement or the Ispettorato's authorization
 * (art. 4 L. 300/1970).
 */
export function RecordingSettingsForm({ canEdit, canTurnOn }: { canEdit: boolean; canTurnOn: boolean }) {
  const { t } = useTranslation(['calls', 'settings']);
  const { data, error, isPending } = useCallRecordingSettings();
  if (isPending) return <LoadingStatus />;
  if (!data) {
    return (
      <Alert title={t('settings:loadFailed')}>
        <LoadErrorMessage error={error} />
      </Alert>
    );
  }
  return <RecordingForm settings={data} canEdit={canEdit} canTurnOn={canTurnOn} />;
}

function RecordingForm({
  settings,
  canEdit,
  canTurnOn,
}: {
  settings: CallRecordingSettings;
  canEdit: boolean;
  canTurnOn: boolean;
}) {
  const { t } = useTranslation(['calls', 'settings', 'errors', 'validation']);
  const update = useUpdateCallRecordingSettings();
  const [confirming, setConfirming] = useState(false);
  const { kit, values, change, errors } = useSettingsForm({
    initial: valuesOf(settings),
    parse: (typed) =>
      CallRecordingSettingsInput.safeParse({
        recordConversations: typed.recordConversations,
        staffAgreementConfirmed: typed.staffAgreementConfirmed,
        recordingRetentionDays: days(typed.recordingRetentionDays),
        transcriptRetentionDays: days(typed.transcriptRetentionDays),
      }),
    mutation: update,
    valuesOf,
  });
  // Only turning on from off asks; an owner who already confirmed is not asked again.
  const mayTurnOn = canTurnOn || settings.recordConversations;

  return (
    <Card title={t('calls:recordingSettings.title')} description={t('calls:recordingSettings.lead')}>
      <ContractFormRoot kit={kit} className="space-y-5">
        <FormStatus kit={kit} savedMessage={t('settings:saved')} />
        <Switch
          label={t('calls:recordingSettings.record')}
          description={t('calls:recordingSettings.recordHint')}
          checked={values.recordConversations}
          disabled={!canEdit || (!values.recordConversations && !mayTurnOn)}
          onChange={(on) => {
            if (!on) change({ recordConversations: false, staffAgreementConfirmed: false });
            else if (settings.recordConversations) change({ recordConversations: true });
            else setConfirming(true);
          }}
        />
        {canEdit && !mayTurnOn ? (
          <p className="text-sm text-slate-600">{t('calls:recordingSettings.ownerOnly')}</p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('calls:recordingSettings.recordingDays')}
            hint={t('calls:recordingSettings.recordingDaysHint', { max: CALL_RETENTION_DAYS_MAX })}
            type="number"
            min={1}
            max={CALL_RETENTION_DAYS_MAX}
            inputMode="numeric"
            value={values.recordingRetentionDays}
            disabled={!canEdit}
            onChange={(event) => change({ recordingRetentionDays: event.target.value })}
            error={errors.recordingRetentionDays}
          />
          <TextField
            label={t('calls:recordingSettings.transcriptDays')}
            hint={t('calls:recordingSettings.transcriptDaysHint', { max: CALL_RETENTION_DAYS_MAX })}
            type="number"
            min={1}
            max={CALL_RETENTION_DAYS_MAX}
            inputMode="numeric"
            value={values.transcriptRetentionDays}
            disabled={!canEdit}
            onChange={(event) => change({ transcriptRetentionDays: event.target.value })}
            error={errors.transcriptRetentionDays}
          />
        </div>
        <SaveButton canEdit={canEdit} pending={update.isPending} />
      </ContractFormRoot>
      {confirming ? (
        <Dialog title={t('calls:recordingSettings.confirmTitle')} onClose={() => setConfirming(false)}>
          <div className="space-y-3 text-sm text-slate-700">
            <p>{t('calls:recordingSettings.confirmStaff')}</p>
            <p>{t('calls:recordingSettings.confirmCallers')}</p>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('calls:recordingSettings.confirmCancel')}
            </Button>
            <Button
              onClick={() => {
                change({ recordConversations: true, staffAgreementConfirmed: true });
                setConfirming(false);
              }}
            >
              {t('calls:recordingSettings.confirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Card>
  );
}
