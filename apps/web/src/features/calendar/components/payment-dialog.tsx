import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentType, type Appointment } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { euroInput, formatEuro, parseEuro } from '../../../lib/money';
import { useRecordPayment } from '../api/record-payment';

/** What was paid for a visit and how (cash or card); warns when it is more than the price. */
export function PaymentDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t, i18n } = useTranslation(['calendar', 'errors', 'common']);
  const id = useId();
  const record = useRecordPayment();
  const [amount, setAmount] = useState(
    euroInput(appointment.paidCents > 0 ? appointment.paidCents : appointment.priceCents, i18n.language),
  );
  const [type, setType] = useState(appointment.paymentType ?? '');
  const [errors, setErrors] = useState<{ amount?: string; type?: string }>({});
  const cents = parseEuro(amount);
  const overpaid = typeof cents === 'number' && cents > appointment.priceCents;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (cents === undefined) found.amount = t('payment.invalidAmount');
    const paymentType = PaymentType.safeParse(type);
    if (cents && !paymentType.success) found.type = t('payment.typeRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    record.mutate(
      {
        id: appointment.id,
        input: { paidCents: cents ?? 0, paymentType: paymentType.success ? paymentType.data : null },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={t('payment.title')}
      description={t('payment.description', {
        name: appointment.patientName,
        price: formatEuro(appointment.priceCents, i18n.language),
      })}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {record.isError ? (
          <Alert title={t('payment.failed')}>{t(errorMessageKey(record.error))}</Alert>
        ) : null}
        <TextField
          label={t('payment.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
        <fieldset aria-describedby={errors.type ? `${id}-type-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('payment.type')}</legend>
          <div className="mt-2 flex gap-4">
            {PaymentType.options.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={option}
                  checked={type === option}
                  onChange={() => setType(option)}
                  className="h-4 w-4 accent-brand-700"
                />
                {t(`payment.types.${option}`)}
              </label>
            ))}
          </div>
          {errors.type ? (
            <p id={`${id}-type-error`} className="text-sm font-medium text-red-700">
              {errors.type}
            </p>
          ) : null}
        </fieldset>
        {overpaid ? <Alert tone="warning">{t('payment.overpaid')}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('payment.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
