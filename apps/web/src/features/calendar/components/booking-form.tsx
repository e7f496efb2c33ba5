import { useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentInput, type Appointment, type Slot } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useUnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { euroInput, parseEuro, parseMinutes } from '../../../lib/money';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useCreateAppointment } from '../api/create-appointment';
import { firstFreeTime, isFreeTime, type BookableService } from '../booking';
import type { CalendarDoctor } from '../calendar-view-state';
import { addMinutes, instantOf, wallClock } from '../time';
import { ChoiceGroup } from './choice-group';
import { TimeField } from '../../../components/ui/time-field';

/** A visit without a service lasts this long unless changed. */
const DEFAULT_VISIT_MINUTES = 30;

type Who = 'patient' | 'temporary';

/**
 * Books a patient (picked by the screen's patient picker) or a temporary name into the slot: the
 * doctor (when the slot has none: those who perform the chosen service), service with its price
 * (editable) and duration, start time within the slot (the time clicked in the calendar, else the
 * first free time not in the past) and notes. A conflict keeps everything typed.
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
  patientField: ReactNode;
  timelineInterval: number;
  /** `HH:mm` clicked in the calendar: proposed when a visit fits there. */
  initialStart?: string | null;
  onBooked: () => void;
}) {
  const { t, i18n } = useTranslation(['calendar', 'errors', 'validation', 'common']);
  const create = useCreateAppointment();
  const [who, setWho] = useState<Who>('patient');
  const [temporaryName, setTemporaryName] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [price, setPrice] = useState('');
  const [duration, setDuration] = useState(String(DEFAULT_VISIT_MINUTES));
  const day = wallClock(slot.startsAt).date;
  const clicked = initialStart ? instantOf(day, initialStart) : null;
  const clickedFits = clicked !== null && isFreeTime(slot, appointments, clicked, DEFAULT_VISIT_MINUTES);
  const [start, setStart] = useState(() =>
    clickedFits ? initialStart! : firstFreeTime(slot, appointments, DEFAULT_VISIT_MINUTES, timelineInterval),
  );
  // A time clicked in the calendar stays when a service is chosen, as one typed does.
  const [startTouched, setStartTouched] = useState(clickedFits);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // Unsaved changes: what the user has changed since first reaching into the form.
  const snapshot = JSON.stringify([
    who,
    temporaryName,
    patientId,
    doctorId,
    serviceId,
    price,
    duration,
    start,
    notes,
  ]);
  const [baseline, setBaseline] = useState<string>();
  const guard = useUnsavedChangesGuard(baseline !== undefined && baseline !== snapshot);
  const offered = serviceId ? performers(serviceId) : null;
  const doctorChoices = offered ? doctors.filter((d) => offered.has(d.id)) : doctors;

  const chooseService = (value: string) => {
    setServiceId(value);
    // The doctor chosen for an unassigned slot must perform the service.
    const performing = value ? performers(value) : null;
    if (!slot.doctorId && doctorId && performing && !performing.has(doctorId)) onDoctorChange('');
    const service = services.find((s) => s.id === value);
    if (!service) return;
    setPrice(euroInput(service.priceCents, i18n.language));
    setDuration(String(service.durationMinutes));
    if (!startTouched) setStart(firstFreeTime(slot, appointments, service.durationMinutes, timelineInterval));
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const priceCents = parseEuro(price);
    if (priceCents === undefined) found.priceCents = t('payment.invalidAmount');
    const minutes = parseMinutes(duration);
    if (!minutes) found.duration = t('book.invalidDuration');
    const startsAt = instantOf(day, start);
    if (!startsAt) found.startsAt = t('validation:time');
    const endsAt = startsAt && minutes ? addMinutes(startsAt, minutes) : '';
    if (
      startsAt &&
      endsAt &&
      (Date.parse(startsAt) < Date.parse(slot.startsAt) || Date.parse(endsAt) > Date.parse(slot.endsAt))
    ) {
      found.startsAt = t('book.outside');
    }
    const input = {
      slotId: slot.id,
      doctorId,
      patientId: who === 'patient' ? patientId : null,
      temporaryName: who === 'temporary' ? temporaryName : null,
      serviceId: serviceId || null,
      startsAt: startsAt ?? '',
      endsAt,
      priceCents: priceCents ?? null,
      notes,
    };
    const parsed = AppointmentInput.safeParse(input);
    const all = { ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)), ...found };
    if (all.patientId && who === 'temporary') all.temporaryName = all.patientId;
    setErrors(all);
    if (Object.keys(all).length > 0) {
      focusFirstInvalid();
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        guard.release();
        onBooked();
      },
      onError: (error) => {
        setErrors(fieldErrorsFromProblem(error));
        focusFirstInvalid();
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={() => setBaseline((current) => current ?? snapshot)}
      className="space-y-5"
    >
      {guard.dialog}
      {create.isError ? <Alert title={t('book.failed')}>{t(errorMessageKey(create.error))}</Alert> : null}
      {slot.doctorId ? null : (
        <SelectField
          label={t('create.doctor')}
          value={doctorId}
          onChange={(event) => onDoctorChange(event.target.value)}
          options={[
            { value: '', label: t('book.chooseDoctor') },
            ...doctorChoices.map((d) => ({ value: d.id, label: d.name })),
          ]}
          hint={offered ? t('book.doctorsOfService') : undefined}
          error={errors.doctorId}
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
        <div>
          {patientField}
          {errors.patientId ? (
            <p className="mt-1.5 text-sm font-medium text-red-700">{errors.patientId}</p>
          ) : null}
        </div>
      ) : (
        <TextField
          label={t('book.temporaryName')}
          hint={t('book.temporaryNameHint')}
          value={temporaryName}
          onChange={(event) => setTemporaryName(event.target.value)}
          error={errors.temporaryName}
        />
      )}
      <SelectField
        label={t('book.service')}
        value={serviceId}
        onChange={(event) => chooseService(event.target.value)}
        options={[
          { value: '', label: t('book.noService') },
          ...services.map((s) => ({ value: s.id, label: s.name })),
        ]}
        error={errors.serviceId}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TimeField
          label={t('book.start')}
          stepMinutes={timelineInterval}
          value={start}
          onChange={(value) => {
            setStartTouched(true);
            setStart(value);
          }}
          error={errors.startsAt ?? errors.endsAt}
        />
        <TextField
          label={t('book.duration')}
          inputMode="numeric"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          error={errors.duration}
        />
        <TextField
          label={t('book.price')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.priceCents}
          hint={t('book.priceHint')}
        />
      </div>
      <TextAreaField
        label={t('book.notes')}
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={errors.notes}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to={`/slots/${slot.id}`} variant="secondary">
          {t('common:cancel')}
        </ButtonLink>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('book.submit')}
        </Button>
      </div>
    </form>
  );
}
