import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { AppointmentInput, type Appointment, type AppointmentValues, type Slot } from '@studiolo/contracts';
import {
  ContractFormRoot,
  FormFooter,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  FormTimeField,
  useContractForm,
  type ContractForm,
} from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { euroInput, parseEuro, parseMinutes } from '../../../lib/money';
import { useCreateAppointment } from '../api/create-appointment';
import { firstFreeTime, isFreeTime, type BookableService } from '../booking';
import type { CalendarDoctor } from '../calendar-view-state';
import { addMinutes, instantOf, wallClock } from '../time';
import { ChoiceGroup } from './choice-group';

/** A visit without a service lasts this long unless changed. */
const DEFAULT_VISIT_MINUTES = 30;

type Who = 'patient' | 'temporary';

interface BookingValues {
  doctorId: string;
  who: Who;
  /** The patient chosen in the screen's picker. */
  patientId: string | null;
  temporaryName: string;
  serviceId: string;
  /** `HH:mm` on the slot's day. */
  start: string;
  /** Minutes and euro as typed. */
  duration: string;
  price: string;
  notes: string;
}

/** Where the contract's messages show: the visit's times under its start, a missing person under who is asked. */
const bookingFieldOf = (who: Who) => (path: string) => {
  if (path === 'startsAt' || path === 'endsAt') return 'start';
  if (path === 'priceCents') return 'price';
  if (path === 'patientId' && who === 'temporary') return 'temporaryName';
  return path;
};

/**
 * A panel over the agenda (decision 028) that books a patient (picked by the screen's patient picker) or a temporary name into the slot: the
 * doctor (when the slot has none: those who perform the chosen service), service with its price
 * (editable) and duration, start time within the slot (the time clicked in the calendar, else the
 * first free time not in the past) and notes. Checked with the appointment contract; a conflict
 * keeps everything typed, and leaving with changes asks first.
 */
export function BookingForm({
  slot,
  appointments,
  doctors,
  doctorId,
  onDoctorChange,
  performers,
  services,
  patientId,
  patientField,
  timelineInterval,
  initialStart,
  onBooked,
  onCancel,
  title,
  description,
}: {
  slot: Slot;
  appointments: readonly Appointment[];
  doctors: CalendarDoctor[];
  doctorId: string;
  onDoctorChange: (doctorId: string) => void;
  /** The doctors who perform a service; null when nobody is paired with it (then every doctor). */
  performers: (serviceId: string) => ReadonlySet<string> | null;
  services: BookableService[];
  patientId: string | null;
  /** The patient picker, with the message to show under it. */
  patientField: (error: string | undefined) => ReactNode;
  timelineInterval: number;
  /** `HH:mm` clicked in the calendar: proposed when a visit fits there. */
  initialStart?: string | null;
  /** The visit booked. */
  onBooked: (appointment: Appointment) => void;
  /** Closed without booking (asked first when something was typed). */
  onCancel: () => void;
  title: ReactNode;
  description?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['calendar', 'errors', 'validation', 'common']);
  const create = useCreateAppointment();
  const day = wallClock(slot.startsAt).date;
  const clicked = initialStart ? instantOf(day, initialStart) : null;
  const clickedFits = clicked !== null && isFreeTime(slot, appointments, clicked, DEFAULT_VISIT_MINUTES);

  const kit: ContractForm<BookingValues, AppointmentValues> = useContractForm<
    BookingValues,
    AppointmentValues,
    Appointment
  >({
    schema: AppointmentInput,
    defaultValues: {
      doctorId,
      who: 'patient',
      patientId,
      temporaryName: '',
      serviceId: '',
      start: clickedFits
        ? initialStart!
        : firstFreeTime(slot, appointments, DEFAULT_VISIT_MINUTES, timelineInterval),
      duration: String(DEFAULT_VISIT_MINUTES),
      price: '',
      notes: '',
    },
    toInput: (values, fail) => {
      const priceCents = parseEuro(values.price);
      if (priceCents === undefined) fail('price', t('payment.invalidAmount'));
      const minutes = parseMinutes(values.duration);
      if (!minutes) fail('duration', t('book.invalidDuration'));
      const startsAt = instantOf(day, values.start);
      if (!startsAt) fail('start', t('validation:time'));
      const endsAt = startsAt && minutes ? addMinutes(startsAt, minutes) : '';
      if (
        startsAt &&
        endsAt &&
        (Date.parse(startsAt) < Date.parse(slot.startsAt) || Date.parse(endsAt) > Date.parse(slot.endsAt))
      ) {
        fail('start', t('book.outside'));
      }
      return {
        slotId: slot.id,
        doctorId: values.doctorId,
        patientId: values.who === 'patient' ? values.patientId : null,
        temporaryName: values.who === 'temporary' ? values.temporaryName : null,
        serviceId: values.serviceId || null,
        startsAt: startsAt ?? '',
        endsAt,
        priceCents: priceCents ?? null,
        notes: values.notes,
      };
    },
    fieldOf: (path: string): string => bookingFieldOf(kit.form.getValues('who'))(path),
    save: (input) => create.mutateAsync(input),
    onSaved: onBooked,
  });
  const { form } = kit;

  // The patient picked in the screen's picker is one of the form's values (a change to ask about).
  useEffect(() => {
    if (form.getValues('patientId') !== patientId)
      form.setValue('patientId', patientId, { shouldDirty: true });
  }, [form, patientId]);

  const who = useWatch({ control: form.control, name: 'who' });
  const setWho = (next: Who) => form.setValue('who', next, { shouldDirty: true });
  const serviceId = useWatch({ control: form.control, name: 'serviceId' });
  const offered = serviceId ? performers(serviceId) : null;
  const doctorChoices = offered ? doctors.filter((d) => offered.has(d.id)) : doctors;
  const patientError = form.formState.errors.patientId?.message;

  const chooseDoctor = (value: string) => onDoctorChange(value);
  const chooseService = (value: string) => {
    // The doctor chosen for an unassigned slot must perform the service.
    const performing = value ? performers(value) : null;
    const chosenDoctor = form.getValues('doctorId');
    if (!slot.doctorId && chosenDoctor && performing && !performing.has(chosenDoctor)) {
      form.setValue('doctorId', '', { shouldDirty: true });
      onDoctorChange('');
    }
    const service = services.find((s) => s.id === value);
    if (!service) return;
    form.setValue('price', euroInput(service.priceCents, i18n.language), { shouldDirty: true });
    form.setValue('duration', String(service.durationMinutes), { shouldDirty: true });
    // A time clicked in the calendar stays when a service is chosen, as one typed does.
    if (!clickedFits && !form.getFieldState('start').isDirty) {
      form.setValue('start', firstFreeTime(slot, appointments, service.durationMinutes, timelineInterval), {
        shouldDirty: true,
      });
    }
  };

  const close = () => kit.leave(onCancel);
  return (
    <Dialog side title={title} description={description} onClose={close}>
      <ContractFormRoot kit={kit} className="space-y-5">
        {slot.doctorId ? null : (
          <FormSelectField
            name="doctorId"
            label={t('create.doctor')}
            onValueChange={chooseDoctor}
            options={[
              { value: '', label: t('book.chooseDoctor') },
              ...doctorChoices.map((d) => ({ value: d.id, label: d.name })),
            ]}
            hint={offered ? t('book.doctorsOfService') : undefined}
          />
        )}
        <ChoiceGroup
          legend={t('book.who')}
          options={(['patient', 'temporary'] as const).map((value) => ({
            value,
            label: t(`book.whoOptions.${value}`),
          }))}
          value={who}
          onChange={setWho}
        />
        {who === 'patient' ? (
          patientField(patientError)
        ) : (
          <FormTextField
            name="temporaryName"
            label={t('book.temporaryName')}
            hint={t('book.temporaryNameHint')}
          />
        )}
        <FormSelectField
          name="serviceId"
          label={t('book.service')}
          onValueChange={chooseService}
          options={[
            { value: '', label: t('book.noService') },
            ...services.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <FormTimeField name="start" label={t('book.start')} stepMinutes={timelineInterval} />
          <FormTextField name="duration" label={t('book.duration')} inputMode="numeric" />
          <FormTextField
            name="price"
            label={t('book.price')}
            inputMode="decimal"
            hint={t('book.priceHint')}
          />
        </div>
        <FormTextAreaField name="notes" label={t('book.notes')} rows={3} />
        <FormFooter kit={kit} label={t('book.submit')} errorTitle={t('book.failed')}>
          <Button variant="secondary" onClick={close} disabled={kit.busy}>
            {t('common:cancel')}
          </Button>
        </FormFooter>
      </ContractFormRoot>
    </Dialog>
  );
}
