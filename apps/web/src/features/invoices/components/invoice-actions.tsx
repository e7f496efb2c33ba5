import { Ban, CheckCircle2, FileMinus, FileText, Pencil, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ISSUED_INVOICE_STATUSES,
  InvoicePaymentInput,
  InvoicePaymentMethod,
  METHOD_TRACEABILITY,
  todayInRome,
  type Invoice,
  type InvoiceMissingData,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Checkbox, TextField } from '../../../components/ui/field';
import {
  ContractFormDialog,
  FormCheckbox,
  FormDateField,
  FormSelectField,
  FormTextField,
  useContractForm,
} from '../../../components/form';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromProblem } from '../../../lib/form-errors';
import { euroInput, formatEuro, parseEuro } from '../../../lib/money';
import { useIssueCreditNote } from '../api/issue-credit-note';
import { invoicePath } from '../api/keys';
import { usePayInvoice } from '../api/pay-invoice';
import { useRedraftInvoice } from '../api/redraft-invoice';
import { useSetInvoiceStatus } from '../api/set-invoice-status';
import { invoiceNumberLabel } from '../invoice-title';
import { MissingDataNotice, missingFromError } from './missing-data';

type Pending = 'sent' | 'redraft' | 'cancelled' | 'creditNote' | null;

interface PaymentValues {
  method: InvoicePaymentMethod;
  paidOn: string;
  /** Euro, as typed. */
  amount: string;
  details: string;
  /** Whether an 'other' payment was traceable: the user says (not traceable unless ticked). */
  traceable: boolean;
}

/**
 * The payment of a sent invoice, checked with the payment contract: its method (with whether it is
 * traceable), day, amount (the balance unless changed) and details; the dialog closes once recorded,
 * and closing it with changes asks first.
 */
function PaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation(['invoices', 'errors']);
  const pay = usePayInvoice(invoice.id);
  const kit = useContractForm<PaymentValues, InvoicePaymentInput>({
    schema: InvoicePaymentInput,
    defaultValues: {
      method: 'card',
      paidOn: todayInRome(),
      amount: euroInput(invoice.balanceCents, i18n.language),
      details: '',
      traceable: false,
    },
    toInput: ({ method, paidOn, amount, details, traceable }, fail) => {
      const paidCents = parseEuro(amount);
      if (paidCents === undefined || paidCents === null) fail('amount', t('actions.invalidAmount'));
      return {
        paymentMethod: method,
        paidOn,
        paidCents: paidCents ?? undefined,
        paymentDetails: details,
        ...(METHOD_TRACEABILITY[method] === null ? { traceable } : {}),
      };
    },
    fieldOf: (path) => (path === 'paidCents' ? 'amount' : path),
    save: (input) => pay.mutateAsync(input),
    onSaved: onClose,
  });
  const methodTraceable = METHOD_TRACEABILITY[kit.form.watch('method')];
  return (
    <ContractFormDialog
      kit={kit}
      title={t('actions.payTitle', { number: invoiceNumberLabel(t, invoice) })}
      submitLabel={t('actions.pay')}
      cancelLabel={t('actions.cancel')}
      onClose={onClose}
    >
      <FormSelectField
        name="method"
        label={t('actions.method')}
        options={InvoicePaymentMethod.options.map((value) => ({
          value,
          label: t(`paymentMethods.${value}`),
        }))}
        hint={
          methodTraceable === null ? undefined : t(methodTraceable ? 'pdf.traceable' : 'pdf.notTraceable')
        }
      />
      {methodTraceable === null ? (
        <div>
          <FormCheckbox name="traceable" label={t('actions.traceable')} />
          <p className="mt-1 text-sm text-slate-600">{t('actions.traceableHint')}</p>
        </div>
      ) : null}
      <FormDateField name="paidOn" label={t('actions.paidOn')} />
      <FormTextField name="amount" label={t('actions.amount')} inputMode="decimal" />
      <FormTextField name="details" label={t('actions.details')} />
    </ContractFormDialog>
  );
}

/**
 * What can be done with the invoice now, as the server says (`nextStatuses`): edit and issue a
 * draft, record the payment, cancel a draft; an issued invoice is corrected (a credit note voiding
 * it and a new draft copied from it) or credited in part; and the PDF. Each step that is hard to
 * undo asks first.
 */
export function InvoiceActions({
  invoice,
  canEdit,
  missing,
  onCreated,
}: {
  invoice: Invoice;
  canEdit: boolean;
  /** What the draft lacks to be issued, as far as the page knows (a warning before issuing). */
  missing: InvoiceMissingData[];
  /** A credit note or a new draft was made: its page opens. */
  onCreated: (created: Invoice) => void;
}) {
  const { t, i18n } = useTranslation(['invoices', 'errors']);
  const status = useSetInvoiceStatus(invoice.id);
  const creditNote = useIssueCreditNote(invoice.id);
  const redraft = useRedraftInvoice(invoice.id);
  const [pending, setPending] = useState<Pending>(null);
  const [paying, setPaying] = useState(false);
  const [stampDutyId, setStampDutyId] = useState(invoice.stampDutyId ?? '');
  // A credit note: chosen lines (none: all of them) and an amount (empty: the lines in full); a
  // refund once something was paid.
  const [creditLines, setCreditLines] = useState<string[]>([]);
  const [creditAmount, setCreditAmount] = useState('');
  const [refundChoice, setRefund] = useState<boolean | null>(null);
  const refund = refundChoice ?? invoice.paidCents > 0;
  const creditAmountCents = parseEuro(creditAmount);
  const can = (next: Invoice['status']) => canEdit && invoice.nextStatuses.includes(next);
  const issued = canEdit && invoice.kind === 'invoice' && ISSUED_INVOICE_STATUSES.includes(invoice.status);
  const failure = status.error ?? creditNote.error ?? redraft.error;
  const refusedFor = pending ? null : missingFromError(status.error ?? redraft.error);
  const stampDutyError = fieldErrorsFromProblem(status.error ?? redraft.error).stampDutyId;
  // Issuing (the invoice, or the note that voids it) with a stamp duty not paid virtually asks for
  // the contrassegno's identifier.
  const asksStampDutyId =
    (pending === 'sent' || pending === 'redraft') &&
    ((invoice.stampDutyCents > 0 && !invoice.stampDutyAuthorization) || stampDutyError !== undefined);
  // What is missing is shown on the page, with where to set it.
  const closeWhenMissing = (error: Error) => {
    if (missingFromError(error)) setPending(null);
  };

  const confirm = () => {
    if (pending === 'creditNote') {
      if (creditAmountCents === undefined) return;
      creditNote.mutate(
        {
          issuedOn: todayInRome(),
          refund,
          ...(creditLines.length > 0 ? { lineIds: creditLines } : {}),
          ...(creditAmountCents ? { amountCents: creditAmountCents } : {}),
        },
        {
          onSuccess: (note) => {
            setPending(null);
            onCreated(note);
          },
        },
      );
    } else if (pending === 'redraft') {
      redraft.mutate(stampDutyId ? { stampDutyId } : {}, {
        onSuccess: ({ draft }) => {
          setPending(null);
          onCreated(draft);
        },
        onError: closeWhenMissing,
      });
    } else if (pending) {
      status.mutate(
        { status: pending, ...(pending === 'sent' && stampDutyId ? { stampDutyId } : {}) },
        { onSuccess: () => setPending(null), onError: closeWhenMissing },
      );
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {canEdit && invoice.status === 'draft' ? (
          <ButtonLink variant="secondary" to={`/invoices/${invoice.id}/edit`}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('actions.edit')}
          </ButtonLink>
        ) : null}
        {can('sent') ? (
          <Button onClick={() => setPending('sent')}>
            <Send aria-hidden="true" className="h-4 w-4" />
            {t('actions.send')}
          </Button>
        ) : null}
        {can('paid') ? (
          <Button onClick={() => setPaying(true)}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {t('actions.pay')}
          </Button>
        ) : null}
        {issued ? (
          <Button variant="secondary" onClick={() => setPending('redraft')}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('actions.reset')}
          </Button>
        ) : null}
        {issued ? (
          <Button variant="secondary" onClick={() => setPending('creditNote')}>
            <FileMinus aria-hidden="true" className="h-4 w-4" />
            {t('actions.creditNote')}
          </Button>
        ) : null}
        {can('cancelled') ? (
          <Button variant="secondary" onClick={() => setPending('cancelled')}>
            <Ban aria-hidden="true" className="h-4 w-4" />
            {t('actions.cancelInvoice')}
          </Button>
        ) : null}
        <a
          className={buttonClasses('secondary')}
          href={`${invoicePath(invoice.id)}/pdf`}
          target="_blank"
          rel="noopener"
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('actions.pdf')}
        </a>
      </div>
      {refusedFor ? (
        <MissingDataNotice invoice={invoice} missing={refusedFor} refused />
      ) : failure && !pending ? (
        <Alert title={t('actions.failed')}>{t(errorMessageKey(failure))}</Alert>
      ) : can('sent') ? (
        <MissingDataNotice invoice={invoice} missing={missing} refused={false} />
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t(`actions.confirm.${pending}.title`, { number: invoiceNumberLabel(t, invoice) })}
          description={t(`actions.confirm.${pending}.description`)}
          confirmLabel={t(`actions.confirm.${pending}.confirm`)}
          busy={status.isPending || creditNote.isPending || redraft.isPending}
          error={
            failure
              ? `${t(pending === 'redraft' ? 'actions.resetFailed' : 'actions.failed')}: ${t(errorMessageKey(failure))}`
              : undefined
          }
          onConfirm={confirm}
          onClose={() => {
            status.reset();
            creditNote.reset();
            redraft.reset();
            setPending(null);
          }}
        >
          {asksStampDutyId ? (
            <TextField
              containerClassName="mb-4"
              label={t('actions.stampDutyId')}
              hint={t('actions.stampDutyIdHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              value={stampDutyId}
              onChange={(event) => setStampDutyId(event.target.value)}
              error={stampDutyError}
            />
          ) : null}
          {pending === 'creditNote' ? (
            <div className="mb-4 space-y-3">
              <fieldset className="space-y-1">
                <legend className="text-sm font-medium text-slate-800">{t('actions.creditNoteLines')}</legend>
                {invoice.lines.map((line) => (
                  <Checkbox
                    key={line.id}
                    label={`${line.description} · ${formatEuro(line.amountCents, i18n.language)}`}
                    checked={creditLines.includes(line.id)}
                    onChange={(event) =>
                      setCreditLines((chosen) =>
                        event.target.checked
                          ? invoice.lines
                              .map((l) => l.id)
                              .filter((id) => id === line.id || chosen.includes(id))
                          : chosen.filter((id) => id !== line.id),
                      )
                    }
                  />
                ))}
                <p className="text-sm text-slate-600">
                  {creditLines.length === 0 ? t('actions.creditNoteWhole') : t('actions.creditNoteChosen')}
                </p>
              </fieldset>
              <TextField
                label={t('actions.creditNoteAmount')}
                hint={t('actions.creditNoteAmountHint')}
                inputMode="decimal"
                value={creditAmount}
                onChange={(event) => setCreditAmount(event.target.value)}
                error={
                  creditAmountCents === undefined
                    ? t('actions.invalidAmount')
                    : fieldErrorsFromProblem(creditNote.error).amountCents
                }
              />
              <Checkbox
                label={t('actions.creditNoteRefund')}
                checked={refund}
                disabled={invoice.paidCents === 0}
                onChange={(event) => setRefund(event.target.checked)}
              />
              <p className="text-sm text-slate-600">{t('actions.creditNoteRefundHint')}</p>
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
      {paying ? <PaymentDialog invoice={invoice} onClose={() => setPaying(false)} /> : null}
    </div>
  );
}
