import { useTranslation } from 'react-i18next';
import { SimulateCallInput, type SimulatedCall } from '@studiolo/contracts';
import {
  ContractFormDialog,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  PhoneField,
  useContractForm,
} from '../../../components/form';
import { useSimulateCall } from '../api/simulate-call';
import { useFormats } from '../../../lib/use-formats';

const OUTCOMES = SimulateCallInput.shape.outcome.unwrap().options;

interface SimulateValues {
  caller: string;
  outcome: (typeof OUTCOMES)[number];
  /** Seconds, as typed. */
  duration: string;
  transcript: string;
}

/**
 * 'Simulate call' (outside production): a call from `caller` to the organization's number that
 * ends as chosen; the server records, transcribes and triages it, and the list shows it live.
 * The caller's number starts with +39 and may be typed without it ('333 1234567'). The dialog
 * closes once the server has taken the call; closing it with changes asks first.
 */
export function SimulateCallDialog({
  onClose,
  onPlaced,
}: {
  onClose: () => void;
  /** After the server took the call, with the organization's number it was made to. */
  onPlaced: (number: string) => void;
}) {
  const f = useFormats();
  const { t } = useTranslation(['calls', 'errors', 'common']);
  const simulate = useSimulateCall();
  const kit = useContractForm<SimulateValues, SimulateCallInput, SimulatedCall>({
    schema: SimulateCallInput,
    defaultValues: { caller: '', outcome: 'voicemail', duration: '35', transcript: '' },
    toInput: ({ duration, ...values }) => ({
      ...values,
      durationSeconds: duration.trim() === '' ? undefined : Number(duration),
    }),
    fieldOf: (path) => (path === 'durationSeconds' ? 'duration' : path),
    save: (input) => simulate.mutateAsync(input),
    onSaved: (call) => onPlaced(f.phone(call.number)),
  });

  return (
    <ContractFormDialog
      kit={kit}
      title={t('calls:simulate.title')}
      description={t('calls:simulate.lead')}
      submitLabel={t('calls:simulate.submit')}
      onClose={onClose}
    >
      <PhoneField
        name="caller"
        label={t('calls:simulate.caller')}
        autoComplete="off"
        hint={t('calls:simulate.callerHint')}
      />
      <FormSelectField
        name="outcome"
        label={t('calls:simulate.outcome')}
        options={OUTCOMES.map((value) => ({ value, label: t(`calls:simulate.outcomes.${value}`) }))}
      />
      <FormTextField
        name="duration"
        label={t('calls:simulate.duration')}
        type="number"
        inputMode="numeric"
        min={1}
        max={3600}
      />
      <FormTextAreaField
        name="transcript"
        label={t('calls:simulate.transcript')}
        hint={t('calls:simulate.transcriptHint')}
      />
    </ContractFormDialog>
  );
}
