import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SimulateCallInput } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useSimulateCall } from '../api/simulate-call';
import { useFormats } from '../../../lib/use-formats';

const OUTCOMES = SimulateCallInput.shape.outcome.unwrap().options;
type Outcome = (typeof OUTCOMES)[number];

const INITIAL = { caller: '+39 ', outcome: 'voicemail' as Outcome, duration: '35', transcript: '' };

/**
 * 'Simulate call' (outside production): a call from `caller` to the organization's number that
 * ends as chosen; the server records, transcribes and triages it, and the list shows it live.
 * The dialog closes once the server has taken the call.
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
  const [values, setValues] = useState(INITIAL);
  const [errors, setErrors] = useState<FieldErrors>({});
  const simulate = useSimulateCall();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    simulate.reset();
    const parsed = SimulateCallInput.safeParse({
      caller: values.caller,
      outcome: values.outcome,
      durationSeconds: values.duration.trim() === '' ? undefined : Number(values.duration),
      transcript: values.transcript,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    simulate.mutate(parsed.data, {
      onSuccess: (call) => onPlaced(f.phone(call.number)),
      onError: (cause) => setErrors(fieldErrorsFromProblem(cause)),
    });
  };

  return (
    <Dialog title={t('calls:simulate.title')} description={t('calls:simulate.lead')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {simulate.error && Object.keys(errors).length === 0 ? (
          <Alert>{t(errorMessageKey(simulate.error))}</Alert>
        ) : null}
        <TextField
          label={t('calls:simulate.caller')}
          type="tel"
          autoComplete="off"
          hint={t('calls:simulate.callerHint')}
          value={values.caller}
          onChange={(event) => setValues({ ...values, caller: event.target.value })}
          error={errors.caller}
        />
        <SelectField
          label={t('calls:simulate.outcome')}
          value={values.outcome}
          onChange={(event) =>
            setValues({ ...values, outcome: OUTCOMES.find((o) => o === event.target.value) ?? 'voicemail' })
          }
          options={OUTCOMES.map((value) => ({ value, label: t(`calls:simulate.outcomes.${value}`) }))}
          error={errors.outcome}
        />
        <TextField
          label={t('calls:simulate.duration')}
          type="number"
          inputMode="numeric"
          min={1}
          max={3600}
          value={values.duration}
          onChange={(event) => setValues({ ...values, duration: event.target.value })}
          error={errors.durationSeconds}
        />
        <TextAreaField
          label={t('calls:simulate.transcript')}
          hint={t('calls:simulate.transcriptHint')}
          value={values.transcript}
          onChange={(event) => setValues({ ...values, transcript: event.target.value })}
          error={errors.transcript}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={simulate.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={simulate.isPending}>
            {simulate.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('calls:simulate.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
