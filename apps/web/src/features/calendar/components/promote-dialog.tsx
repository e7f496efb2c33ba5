import { useId, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { PromoteWaitingInput, type WaitingListItem } from '@studiolo/contracts';
import { ContractFormDialog, FormTextField, useContractForm } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { parseMinutes } from '../../../lib/money';
import { useCalendarWindow } from '../api/get-calendar';
import { usePromoteWaiting } from '../api/promote-waiting';
import { firstFreeTime, type BookableService } from '../booking';
import type { CalendarDoctor } from '../calendar-view-state';
import { addMinutes, instantOf, isIsoDate, todayInItaly, wallClock } from '../time';
import { TimeField } from '../../../components/ui/time-field';
import { DateField } from '../../../components/ui/date-field';

/** A visit without a service lasts this long unless changed (as in the booking form). */
const DEFAULT_VISIT_MINUTES = 30;

const nextDay = (date: string) => Temporal.PlainDate.from(date).add({ days: 1 }).toString();

interface PromoteValues {
  slotId: string;
  /** `HH:mm` typed; '' until then (the first free time of the slot is proposed). */
  start: string;
  /** Minutes as typed. */
  duration: string;
}

/**
 * Books someone from the waiting list: a day (browsed freely), one of its slots (doctor and hours),
 * the start time (the first free one by default) and the duration (the service's), checked with
 * the promotion contract. A time already taken answers with the conflict message and keeps the
 * choice; closing the dialog with a slot chosen or a time typed asks first.
 */
export function PromoteDialog({
  item,
  doctors,
  performers,
  services,
  timelineInterval,
  onClose,
}: {
  item: WaitingListItem;
  doctors: CalendarDoctor[];
  /** Who performs the item's service: only their slots are offered; null when nobody is paired with it. */
  performers: ReadonlySet<string> | null;
  services: BookableService[];
  timelineInterval: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'validation']);
  const id = useId();
  const promote = usePromoteWaiting();
  const serviceMinutes = services.find((s) => s.id === item.serviceId)?.durationMinutes;
  const [day, setDay] = useState(todayInItaly());
  const from = isIsoDate(day) ? instantOf(day, '00:00') : null;
  const to = isIsoDate(day) ? instantOf(nextDay(day), '00:00') : null;
  const calendar = useCalendarWindow(from && to ? { from, to, includeDeleted: false } : null);
  const names = new Map(doctors.map((doctor) => [doctor.id, doctor.name]));
  const open = (calendar.data?.slots ?? []).filter((slot) => slot.doctorId && slot.status !== 'deleted');
  // Only the slots of doctors who perform the service; a service nobody performs yet is said so.
  const slots = performers ? open.filter((slot) => performers.has(slot.doctorId!)) : open;
  const unperformed = Boolean(item.serviceId) && performers === null;

  /** Until the user types a time, the first free one of the slot, from the freshest appointments. */
  const proposedStart = (slotId: string, duration: string) => {
    const slot = slots.find((s) => s.id === slotId);
    const booked = (calendar.data?.appointments ?? []).filter((a) => a.slotId === slotId);
    return slot
      ? firstFreeTime(slot, booked, parseMinutes(duration) ?? DEFAULT_VISIT_MINUTES, timelineInterval)
      : '';
  };

  const kit = useContractForm<PromoteValues, PromoteWaitingInput>({
    schema: PromoteWaitingInput,
    defaultValues: { slotId: '', start: '', duration: String(serviceMinutes ?? DEFAULT_VISIT_MINUTES) },
    toInput: (values, fail) => {
      const slot = slots.find((s) => s.id === values.slotId);
      if (!slot) fail('slotId', t('waiting.chooseSlot'));
      const minutes = parseMinutes(values.duration);
      if (!minutes) fail('duration', t('book.invalidDuration'));
      const startsAt = instantOf(day, values.start || proposedStart(values.slotId, values.duration));
      if (slot && !startsAt) fail('start', t('validation:time'));
      const endsAt = startsAt && minutes ? addMinutes(startsAt, minutes) : '';
      if (
        slot &&
        startsAt &&
        endsAt &&
        (Date.parse(startsAt) < Date.parse(slot.startsAt) || Date.parse(endsAt) > Date.parse(slot.endsAt))
      ) {
        fail('start', t('book.outside'));
      }
      return { slotId: values.slotId, startsAt: startsAt ?? '', endsAt };
    },
    fieldOf: (path) => (path === 'startsAt' || path === 'endsAt' ? 'start' : path),
    save: (input) => promote.mutateAsync({ id: item.id, input }),
    onSaved: onClose,
  });
  const { form } = kit;
  const [slotId, typedStart, duration] = useWatch({
    control: form.control,
    name: ['slotId', 'start', 'duration'],
  });
  const slot = slots.find((s) => s.id === slotId);
  const start = typedStart || proposedStart(slotId, duration);
  const { errors } = form.formState;

  const choose = (chosen: string) => {
    form.setValue('slotId', chosen, { shouldDirty: true });
    form.setValue('start', '', { shouldDirty: true });
    form.clearErrors(['slotId', 'start']);
  };

  let choices;
  if (!from) choices = null;
  else if (calendar.isPending) choices = <Loading />;
  else if (calendar.isError) choices = <Alert>{t(errorMessageKey(calendar.error))}</Alert>;
  else if (slots.length === 0)
    choices = (
      <Alert tone="info">
        {open.length > 0
          ? t('waiting.noPerformerSlots', { service: item.serviceName })
          : t('waiting.noSlots')}
      </Alert>
    );
  else
    choices = (
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('waiting.slot')}</legend>
        <div className="mt-2 max-h-60 space-y-1 overflow-y-auto">
          {slots.map((s) => (
            <label key={s.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-slot`}
                checked={slotId === s.id}
                aria-invalid={errors.slotId ? true : undefined}
                onChange={() => choose(s.id)}
                className="h-4 w-4 accent-brand-700"
              />
              {`${wallClock(s.startsAt).time}–${wallClock(s.endsAt).time} · ${names.get(s.doctorId!) ?? ''}`}
            </label>
          ))}
        </div>
        {errors.slotId ? (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.slotId.message}</p>
        ) : null}
      </fieldset>
    );

  return (
    <ContractFormDialog
      kit={kit}
      title={t('waiting.promoteTitle', { name: item.patientName })}
      description={item.serviceName ?? undefined}
      submitLabel={t('waiting.promoteSubmit')}
      errorTitle={t('waiting.saveFailed')}
      cancelLabel={t('waiting.cancel')}
      submitDisabled={!slot}
      onClose={onClose}
    >
      {unperformed ? (
        <Alert tone="warning">{t('waiting.noPerformer', { service: item.serviceName })}</Alert>
      ) : null}
      <DateField
        label={t('waiting.day')}
        value={day}
        onChange={(value) => {
          setDay(value);
          if (slotId) choose('');
        }}
        error={isIsoDate(day) ? undefined : t('validation:date')}
      />
      {choices}
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          label={t('book.start')}
          value={start}
          stepMinutes={timelineInterval}
          disabled={!slot}
          onChange={(value) => form.setValue('start', value, { shouldDirty: true })}
          error={errors.start?.message}
        />
        <FormTextField name="duration" label={t('book.duration')} inputMode="numeric" />
      </div>
    </ContractFormDialog>
  );
}
