import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceNumbering, type InvoiceNumbering as InvoiceNumberingType } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useInvoiceNumbering } from '../api/get-invoice-numbering';
import { useUpdateInvoiceNumbering } from '../api/update-invoice-numbering';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';
import { ContractFormRoot, FormStatus } from '../../../components/form';
import { LoadingStatus } from '../../../components/ui/loading-status';

/** Settings → Invoice Numbering: a year's prefix and next number, with the next invoice's number. */
export function InvoiceNumberingForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const numbering = useInvoiceNumbering(year);
  return (
    <Card title={t('settings:invoiceNumbering.title')} description={t('settings:invoiceNumbering.lead')}>
      <div className="space-y-5">
        {!canEdit ? <Alert tone="info">{t('settings:readOnly')}</Alert> : null}
        <SelectField
          label={t('settings:invoiceNumbering.year')}
          value={String(year)}
          containerClassName="max-w-xs"
          onChange={(event) => setYear(Number(event.target.value))}
          options={[thisYear - 1, thisYear, thisYear + 1].map((option) => ({
            value: String(option),
            label: String(option),
          }))}
        />
        {numbering.data ? (
          // One form per year: switching year starts from that year's values.
          <NumberingFields key={year} numbering={numbering.data} canEdit={canEdit} />
        ) : numbering.error ? (
          <Alert title={t('settings:loadFailed')}>{t(errorMessageKey(numbering.error))}</Alert>
        ) : (
          <LoadingStatus />
        )}
      </div>
    </Card>
  );
}

interface Values {
  prefix: string;
  /** As typed, so that the box can be cleared to type a new number. */
  nextNumber: string;
}

const valuesOf = (numbering: InvoiceNumberingType): Values => ({
  prefix: numbering.prefix,
  nextNumber: String(numbering.nextNumber),
});

function NumberingFields({ numbering, canEdit }: { numbering: InvoiceNumberingType; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'validation']);
  const update = useUpdateInvoiceNumbering();
  const { year } = numbering;

  /** 409: the next number would give one already used, or skip some; the answer says the highest. */
  const takenErrors = (cause: unknown): FieldErrors => {
    if (!isApiError(cause) || (cause.code !== 'INVOICE_NUMBER_TAKEN' && cause.code !== 'INVOICE_NUMBER_GAP'))
      return fieldErrorsFromProblem(cause);
    const highest = cause.extensions.highest;
    const taken = t(`errors:${cause.code}`);
    return {
      nextNumber:
        typeof highest === 'number'
          ? `${taken} ${t('settings:invoiceNumbering.highestUsed', { year, highest })}`
          : taken,
    };
  };

  const { kit, values, change, errors } = useSettingsForm({
    initial: valuesOf(numbering),
    parse: ({ prefix, nextNumber }) =>
      InvoiceNumbering.safeParse({
        year,
        prefix,
        nextNumber: nextNumber.trim() === '' ? undefined : Number(nextNumber),
      }),
    mutation: update,
    valuesOf,
    errorsOf: takenErrors,
  });
  const next = Number(values.nextNumber);

  return (
    <ContractFormRoot kit={kit} className="space-y-5">
      <FormStatus kit={kit} savedMessage={t('settings:saved')} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('settings:invoiceNumbering.prefix')}
          hint={t('settings:invoiceNumbering.prefixHint')}
          value={values.prefix}
          disabled={!canEdit}
          autoComplete="off"
          onChange={(event) => change({ prefix: event.target.value })}
          error={errors.prefix}
        />
        <TextField
          label={t('settings:invoiceNumbering.nextNumber')}
          hint={t('settings:invoiceNumbering.nextNumberHint')}
          type="number"
          min={1}
          inputMode="numeric"
          value={values.nextNumber}
          disabled={!canEdit}
          onChange={(event) => change({ nextNumber: event.target.value })}
          error={errors.nextNumber ?? errors.year}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('settings:invoiceNumbering.preview')}{' '}
        <strong className="font-mono text-base text-slate-900">
          {Number.isInteger(next) && next >= 1 ? `${values.prefix.trim()}${next}/${year}` : '—'}
        </strong>
      </p>
      <SaveButton canEdit={canEdit} pending={update.isPending} />
    </ContractFormRoot>
  );
}
