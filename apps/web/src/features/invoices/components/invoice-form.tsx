import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ClientType,
  InvoiceInput,
  todayInRome,
  type Appointment,
  type Invoice,
  type Patient,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Loading, Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { euroInput, formatEuro, parseEuro } from '../../../lib/money';
import { useBillableVisits } from '../api/get-billable-visits';
import { useSaveInvoice } from '../api/save-invoice';
import { LineExpenseFields, type LineExpense } from './line-expense-fields';
import { useFormats } from '../../../lib/use-formats';

interface LineValues extends LineExpense {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
  vatExempt: boolean;
  vatRate: string;
  appointmentId: string | null;
}

type ClientFields = Pick<
  InvoiceInput,
  | 'clientName'
  | 'clientTaxCode'
  | 'clientVatNumber'
  | 'clientAddress'
  | 'clientCity'
  | 'clientPostalCode'
  | 'clientProvince'
  | 'clientEmail'
>;

let nextKey = 0;
const line = (values: Partial<LineValues> = {}): LineValues => ({
  key: (nextKey += 1),
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
 * in, the lines, the discount and the terms. The server numbers it and computes the totals and the
 * stamp duty; saving without a patient asks first (SPEC §5). Errors keep everything typed.
 */
export function InvoiceForm({
  invoice,
  patient,
  patientField,
  preselectVisitId,
  onSaved,
}: {
  invoice?: Invoice;
  /** The patient chosen in `patientField` (the screen's picker), loaded whole. */
  patient: Patient | null;
  patientField: ReactNode;
  preselectVisitId?: string;
  onSaved: (invoice: Invoice) => void;
}) {
  const f = useFormats();
  const { t, i18n } = useTranslation(['invoices', 'errors', 'validation']);
  const save = useSaveInvoice(invoice?.id);
  const visits = useBillableVisits(patient?.id ?? null);
  const [issuedOn, setIssuedOn] = useState(invoice?.issuedOn ?? todayInRome());
  const [dueOn, setDueOn] = useState(invoice?.dueOn ?? '');
  const [clientType, setClientType] = useState<ClientType>(invoice?.clientType ?? 'individual');
  const [client, setClient] = useState<ClientFields>(() => ({
    clientName: invoice?.clientName ?? '',
    clientTaxCode: invoice?.clientTaxCode ?? '',
    clientVatNumber: invoice?.clientVatNumber ?? '',
    clientAddress: invoice?.clientAddress ?? '',
    clientCity: invoice?.clientCity ?? '',
    clientPostalCode: invoice?.clientPostalCode ?? '',
    clientProvince: invoice?.clientProvince ?? '',
    clientEmail: invoice?.clientEmail ?? '',
  }));
  const [lines, setLines] = useState<LineValues[]>(() =>
    invoice
      ? invoice.lines.map((l) =>
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
        )
      : [],
  );
  const [discount, setDiscount] = useState(
    invoice?.discountCents ? euroInput(invoice.discountCents, i18n.language) : '',
  );
  // Someone else pays (a parent for a minor): the invoice is theirs, the patient is named apart.
  const [otherPayer, setOtherPayer] = useState(Boolean(invoice?.patientTaxCode));
  const [patientName, setPatientName] = useState(invoice?.patientName ?? '');
  const [patientTaxCode, setPatientTaxCode] = useState(invoice?.patientTaxCode ?? '');
  const [notes, setNotes] = useState(invoice?.notes ?? '');
  const [opposition, setOpposition] = useState(invoice?.opposition730 ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmNoPatient, setConfirmNoPatient] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  // Unsaved changes: what the user has changed since first reaching into the form (what was filled
  // in for them before that — a patient's data, a visit chosen from the list — is not theirs).
  const snapshot = JSON.stringify([
    patient?.id,
    issuedOn,
    dueOn,
    clientType,
    client,
    lines.map(({ key: _key, ...rest }) => rest),
    discount,
    otherPayer,
    patientName,
    patientTaxCode,
    notes,
    opposition,
  ]);
  const [baseline, setBaseline] = useState<string>();
  const guard = useUnsavedChangesGuard(baseline !== undefined && baseline !== snapshot);

  // A newly chosen patient fills the client's data (a saved invoice keeps its own).
  const prefilled = useRef(invoice?.patientId ?? null);
  useEffect(() => {
    if (!patient || prefilled.current === patient.id) return;
    prefilled.current = patient.id;
    setClientType('individual');
    setClient((current) => ({ ...current, ...payerOf(patient) }));
    const guardianPays = patient.isMinor && patient.guardians.length > 0;
    setOtherPayer(guardianPays);
    setPatientName(guardianPays ? `${patient.lastName} ${patient.firstName}` : '');
    setPatientTaxCode(guardianPays ? (patient.taxCode ?? '') : '');
    // Another patient's visits are not this patient's to pay.
    setLines((current) => current.filter((l) => !l.appointmentId));
  }, [patient]);

  const visitLine = (visit: Appointment) =>
    line({
      description: [visit.serviceName, f.dateTime(visit.startsAt)].filter(Boolean).join(' — '),
      unitPrice: euroInput(visit.priceCents, i18n.language),
      appointmentId: visit.id,
    });
  const toggleVisit = (visit: Appointment, on: boolean) =>
    setLines((current) =>
      on ? [...current, visitLine(visit)] : current.filter((l) => l.appointmentId !== visit.id),
    );

  // A visit chosen from the appointments list starts ticked.
  const preselected = useRef(false);
  useEffect(() => {
    const visit = visits.data?.items.find((v) => v.id === preselectVisitId);
    if (!visit || preselected.current) return;
    preselected.current = true;
    setLines((current) =>
      current.some((l) => l.appointmentId === visit.id) ? current : [...current, visitLine(visit)],
    );
    // visitLine only formats: the visit is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visits.data, preselectVisitId]);

  const setLine = (key: number, values: Partial<LineValues>) =>
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...values } : l)));

  const input = (): { value?: InvoiceInput; found: FieldErrors } => {
    const found: FieldErrors = {};
    const parsedLines = lines.map((l, index) => {
      const unitPriceCents = parseEuro(l.unitPrice);
      if (unitPriceCents === undefined || unitPriceCents === null)
        found[`lines.${index}.unitPriceCents`] = t('validation:invalid');
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
    });
    const discountCents = parseEuro(discount);
    if (discountCents === undefined) found.discountCents = t('validation:invalid');
    const value: InvoiceInput = {
      issuedOn,
      dueOn: dueOn || null,
      patientId: patient?.id ?? null,
      clientType,
      ...client,
      patientName: otherPayer ? patientName : null,
      patientTaxCode: otherPayer ? patientTaxCode : null,
      notes,
      discountCents: discountCents ?? 0,
      opposition730: opposition,
      lines: parsedLines,
    };
    const parsed = InvoiceInput.safeParse(value);
    return {
      value,
      found: { ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)), ...found },
    };
  };

  const send = () => {
    const { value, found } = input();
    setErrors(found);
    if (Object.keys(found).length > 0 || !value) {
      focusFirstInvalid();
      return;
    }
    save.mutate(value, {
      onSuccess: (saved) => {
        guard.release();
        onSaved(saved);
      },
      onError: (error) => {
        setErrors(fieldErrorsFromProblem(error));
        focusFirstInvalid();
      },
    });
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!patient) setConfirmNoPatient(true);
    else send();
  };

  const text = (key: keyof ClientFields, label: string) => ({
    label,
    value: client[key] ?? '',
    onChange: (event: { target: { value: string } }) => setClient({ ...client, [key]: event.target.value }),
    error: errors[key],
  });
  const billed = new Set(lines.map((l) => l.appointmentId).filter(Boolean));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={() => setBaseline((current) => current ?? snapshot)}
      className="space-y-6"
    >
      {guard.dialog}
      {save.isError ? (
        <Alert title={t(invoice ? 'form.updateFailed' : 'form.createFailed')}>
          {t(errorMessageKey(save.error))}
        </Alert>
      ) : null}
      <Card title={t('form.client')}>
        <div className="space-y-4">
          {patientField}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('form.clientType')}
              value={clientType}
              onChange={(event) => setClientType(ClientType.parse(event.target.value))}
              options={ClientType.options.map((value) => ({ value, label: t(`clientTypes.${value}`) }))}
            />
            <TextField {...text('clientName', t('form.clientName'))} />
            <TextField {...text('clientTaxCode', t('form.clientTaxCode'))} />
            <TextField {...text('clientVatNumber', t('form.clientVatNumber'))} />
            <TextField {...text('clientAddress', t('form.clientAddress'))} />
            <TextField {...text('clientCity', t('form.clientCity'))} />
            <TextField {...text('clientPostalCode', t('form.clientPostalCode'))} />
            <TextField {...text('clientProvince', t('form.clientProvince'))} maxLength={2} />
            <TextField {...text('clientEmail', t('form.clientEmail'))} type="email" />
          </div>
          <Checkbox
            label={t('form.payer')}
            checked={otherPayer}
            onChange={(event) => setOtherPayer(event.target.checked)}
          />
          {otherPayer ? (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">
                {t('form.patientSection')}
              </legend>
              <TextField
                label={t('form.patientName')}
                value={patientName}
                onChange={(event) => setPatientName(event.target.value)}
                error={errors.patientName}
              />
              <TextField
                label={t('form.patientTaxCode')}
                value={patientTaxCode}
                onChange={(event) => setPatientTaxCode(event.target.value)}
                error={errors.patientTaxCode}
              />
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
          <Button variant="secondary" onClick={() => setLines([...lines, line()])}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('form.addLine')}
          </Button>
        }
      >
        {errors.lines ? <Alert>{t('form.noLines')}</Alert> : null}
        <ol className="space-y-4">
          {lines.map((l, index) => (
            <li
              key={l.key}
              aria-label={t('form.line', { number: index + 1 })}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-12"
            >
              <TextField
                containerClassName="sm:col-span-5"
                label={t('form.description')}
                value={l.description}
                onChange={(event) => setLine(l.key, { description: event.target.value })}
                error={errors[`lines.${index}.description`]}
              />
              <TextField
                containerClassName="sm:col-span-2"
                label={t('form.quantity')}
                inputMode="numeric"
                value={l.quantity}
                onChange={(event) => setLine(l.key, { quantity: event.target.value })}
                error={errors[`lines.${index}.quantity`]}
              />
              <TextField
                containerClassName="sm:col-span-3"
                label={t('form.unitPrice')}
                inputMode="decimal"
                value={l.unitPrice}
                onChange={(event) => setLine(l.key, { unitPrice: event.target.value })}
                error={errors[`lines.${index}.unitPriceCents`]}
              />
              <div className="flex items-end justify-end sm:col-span-2">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('form.removeLine', { number: index + 1 })}
                  onClick={() => setLines(lines.filter((other) => other.key !== l.key))}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
              <div className="flex flex-wrap items-end gap-4 sm:col-span-12">
                <Checkbox
                  label={t('form.vatExempt')}
                  checked={l.vatExempt}
                  onChange={(event) => setLine(l.key, { vatExempt: event.target.checked })}
                />
                <LineExpenseFields value={l} onChange={(values) => setLine(l.key, values)} />
                {l.vatExempt ? null : (
                  <TextField
                    containerClassName="w-32"
                    label={t('form.vatRate')}
                    inputMode="numeric"
                    value={l.vatRate}
                    onChange={(event) => setLine(l.key, { vatRate: event.target.value })}
                    error={errors[`lines.${index}.vatRate`]}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-slate-600">{t('form.totalsHint')}</p>
      </Card>

      <Card title={t('form.terms')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            type="date"
            label={t('form.issuedOn')}
            value={issuedOn}
            onChange={(e) => setIssuedOn(e.target.value)}
            error={errors.issuedOn}
          />
          <TextField
            type="date"
            label={t('form.dueOn')}
            value={dueOn}
            onChange={(e) => setDueOn(e.target.value)}
            error={errors.dueOn}
          />
          <TextField
            label={t('form.discount')}
            inputMode="decimal"
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
            error={errors.discountCents}
          />
          <TextAreaField
            containerClassName="sm:col-span-3"
            label={t('form.notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={2}
          />
          <Checkbox
            className="sm:col-span-3"
            label={t('form.opposition')}
            checked={opposition}
            onChange={(e) => setOpposition(e.target.checked)}
          />
        </div>
      </Card>

      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner className="h-4 w-4" /> : null}
        {t(invoice ? 'form.save' : 'form.create')}
      </Button>
      {confirmNoPatient ? (
        <ConfirmDialog
          title={t('form.noPatientTitle')}
          description={t('form.noPatientDescription')}
          confirmLabel={t(invoice ? 'form.noPatientSave' : 'form.noPatientConfirm')}
          busy={save.isPending}
          onConfirm={() => {
            setConfirmNoPatient(false);
            send();
          }}
          onClose={() => setConfirmNoPatient(false)}
        />
      ) : null}
    </form>
  );
}
