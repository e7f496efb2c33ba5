import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, ForwardToInput } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useCallsNumber, useSetForwardTo } from '../api/calls-number';

/**
 * Settings → Calls (and the forwarding wizard's first step): the professional's own mobile, which
 * calls to the practice's number and call-backs ring first (empty: callers reach the voicemail).
 * With `toWizard`, a link to the wizard that sets the mobile up to forward its calls.
 */
export function ForwardToForm({ canEdit, toWizard = false }: { canEdit: boolean; toWizard?: boolean }) {
  const { t } = useTranslation(['calls', 'errors']);
  const { data: number, isPending } = useCallsNumber();
  if (isPending) return <LoadingStatus />;
  if (!number || number.status !== 'provisioned') {
    return <Alert tone="info">{t('calls:number.phoneNeedsNumber')}</Alert>;
  }
  return <PhoneForm initial={number.forwardTo} canEdit={canEdit} toWizard={toWizard} />;
}

function PhoneForm({
  initial,
  canEdit,
  toWizard,
}: {
  initial: string | null;
  canEdit: boolean;
  toWizard: boolean;
}) {
  const { t } = useTranslation(['calls', 'errors']);
  const [value, setValue] = useState(initial ? formatPhone(initial) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSetForwardTo();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    save.reset();
    const parsed = ForwardToInput.safeParse({ forwardTo: value.trim() === '' ? null : value });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onError: (cause) => setErrors(fieldErrorsFromProblem(cause)) });
  };

  return (
    <Card title={t('calls:number.phone')} description={t('calls:number.phoneHint')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t('calls:number.phone')}
          type="tel"
          autoComplete="tel"
          value={value}
          disabled={!canEdit}
          onChange={(event) => setValue(event.target.value)}
          error={errors.forwardTo}
        />
        {save.error && Object.keys(errors).length === 0 ? (
          <Alert>{t(errorMessageKey(save.error))}</Alert>
        ) : null}
        {save.isSuccess ? <Alert tone="success">{t('calls:number.phoneSaved')}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          {canEdit ? (
            <Button type="submit" disabled={save.isPending}>
              {t('calls:number.phoneSave')}
            </Button>
          ) : null}
          {toWizard ? (
            <ButtonLink variant="secondary" to="/mobile-setup">
              {t('calls:wizard.open')}
            </ButtonLink>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
