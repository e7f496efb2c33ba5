import { useTranslation } from 'react-i18next';
import { formatPhone, ForwardToInput, type CallsNumber } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingStatus } from '../../../components/ui/loading-status';
import {
  ContractFormRoot,
  FormStatus,
  PhoneField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
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

const shown = (forwardTo: string | null) => ({ forwardTo: forwardTo ? formatPhone(forwardTo) : '' });

/** The mobile, +39 when typed without a country code ('333 1234567'); empty for voicemail only. */
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
  const save = useSetForwardTo();
  const kit = useContractForm<{ forwardTo: string }, ForwardToInput, CallsNumber>({
    schema: ForwardToInput,
    defaultValues: shown(initial),
    toInput: ({ forwardTo }) => ({ forwardTo: forwardTo.trim() === '' ? null : forwardTo }),
    save: (input) => save.mutateAsync(input),
    valuesAfterSave: (number) => shown(number.forwardTo),
  });

  return (
    <Card title={t('calls:number.phone')} description={t('calls:number.phoneHint')}>
      <ContractFormRoot kit={kit} className="space-y-4">
        <PhoneField name="forwardTo" label={t('calls:number.phone')} disabled={!canEdit} />
        <FormStatus kit={kit} savedMessage={t('calls:number.phoneSaved')} />
        <div className="flex flex-wrap gap-3">
          {canEdit ? <SubmitButton kit={kit}>{t('calls:number.phoneSave')}</SubmitButton> : null}
          {toWizard ? (
            <ButtonLink variant="secondary" to="/mobile-setup">
              {t('calls:wizard.open')}
            </ButtonLink>
          ) : null}
        </div>
      </ContractFormRoot>
    </Card>
  );
}
