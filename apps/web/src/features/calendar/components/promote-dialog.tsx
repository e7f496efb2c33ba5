import { useId, useState, type SubmitEvent } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useTranslation } from 'react-i18next';
import type { WaitingListItem } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Loading, Spinner } from '../../../components/ui/spinner';
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

/**
 * Books someone from the waiting list: a day, one of its slots (doctor and hours), the start time
 * (the first free one by default) and the duration (the service's). A time already taken answers
 * with the conflict message and keeps the choice.
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
  const [slotId, setSlotId] = useState('');
  // Until the user types a time, the first free one of the slot, from the freshest appointments.
  const [typedStart, setTypedStart] = useState<string | null>(null);
  const [duration, setDuration] = useState(String(serviceMinutes ?? DEFAULT_VISIT_MINUTES));
  const [problem, setProblem] = useState('');
  const from = isIsoDate(day) ? instantOf(day, '00:00') : null;
  const to = isIsoDate(day) ? instantOf(nextDay(day), '00:00') : null;
  const calendar = useCalendarWindow(from && to ? { from, to, includeDeleted: false } : null);
  const names = new Map(doctors.map((doctor) => [doctor.id, doctor.name]));
  const open = (calendar.data?.slots ?? []).filter((slot) => slot.doctorId && slot.status !== 'deleted');
  // Only the slots of doctors who perform the service; a service nobody performs yet is said so.
  const slots = performers ? open.filter((slot) => performers.has(slot.doctorId!)) : open;
  const unperformed = Boolean(item.serviceId) && performers === null;
  const slot = slots.find((s) => s.id === slotId);
  const minutes = parseMinutes(duration);
  const booked = (calendar.data?.appointments ?? []).filter((a) => a.slotId === slotId);
  const start =
    typedStart ??
    (slot ? firstFreeTime(slot, booked, minutes ?? DEFAULT_VISIT_MINUTES, timelineInterval) : '');

  const choose = (chosen: string) => {
    setSlotId(chosen);
    setTypedStart(null);
    setProblem('');
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!slot) return setProblem(t('waiting.chooseSlot'));
    if (!minutes) return setProblem(t('book.invalidDuration'));
    const startsAt = instantOf(day, start);
    if (!startsAt) return setProblem(t('validation:time'));
    const endsAt = addMinutes(startsAt, minutes);
    if (Date.parse(startsAt) < Date.parse(slot.startsAt) || Date.parse(endsAt) > Date.parse(slot.endsAt)) {
      return setProblem(t('book.outside'));
    }
    setProblem('');
    promote.mutate({ id: item.id, input: { slotId: slot.id, startsAt, endsAt } }, { onSuccess: onClose });
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
                onChange={() => choose(s.id)}
                className="h-4 w-4 accent-brand-700"
              />
              {`${wallClock(s.startsAt).time}–${wallClock(s.endsAt).time} · ${names.get(s.doctorId!) ?? ''}`}
            </label>
          ))}
        </div>
      </fieldset>
    );

  return (
    <Dialog
      title={t('waiting.promoteTitle', { name: item.patientName })}
      description={item.serviceName ?? undefined}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {promote.isError ? (
          <Alert title={t('waiting.saveFailed')}>{t(errorMessageKey(promote.error))}</Alert>
        ) : null}
        {problem ? <Alert>{problem}</Alert> : null}
        {unperformed ? (
          <Alert tone="warning">{t('waiting.noPerformer', { service: item.serviceName })}</Alert>
        ) : null}
        <DateField
          label={t('waiting.day')}
          value={day}
          onChange={(value) => {
            setDay(value);
            setSlotId('');
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
            onChange={setTypedStart}
          />
          <TextField
            label={t('book.duration')}
            inputMode="numeric"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={promote.isPending}>
            {t('waiting.cancel')}
          </Button>
          <Button type="submit" disabled={promote.isPending || !slot}>
            {promote.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('waiting.promoteSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
