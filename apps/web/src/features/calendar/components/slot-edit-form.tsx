import { useTranslation } from 'react-i18next';
import { SlotInput, type Slot, type SlotValues } from '@studiolo/contracts';
import {
  ContractFormRoot,
  FormFooter,
  FormStatus,
  FormTextAreaField,
  useContractForm,
} from '../../../components/form';
import { useUpdateSlot } from '../api/update-slot';
import type { CalendarDoctor } from '../calendar-view-state';
import { restTimesAfter, slotFieldOf, slotInput, slotInstants } from '../slot-input';
import { wallClock } from '../time';
import { SlotFields, UNASSIGNED, slotDoctor, type SlotFieldValues } from './slot-fields';

interface SlotEditValues extends SlotFieldValues {
  notes: string;
  doctorNotes: string;
}

function formValues(slot: Slot): SlotEditValues {
  const start = wallClock(slot.startsAt);
  return {
    doctorId: slot.doctorId ?? UNASSIGNED,
    date: start.date,
    start: start.time,
    end: wallClock(slot.endsAt).time,
    notes: slot.notes ?? '',
    doctorNotes: slot.doctorNotes ?? '',
  };
}

/**
 * The slot's doctor, day, hours, notes and doctor's notes; saved together (409 SLOT_OVERLAP), and
 * the page asks before being left with changes not saved.
 */
export function SlotEditForm({
  slot,
  doctors,
  timelineInterval,
  readOnly,
}: {
  slot: Slot;
  doctors: CalendarDoctor[];
  timelineInterval: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'validation']);
  const update = useUpdateSlot();
  const kit = useContractForm<SlotEditValues, SlotValues, Slot>({
    schema: SlotInput,
    defaultValues: formValues(slot),
    toInput: (values, fail) => {
      const { startsAt, endsAt } = slotInstants(values, fail);
      return slotInput(slot, {
        doctorId: slotDoctor(values),
        startsAt,
        endsAt,
        notes: values.notes,
        doctorNotes: values.doctorNotes,
        restTimes: startsAt && endsAt ? restTimesAfter(slot, startsAt, endsAt) : slot.restTimes,
      });
    },
    fieldOf: slotFieldOf,
    save: (input) => update.mutateAsync({ id: slot.id, input }),
    valuesAfterSave: formValues,
    serverValues: formValues(slot),
  });

  return (
    <ContractFormRoot kit={kit} className="space-y-4" label={t('detail.editTitle')}>
      <fieldset disabled={readOnly} className="space-y-4">
        <SlotFields doctors={doctors} timelineInterval={timelineInterval} keepDoctorId={slot.doctorId} />
        <FormTextAreaField name="notes" label={t('detail.notes')} rows={3} />
        <FormTextAreaField
          name="doctorNotes"
          label={t('detail.doctorNotes')}
          hint={t('detail.doctorNotesHint')}
          rows={3}
        />
        {readOnly ? (
          <FormStatus kit={kit} errorTitle={t('update.failed')} />
        ) : (
          <FormFooter
            kit={kit}
            label={t('detail.save')}
            errorTitle={t('update.failed')}
            savedMessage={t('update.saved')}
          />
        )}
      </fieldset>
    </ContractFormRoot>
  );
}
