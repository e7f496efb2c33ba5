import { ArrowLeft, ArrowRight, Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DuplicateSlotInput, MAX_DUPLICATE_WEEKS, SlotHoldingVisits, type Slot } from '@studiolo/contracts';
import { ContractFormDialog, FormTextField, useContractForm } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { useDeleteSlot } from '../api/delete-slot';
import { useDuplicateSlot } from '../api/duplicate-slot';
import { useMoveSlot } from '../api/move-slot';
import { useFormats } from '../../../lib/use-formats';

/**
 * A slot's failure in words: IN_USE means it still holds appointments; SLOT_HAS_APPOINTMENTS names
 * them ('Rossi Mario 09:00, Bianchi Lucia 10:00').
 */
function useSlotErrorMessage() {
  const { t } = useTranslation(['calendar', 'errors']);
  const f = useFormats();
  return (error: unknown) => {
    if (!isApiError(error)) return t(errorMessageKey(error));
    if (error.code === 'IN_USE') return t('slot.inUse');
    const held = SlotHoldingVisits.safeParse(error.extensions.appointments);
    if (error.code === 'SLOT_HAS_APPOINTMENTS' && held.success) {
      const visits = held.data.map((visit) => `${visit.patientName} ${f.time(visit.startsAt)}`).join(', ');
      return t('errors:SLOT_HAS_APPOINTMENTS', { visits });
    }
    return t(errorMessageKey(error));
  };
}

/** 'Duplica per N settimane': how many weeks, checked with the contract; closing it with a change asks. */
function DuplicateDialog({
  slot,
  onClose,
  onDone,
}: {
  slot: Slot;
  onClose: () => void;
  onDone: (weeks: number) => void;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'common']);
  const duplicate = useDuplicateSlot();
  const kit = useContractForm<{ weeks: string }, DuplicateSlotInput>({
    schema: DuplicateSlotInput,
    defaultValues: { weeks: '1' },
    toInput: ({ weeks }) => ({ weeks: weeks.trim() === '' ? undefined : Number(weeks) }),
    save: ({ weeks }) => duplicate.mutateAsync({ id: slot.id, weeks }),
    onSaved: (_, { weeks }) => onDone(weeks),
  });

  return (
    <ContractFormDialog
      kit={kit}
      title={t('duplicate.title')}
      description={t('duplicate.description')}
      submitLabel={t('duplicate.submit')}
      errorTitle={t('duplicate.failed')}
      onClose={onClose}
    >
      <FormTextField
        name="weeks"
        label={t('duplicate.weeks')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_DUPLICATE_WEEKS}
        hint={t('duplicate.hint', { max: MAX_DUPLICATE_WEEKS })}
      />
    </ContractFormDialog>
  );
}

/** Duplicate for N weeks, move a week on or back, delete (asks first). */
export function SlotActions({ slot, onDeleted }: { slot: Slot; onDeleted: () => void }) {
  const { t } = useTranslation(['calendar', 'errors', 'common']);
  const move = useMoveSlot();
  const remove = useDeleteSlot();
  const message = useSlotErrorMessage();
  const [dialog, setDialog] = useState<'duplicate' | 'delete' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** A move refused because the slot holds visits: offered again with them moving along. */
  const [along, setAlong] = useState<{ weeks: 1 | -1; count: number } | null>(null);
  const [notifyPatients, setNotifyPatients] = useState(true);

  const moveBy = (weeks: 1 | -1, withAppointments = false) => {
    setDone(null);
    move.mutate(
      {
        id: slot.id,
        weeks,
        moveAppointments: withAppointments,
        notifyPatients: withAppointments && notifyPatients,
      },
      {
        onSuccess: () => {
          setAlong(null);
          setDone(weeks === 1 ? t('move.movedNext') : t('move.movedPrevious'));
        },
        onError: (error) => {
          if (!withAppointments && isApiError(error) && error.code === 'IN_USE') {
            const count = error.extensions.appointments;
            setNotifyPatients(true);
            setAlong({ weeks, count: typeof count === 'number' ? count : 1 });
          }
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setDialog('duplicate')}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('duplicate.open')}
        </Button>
        <Button variant="secondary" onClick={() => moveBy(-1)} disabled={move.isPending}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('move.previous')}
        </Button>
        <Button variant="secondary" onClick={() => moveBy(1)} disabled={move.isPending}>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
          {t('move.next')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('delete.open')}
        </Button>
      </div>
      {move.isError && !along ? <Alert title={t('move.failed')}>{message(move.error)}</Alert> : null}
      {along ? (
        <Dialog
          title={t('slotMove.inUseTitle')}
          description={t('slotMove.inUseDescription', { count: along.count })}
          onClose={() => setAlong(null)}
        >
          {move.isError && move.variables.moveAppointments ? (
            <Alert className="mb-4" title={t('move.failed')}>
              {message(move.error)}
            </Alert>
          ) : null}
          <Checkbox
            className="mb-4"
            label={t('slotMove.notifyPatients')}
            checked={notifyPatients}
            onChange={(event) => setNotifyPatients(event.target.checked)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setAlong(null)} disabled={move.isPending}>
              {t('common:cancel')}
            </Button>
            <Button onClick={() => moveBy(along.weeks, true)} disabled={move.isPending}>
              {move.isPending ? <Spinner className="h-4 w-4" /> : null}
              {t('slotMove.moveAlong')}
            </Button>
          </div>
        </Dialog>
      ) : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {dialog === 'duplicate' ? (
        <DuplicateDialog
          slot={slot}
          onClose={() => setDialog(null)}
          onDone={(weeks) => {
            setDialog(null);
            setDone(t('duplicate.done', { count: weeks }));
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('delete.title')}
          description={t('delete.description')}
          confirmLabel={t('delete.confirm')}
          busy={remove.isPending}
          error={remove.isError ? `${t('delete.failed')}: ${message(remove.error)}` : undefined}
          onClose={() => setDialog(null)}
          onConfirm={() => remove.mutate(slot.id, { onSuccess: onDeleted })}
        />
      ) : null}
    </div>
  );
}
