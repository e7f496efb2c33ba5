import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { PaymentInput, PaymentType, type Appointment } from '@studiolo/contracts';
import { ContractFormDialog, FormTextField, useContractForm } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { euroInput, formatEuro, parseEuro } from '../../../lib/money';
import { useRecordPayment } from '../api/record-payment';

interface PaymentValues {
  /** Euro as typed. */
  amount: string;
  paymentType: PaymentType | '';
}

/**
 * What was paid for a visit and how (cash or card), checked with the payment contract; warns when
 * it is more than the price. Closing it with changes asks first.
 */
export function PaymentDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t, i18n } = useTranslation(['calendar', 'errors', 'common']);
  const id = useId();
  const record = useRecordPayment();
  const kit = useContractForm<PaymentValues, PaymentInput>({
    schema: PaymentInput,
    defaultValues: {
      amount: euroInput(
        appointment.paidCents > 0 ? appointment.paidCents : appointment.priceCents,
        i18n.language,
      ),
      paymentType: appointment.paymentType ?? '',
    },
    toInput: (values, fail) => {
      const cents = parseEuro(values.amount);
      if (cents === undefined) fail('amount', t('payment.invalidAmount'));
      return { paidCents: cents ?? 0, paymentType: values.paymentType || null };
    },
    fieldOf: (path) => (path === 'paidCents' ? 'amount' : path),
    save: (input) => record.mutateAsync({ id: appointment.id, input }),
    onSaved: onClose,
  });
  const { form } = kit;
  const cents = parseEuro(useWatch({ control: form.control, name: 'amount' }));
  const overpaid = typeof cents === 'number' && cents > appointment.priceCents;
  const typeError = form.formState.errors.paymentType?.message;

  return (
    <ContractFormDialog
      kit={kit}
      title={t('payment.title')}
      description={t('payment.description', {
        name: appointment.patientName,
        price: formatEuro(appointment.priceCents, i18n.language),
      })}
      submitLabel={t('payment.save')}
      errorTitle={t('payment.failed')}
      onClose={onClose}
    >
      <FormTextField name="amount" label={t('payment.amount')} inputMode="decimal" />
      <fieldset aria-describedby={typeError ? `${id}-type-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('payment.type')}</legend>
        <div className="mt-2 flex gap-4">
          {PaymentType.options.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={option}
                aria-invalid={typeError ? true : undefined}
                {...form.register('paymentType')}
                className="h-4 w-4 accent-brand-700"
              />
              {t(`payment.types.${option}`)}
            </label>
          ))}
        </div>
        {typeError ? (
          <p id={`${id}-type-error`} className="text-sm font-medium text-red-700">
            {typeError}
          </p>
        ) : null}
      </fieldset>
      {overpaid ? <Alert tone="warning">{t('payment.overpaid')}</Alert> : null}
    </ContractFormDialog>
  );
}
