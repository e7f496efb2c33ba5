import { useTranslation } from 'react-i18next';
import { SlotInput, type SlotValues } from '@studiolo/contracts';
import { ContractFormDialog, useContractForm } from '../../../components/form';
import { useCreateSlot } from '../api/create-slot';
import type { CalendarDoctor } from '../calendar-view-state';
import { slotFieldOf, slotInstants } from '../slot-input';
import { SlotFields, slotDoctor, type SlotFieldValues } from './slot-fields';

export type NewSlotDefaults = SlotFieldValues;

/**
 * A new slot typed in (keyboard users), or the doctor of a double-clicked time when the calendar
 * shows all doctors: a doctor, or none (an unassigned slot). Closing it with changes asks first.
 */
export function NewSlotDialog({
  doctors,
  defaults,
  timelineInterval,
  onClose,
  onCreated,
}: {
  doctors: CalendarDoctor[];
  defaults: NewSlotDefaults;
  timelineInterval: number;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'common']);
  const create = useCreateSlot();
  const kit = useContractForm<SlotFieldValues, SlotValues>({
    schema: SlotInput,
    defaultValues: defaults,
    toInput: (values, fail) => ({
      doctorId: slotDoctor(values),
      ...slotInstants(values, fail),
      restTimes: [],
    }),
    fieldOf: slotFieldOf,
    save: (input) => create.mutateAsync(input),
    onSaved: onCreated,
  });

  return (
    <ContractFormDialog
      kit={kit}
      title={t('create.title')}
      description={t('create.description')}
      submitLabel={t('create.submit')}
      errorTitle={t('create.failed')}
      onClose={onClose}
    >
      <SlotFields doctors={doctors} timelineInterval={timelineInterval} />
    </ContractFormDialog>
  );
}
