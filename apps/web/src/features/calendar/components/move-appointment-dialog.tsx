import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import {
  MoveAppointmentInput,
  type Appointment,
  type AppointmentChange,
  type FreeTime,
  type MoveAppointmentValues,
} from '@studiolo/contracts';
import { ContractFormDialog, useContractForm } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useFreeTimes } from '../api/get-free-times';
import { useMoveAppointment } from '../api/move-appointment';
import type { CalendarDoctor } from '../calendar-view-state';
import { NotifyPatient } from './notify-patient';
import { instantOf, isIsoDate, wallClock } from '../time';
import { useFormats } from '../../../lib/use-formats';
import { DateField } from '../../../components/ui/date-field';

/** 'giovedì 10 dicembre 2026, 09:30': where a visit is, as the staff read it. */
export function useVisitWhen() {
  const f = useFormats();
  return (iso: string) => `${f.longDay(iso)}, ${f.time(iso)}`;
}

/** What the desk is told after a move: where it went, and whether the patient was emailed. */
export function useMovedMessage() {
  const { t } = useTranslation('calendar');
  const when = useVisitWhen();
  return (change: AppointmentChange, notify: boolean) =>
    t(
      change.patientNotified
        ? 'reschedule.movedNotified'
        : notify
          ? 'reschedule.notNotified'
          : 'reschedule.moved',
      { when: when(change.appointment.startsAt) },
    );
}

const shiftDay = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();

interface MoveValues {
  /** The free time chosen: its start, the slot that holds it and its doctor ('' before one is chosen). */
  startsAt: string;
  slotId: string;
  doctorId: string;
  notifyPatient: boolean;
}

/** The doctor choice meaning 'any doctor': the free times of all, each named with its doctor. */
const ANY_DOCTOR = '';

/**
 * 'Sposta': the doctor (the visit's, another, or any), a day to browse one by one, the free times
 * the server finds there for the visit's length (with any doctor, each named with its doctor), and
 * whether to tell the patient by email; checked with the move contract. Closing it once a time is
 * chosen (or the notice changed) asks first.
 */
export function MoveAppointmentDialog({
  appointment,
  doctors,
  onClose,
  onMoved,
}: {
  appointment: Appointment;
  doctors: CalendarDoctor[];
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const f = useFormats();
  const { t } = useTranslation(['calendar', 'errors', 'common', 'validation']);
  const when = useVisitWhen();
  const movedMessage = useMovedMessage();
  const [doctorId, setDoctorId] = useState(appointment.doctorId);
  const [day, setDay] = useState(wallClock(appointment.startsAt).date);
  const validDay = isIsoDate(day);
  const times = useFreeTimes({
    day: validDay ? day : '',
    doctorId: doctorId || undefined,
    durationMinutes: appointment.durationMinutes,
    appointmentId: appointment.id,
  });
  const move = useMoveAppointment();
  const kit = useContractForm<MoveValues, MoveAppointmentValues, AppointmentChange>({
    schema: MoveAppointmentInput,
    defaultValues: { startsAt: '', slotId: '', doctorId: '', notifyPatient: true },
    toInput: (values, fail) => {
      if (!values.startsAt) fail('startsAt', t('reschedule.pick'));
      return {
        startsAt: values.startsAt,
        doctorId: values.doctorId,
        slotId: values.slotId || null,
        notifyPatient: values.notifyPatient,
      };
    },
    save: (input) => move.mutateAsync({ id: appointment.id, input }),
    onSaved: (change, input) => onMoved(movedMessage(change, input.notifyPatient)),
  });
  const { form } = kit;
  const [chosen, chosenDoctor, notify] = useWatch({
    control: form.control,
    name: ['startsAt', 'doctorId', 'notifyPatient'],
  });
  const missing = form.formState.errors.startsAt?.message;
  const choices = doctors.some((doctor) => doctor.id === appointment.doctorId)
    ? doctors
    : [{ id: appointment.doctorId, name: t('slot.inactiveDoctor'), color: '' }, ...doctors];

  const doctorName = (id: string) => choices.find((doctor) => doctor.id === id)?.name ?? '';
  const choose = (time: FreeTime | null) => {
    form.setValue('startsAt', time?.startsAt ?? '', { shouldDirty: true });
    form.setValue('slotId', time?.slotId ?? '', { shouldDirty: true });
    form.setValue('doctorId', time?.doctorId ?? '', { shouldDirty: true });
    form.clearErrors('startsAt');
  };
  const browse = (next: { day?: string; doctorId?: string }) => {
    choose(null);
    if (next.day !== undefined) setDay(next.day);
    if (next.doctorId !== undefined) setDoctorId(next.doctorId);
  };

  return (
    <ContractFormDialog
      kit={kit}
      title={t('reschedule.title')}
      description={t('reschedule.description', {
        patient: appointment.patientName,
        when: when(appointment.startsAt),
      })}
      submitLabel={t('reschedule.submit')}
      errorTitle={t('reschedule.failed')}
      onClose={onClose}
    >
      <SelectField
        label={t('reschedule.doctor')}
        value={doctorId}
        onChange={(event) => browse({ doctorId: event.target.value })}
        options={[
          ...choices.map((doctor) => ({ value: doctor.id, label: doctor.name })),
          { value: ANY_DOCTOR, label: t('reschedule.anyDoctor') },
        ]}
      />
      <div className="flex items-end gap-2">
        <Button
          variant="secondary"
          aria-label={t('reschedule.previousDay')}
          disabled={!validDay}
          onClick={() => browse({ day: shiftDay(day, -1) })}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Button>
        <DateField
          containerClassName="flex-1"
          label={t('reschedule.day')}
          value={day}
          onChange={(value) => browse({ day: value })}
          error={validDay ? undefined : t('validation:date')}
        />
        <Button
          variant="secondary"
          aria-label={t('reschedule.nextDay')}
          disabled={!validDay}
          onClick={() => browse({ day: shiftDay(day, 1) })}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('reschedule.freeTimes')}
          {validDay ? ` · ${f.longDay(instantOf(day, '12:00') ?? '')}` : ''}
        </legend>
        {times.isPending && validDay ? (
          <p role="status" className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4 text-brand-700" />
            {t('reschedule.loading')}
          </p>
        ) : times.isError ? (
          <Alert className="mt-2" title={t('reschedule.freeTimesFailed')}>
            {t(errorMessageKey(times.error))}
          </Alert>
        ) : times.data && times.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('reschedule.noFreeTimes')}</p>
        ) : (
          <div className="mt-2 grid max-h-56 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
            {times.data?.map((time) => {
              const selected = chosen === time.startsAt && chosenDoctor === time.doctorId;
              return (
                <label
                  key={`${time.doctorId} ${time.startsAt}`}
                  className={`flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-sm font-medium ${
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 text-slate-800 hover:border-brand-700'
                  }`}
                >
                  <input
                    type="radio"
                    name="free-time"
                    className="sr-only"
                    checked={selected}
                    aria-invalid={missing ? true : undefined}
                    onChange={() => choose(time)}
                  />
                  {doctorId === ANY_DOCTOR ? (
                    <span className="flex flex-col items-center leading-tight">
                      <span>{f.time(time.startsAt)}</span>
                      <span className="text-xs font-normal">{doctorName(time.doctorId)}</span>
                    </span>
                  ) : (
                    f.time(time.startsAt)
                  )}
                </label>
              );
            })}
          </div>
        )}
        {missing ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {missing}
          </p>
        ) : null}
      </fieldset>
      <NotifyPatient
        label={t('reschedule.notify')}
        hint={t('reschedule.notifyHint')}
        checked={notify}
        onChange={(checked) => form.setValue('notifyPatient', checked, { shouldDirty: true })}
      />
    </ContractFormDialog>
  );
}
