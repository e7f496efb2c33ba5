import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useCreateSlot } from '../api/create-slot';
import type { CalendarDoctor } from '../calendar-view-state';
import { checkSlotForm } from '../slot-input';
import { SlotFields, UNASSIGNED, type SlotFieldValues } from './slot-fields';

export type NewSlotDefaults = SlotFieldValues;

/**
 * A new slot typed in (keyboard users), or the doctor of a double-clicked time when the calendar
 * shows all doctors: a doctor, or none (an unassigned slot).
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
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const { input, errors: found } = checkSlotForm(values, (instants) => ({
      doctorId: values.doctorId === UNASSIGNED ? null : values.doctorId,
      ...instants,
      restTimes: [],
    }));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => setErrors(fieldErrorsFromProblem(error)),
    });
  };

  return (
    <Dialog title={t('create.title')} description={t('create.description')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {create.isError ? <Alert title={t('create.failed')}>{t(errorMessageKey(create.error))}</Alert> : null}
        <SlotFields
          values={values}
          onChange={(field, value) => setValues({ ...values, [field]: value })}
          errors={errors}
          doctors={doctors}
          timelineInterval={timelineInterval}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
