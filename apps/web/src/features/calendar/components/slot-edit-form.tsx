import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/use-server-form';
import { useUpdateSlot } from '../api/update-slot';
import type { CalendarDoctor } from '../calendar-view-state';
import { checkSlotForm, restTimesAfter, slotInput } from '../slot-input';
import { wallClock } from '../time';
import { SlotFields, UNASSIGNED } from './slot-fields';

function formValues(slot: Slot) {
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

/** The slot's doctor, day, hours, notes and doctor's notes; saved together (409 SLOT_OVERLAP). */
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
  const [values, setValues] = useServerForm(formValues(slot));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => {
    setSaved(false);
    setValues({ ...values, [field]: value });
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const { input, errors: found } = checkSlotForm(values, ({ startsAt, endsAt }) =>
      slotInput(slot, {
        doctorId: values.doctorId === UNASSIGNED ? null : values.doctorId,
        startsAt,
        endsAt,
        notes: values.notes,
        doctorNotes: values.doctorNotes,
        restTimes: startsAt && endsAt ? restTimesAfter(slot, startsAt, endsAt) : slot.restTimes,
      }),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: slot.id, input },
      { onSuccess: () => setSaved(true), onError: (error) => setErrors(fieldErrorsFromProblem(error)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('detail.editTitle')}>
      {update.isError ? <Alert title={t('update.failed')}>{t(errorMessageKey(update.error))}</Alert> : null}
      {saved ? <Alert tone="success">{t('update.saved')}</Alert> : null}
      <fieldset disabled={readOnly} className="space-y-4">
        <SlotFields
          values={values}
          onChange={(field, value) => set(field)(value)}
          errors={errors}
          doctors={doctors}
          timelineInterval={timelineInterval}
          keepDoctorId={slot.doctorId}
        />
        <TextAreaField
          label={t('detail.notes')}
          rows={3}
          value={values.notes}
          onChange={(event) => set('notes')(event.target.value)}
          error={errors.notes}
        />
        <TextAreaField
          label={t('detail.doctorNotes')}
          hint={t('detail.doctorNotesHint')}
          rows={3}
          value={values.doctorNotes}
          onChange={(event) => set('doctorNotes')(event.target.value)}
          error={errors.doctorNotes}
        />
        {readOnly ? null : (
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Spinner className="h-4 w-4" /> : null}
              {t('detail.save')}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
