import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  ClientType,
  InvoiceInput,
  todayInRome,
  type Appointment,
  type Invoice,
  type InvoiceValues,
  type Patient,
  type StampDutyPayer,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Checkbox } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/spinner';
import {
  ContractFormRoot,
  FormCheckbox,
  FormDateField,
  FormSelectField,
  FormStatus,
  FormTextAreaField,
  FormTextField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { errorMessageKey } from '../../../lib/error-message';
import { euroInput, formatEuro, parseEuro } from '../../../lib/money';
import { useBillableVisits } from '../api/get-billable-visits';
import { useSaveInvoice } from '../api/save-invoice';
import { InvoiceLiveTotals } from './invoice-live-totals';
import { LineExpenseFields, type LineExpense } from './line-expense-fields';
import { useFormats } from '../../../lib/use-formats';

/** A line as typed: amounts and numbers are text until the contract reads them. */
interface LineValues extends LineExpense {
  description: string;
  quantity: string;
  unitPrice: string;
  vatExempt: boolean;
  vatRate: string;
  appointmentId: string | null;
}

interface ClientFields {
  clientName: string;
  clientTaxCode: string;
  clientVatNumber?: string;
  clientAddress: string;
  clientCity: string;
  clientPostalCode: string;
  clientProvince: string;
  clientEmail: string;
}

interface InvoiceFormValues extends ClientFields {
  issuedOn: string;
  dueOn: string;
  clientType: ClientType;
  /** Someone else pays (a parent for a minor): the invoice is theirs, the patient is named apart. */
  otherPayer: boolean;
  patientName: string;
  patientTaxCode: string;
  notes: string;
  discount: string;
  opposition730: boolean;
  lines: LineValues[];
}

const line = (values: Partial<LineValues> = {}): LineValues => ({
  description: '',
  quantity: '1',
  unitPrice: '',
  vatExempt: true,
  vatRate: '22',
  expenseFlag: null,
  healthExpense: true,
  appointmentId: null,
  ...values,
});

/** A contract path → the field that is typed for it (amounts are typed in euro, sent in cents). */
const fieldOf = (path: string) =>
  path.replace(/\.unitPriceCents$/, '.unitPrice').replace(/^discountCents$/, 'discount');

/**
 * Who the invoice is addressed to for a newly chosen patient: the patient; a minor's first guardian
 * (who pays, the minor staying the patient apart) when there is one.
 */
const payerOf = (patient: Patient): ClientFields => {
  const guardian = patient.isMinor ? patient.guardians[0] : undefined;
  if (!guardian) return clientOf(patient);
  return {
    clientName: `${guardian.lastName} ${guardian.firstName}`,
    clientTaxCode: guardian.taxCode ?? '',
    clientAddress: guardian.address ?? patient.address ?? '',
    clientCity: guardian.city ?? patient.city ?? '',
    clientPostalCode: guardian.postalCode ?? patient.postalCode ?? '',
    clientProvince: guardian.province ?? patient.province ?? '',
    clientEmail: guardian.email ?? '',
  };
};

const clientOf = (patient: Patient): ClientFields => ({
  clientName: `${patient.lastName} ${patient.firstName}`,
  clientTaxCode: patient.taxCode ?? '',
  clientAddress: patient.address ?? '',
  clientCity: patient.city ?? '',
  clientPostalCode: patient.postalCode ?? '',
  clientProvince: patient.province ?? '',
  clientEmail: patient.email ?? '',
});

/**
 * A draft invoice: the patient (whose completed visits become lines with a tick) or a client typed
 * in, the lines, the discount and the terms, with the totals (VAT, stamp duty) updated as it is typed
 * by the rule the server saves them with. The server numbers it; saving without a patient asks first
 * (SPEC §5). Errors keep everything typed and put the cursor in the first field in error.
 */
export function InvoiceForm({
  invoice,
  patient,
  patientField,
  preselectVisitId,
  stampDutyPayer,
  onSaved,
}: {
  invoice?: Invoice;
  /** The patient chosen in `patientField` (the screen's picker), loaded whole. */
  patient: Patient | null;
  patientField: ReactNode;
  preselectVisitId?: string;
  /** Who bears the stamp duty (the organization's settings): added to the live total or not. */
  stampDutyPayer: StampDutyPayer;
  onSaved: (invoice: Invoice) => void;
}) {
  const f = useFormats();
  const { t, i18n } = useTranslation(['invoices', 'errors', 'validation']);
  const save = useSaveInvoice(invoice?.id);
  const visits = useBillableVisits(patient?.id ?? null);
  const [confirmNoPatient, setConfirmNoPatient] = useState(false);

  const kit = useContractForm<InvoiceFormValues, InvoiceValues, Invoice>({
    schema: InvoiceInput,
    defaultValues: {
      issuedOn: invoice?.issuedOn ?? todayInRome(),
      dueOn: invoice?.dueOn ?? '',
      clientType: invoice?.clientType ?? 'individual',
      clientName: invoice?.clientName ?? '',
      clientTaxCode: invoice?.clientTaxCode ?? '',
      clientVatNumber: invoice?.clientVatNumber ?? '',
      clientAddress: invoice?.clientAddress ?? '',
      clientCity: invoice?.clientCity ?? '',
      clientPostalCode: invoice?.clientPostalCode ?? '',
      clientProvince: invoice?.clientProvince ?? '',
      clientEmail: invoice?.clientEmail ?? '',
      otherPayer: Boolean(invoice?.patientTaxCode),
      patientName: invoice?.patientName ?? '',
      patientTaxCode: invoice?.patientTaxCode ?? '',
      notes: invoice?.notes ?? '',
      discount: invoice?.discountCents ? euroInput(invoice.discountCents, i18n.language) : '',
      opposition730: invoice?.opposition730 ?? false,
      lines: (invoice?.lines ?? []).map((l) =>
        line({
          description: l.description,
          quantity: String(l.quantity),
          unitPrice: euroInput(l.unitPriceCents, i18n.language),
          vatExempt: l.vatExempt,
          vatRate: String(l.vatRate || 22),
          // Saved as it was: an edit never changes a line's type behind the user's back.
          expenseType: l.expenseType,
          expenseFlag: l.expenseFlag,
          healthExpense: l.healthExpense,
          appointmentId: l.appointmentId,
        }),
      ),
    },
    toInput: (values, fail) => ({
      issuedOn: values.issuedOn,
      dueOn: values.dueOn || null,
      patientId: patient?.id ?? null,
      clientType: values.clientType,
      clientName: values.clientName,
      clientTaxCode: values.clientTaxCode,
      clientVatNumber: values.clientVatNumber,
      clientAddress: values.clientAddress,
      clientCity: values.clientCity,
      clientPostalCode: values.clientPostalCode,
      clientProvince: values.clientProvince,
      clientEmail: values.clientEmail,
      patientName: values.otherPayer ? values.patientName : null,
      patientTaxCode: values.otherPayer ? values.patientTaxCode : null,
      notes: values.notes,
      discountCents: (() => {
        const cents = parseEuro(values.discount);
        if (cents === undefined) fail('discount', t('validation:invalid'));
        return cents ?? 0;
      })(),
      opposition730: values.opposition730,
      lines: values.lines.map((l, index) => {
        const unitPriceCents = parseEuro(l.unitPrice);
        if (unitPriceCents === undefined || unitPriceCents === null)
          fail(`lines.${index}.unitPrice`, t('validation:invalid'));
        return {
          description: l.description,
          quantity: Number(l.quantity),
          unitPriceCents: unitPriceCents ?? 0,
          vatExempt: l.vatExempt,
          vatRate: l.vatExempt ? 0 : Number(l.vatRate),
          ...(l.expenseType ? { expenseType: l.expenseType } : {}),
          expenseFlag: l.expenseFlag,
          healthExpense: l.healthExpense,
          appointmentId: l.appointmentId,
        };
      }),
    }),
    fieldOf,
    save: (input) => save.mutateAsync(input),
    onSaved: (saved) => onSaved(saved),
  });
  const { form } = kit;
  const { control, getValues } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const typedLines = useWatch({ control, name: 'lines' });
  const otherPayer = useWatch({ control, name: 'otherPayer' });
  const discount = useWatch({ control, name: 'discount' });
  const { isDirty, errors } = form.formState;

  /**
   * Data filled in for the user (a patient's, a visit chosen from the list): the new starting point
   * of a form not yet changed, so that leaving it is not asked about; a change among the user's own.
   */
  const adopt = (values: InvoiceFormValues) =>
    isDirty ? form.reset(values, { keepDefaultValues: true }) : form.reset(values);

  // A newly chosen patient fills the client's data (a saved invoice keeps its own).
  const prefilled = useRef(invoice?.patientId ?? null);
  useEffect(() => {
    if (!patient || prefilled.current === patient.id) return;
    prefilled.current = patient.id;
    const guardianPays = patient.isMinor && patient.guardians.length > 0;
    const current = getValues();
    adopt({
      ...current,
      clientType: 'individual',
      ...payerOf(patient),
      otherPayer: guardianPays,
      patientName: guardianPays ? `${patient.lastName} ${patient.firstName}` : '',
      patientTaxCode: guardianPays ? (patient.taxCode ?? '') : '',
      // Another patient's visits are not this patient's to pay.
      lines: current.lines.filter((l) => !l.appointmentId),
    });
    // adopt reads the dirty state of this render: the patient is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [patient]);

  const visitLine = (visit: Appointment) =>
    line({
      description: [visit.serviceName, f.dateTime(visit.startsAt)].filter(Boolean).join(' — '),
      unitPrice: euroInput(visit.priceCents, i18n.language),
      appointmentId: visit.id,
    });
  const toggleVisit = (visit: Appointment, on: boolean) => {
    if (on) lines.append(visitLine(visit));
    else lines.remove(typedLines.findIndex((l) => l.appointmentId === visit.id));
  };

  // A visit chosen from the appointments list starts ticked.
  const preselected = useRef(false);
  useEffect(() => {
    const visit = visits.data?.items.find((v) => v.id === preselectVisitId);
    if (!visit || preselected.current) return;
    preselected.current = true;
    const current = getValues();
    if (current.lines.some((l) => l.appointmentId === visit.id)) return;
    adopt({ ...current, lines: [...current.lines, visitLine(visit)] });
    // visitLine only formats and adopt reads this render's state: the visit is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visits.data, preselectVisitId]);

  const billed = new Set(typedLines.map((l) => l.appointmentId).filter(Boolean));
  const noLines = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <ContractFormRoot
      kit={kit}
      className="space-y-6"
      // Saving without a patient asks first (SPEC §5), then checks and saves.
      onSubmit={() => (patient ? void kit.submit() : setConfirmNoPatient(true))}
    >
      <FormStatus kit={kit} errorTitle={t(invoice ? 'form.updateFailed' : 'form.createFailed')} />
      <Card title={t('form.client')}>
        <div className="space-y-4">
          {patientField}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelectField
              name="clientType"
              label={t('form.clientType')}
              options={ClientType.options.map((value) => ({ value, label: t(`clientTypes.${value}`) }))}
            />
            <FormTextField name="clientName" label={t('form.clientName')} />
            <FormTextField name="clientTaxCode" label={t('form.clientTaxCode')} />
            <FormTextField name="clientVatNumber" label={t('form.clientVatNumber')} />
            <FormTextField name="clientAddress" label={t('form.clientAddress')} />
            <FormTextField name="clientCity" label={t('form.clientCity')} />
            <FormTextField name="clientPostalCode" label={t('form.clientPostalCode')} />
            <FormTextField name="clientProvince" label={t('form.clientProvince')} maxLength={2} />
            <FormTextField name="clientEmail" label={t('form.clientEmail')} type="email" />
          </div>
          <FormCheckbox name="otherPayer" label={t('form.payer')} />
          {otherPayer ? (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">
                {t('form.patientSection')}
              </legend>
              <FormTextField name="patientName" label={t('form.patientName')} />
              <FormTextField name="patientTaxCode" label={t('form.patientTaxCode')} />
            </fieldset>
          ) : null}
        </div>
      </Card>

      {patient ? (
        <Card title={t('form.visits')} description={t('form.visitsLead')}>
          {visits.isPending ? (
            <Loading />
          ) : visits.isError ? (
            <Alert>{t(errorMessageKey(visits.error))}</Alert>
          ) : visits.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('form.noVisits')}</p>
          ) : (
            <ul className="space-y-1">
              {visits.data.items.map((visit) => (
                <li key={visit.id}>
                  <Checkbox
                    label={`${f.dateTime(visit.startsAt)} · ${visit.serviceName ?? t('form.visit')} · ${formatEuro(visit.priceCents, i18n.language)}`}
                    checked={billed.has(visit.id)}
                    onChange={(event) => toggleVisit(visit, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}

      <Card
        title={t('form.lines')}
        actions={
          <Button variant="secondary" onClick={() => lines.append(line())}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('form.addLine')}
          </Button>
        }
      >
        {noLines ? <Alert>{t('form.noLines')}</Alert> : null}
        <ol className="space-y-4">
          {lines.fields.map((field, index) => (
            <li
              key={field.id}
              aria-label={t('form.line', { number: index + 1 })}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-12"
            >
              <FormTextField
                name={`lines.${index}.description`}
                containerClassName="sm:col-span-5"
                label={t('form.description')}
              />
              <FormTextField
                name={`lines.${index}.quantity`}
                containerClassName="sm:col-span-2"
                label={t('form.quantity')}
                inputMode="numeric"
              />
              <FormTextField
                name={`lines.${index}.unitPrice`}
                containerClassName="sm:col-span-3"
                label={t('form.unitPrice')}
                inputMode="decimal"
              />
              <div className="flex items-end justify-end sm:col-span-2">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('form.removeLine', { number: index + 1 })}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
              <div className="flex flex-wrap items-end gap-4 sm:col-span-12">
                <FormCheckbox name={`lines.${index}.vatExempt`} label={t('form.vatExempt')} />
                {typedLines[index] ? (
                  <LineExpenseFields
                    value={typedLines[index]}
                    onChange={(values) => {
                      for (const [key, value] of Object.entries(values)) {
                        form.setValue(`lines.${index}.${key as keyof LineExpense}`, value, {
                          shouldDirty: true,
                        });
                      }
                    }}
                  />
                ) : null}
                {typedLines[index]?.vatExempt === false ? (
                  <FormTextField
                    name={`lines.${index}.vatRate`}
                    containerClassName="w-32"
                    label={t('form.vatRate')}
                    inputMode="numeric"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <Card title={t('form.terms')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormDateField name="issuedOn" label={t('form.issuedOn')} />
          <FormDateField name="dueOn" label={t('form.dueOn')} />
          <FormTextField name="discount" label={t('form.discount')} inputMode="decimal" />
          <FormTextAreaField
            name="notes"
            containerClassName="sm:col-span-3"
            label={t('form.notes')}
            rows={2}
          />
          <FormCheckbox name="opposition730" className="sm:col-span-3" label={t('form.opposition')} />
        </div>
      </Card>

      <InvoiceLiveTotals lines={typedLines} discount={discount} stampDutyPayer={stampDutyPayer} />

      <SubmitButton kit={kit}>{t(invoice ? 'form.save' : 'form.create')}</SubmitButton>
      {confirmNoPatient ? (
        <ConfirmDialog
          title={t('form.noPatientTitle')}
          description={t('form.noPatientDescription')}
          confirmLabel={t(invoice ? 'form.noPatientSave' : 'form.noPatientConfirm')}
          busy={kit.busy}
          onConfirm={() => {
            setConfirmNoPatient(false);
            void kit.submit();
          }}
          onClose={() => setConfirmNoPatient(false)}
        />
      ) : null}
    </ContractFormRoot>
  );
}
