import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestTime, Slot } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useServerForm } from '../../../lib/use-server-form';
import { useUpdateSlot } from '../api/update-slot';
import { slotInput } from '../slot-input';
import { instantOf, wallClock } from '../time';
import { TimeField } from '../../../components/ui/time-field';

interface Row {
  start: string;
  end: string;
}

const rowsOf = (slot: Slot): Row[] =>
  slot.restTimes.map((rest) => ({ start: wallClock(rest.startsAt).time, end: wallClock(rest.endsAt).time }));

/** Pauses inside the slot (lunch, a break): hours on the slot's day, saved together. */
export function RestTimesEditor({
  slot,
  timelineInterval,
  readOnly,
}: {
  slot: Slot;
  timelineInterval: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation(['calendar', 'errors']);
  const update = useUpdateSlot();
  const [rows, setRows] = useServerForm(rowsOf(slot));
  const [invalid, setInvalid] = useState<number[]>([]);
  const day = wallClock(slot.startsAt).date;

  const change = (index: number, field: keyof Row, value: string) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const save = () => {
    const restTimes: RestTime[] = [];
    const wrong: number[] = [];
    rows.forEach((row, index) => {
      const startsAt = instantOf(day, row.start);
      const endsAt = instantOf(day, row.end);
      const inside =
        startsAt &&
        endsAt &&
        Date.parse(endsAt) > Date.parse(startsAt) &&
        Date.parse(startsAt) >= Date.parse(slot.startsAt) &&
        Date.parse(endsAt) <= Date.parse(slot.endsAt);
      if (inside) restTimes.push({ startsAt, endsAt });
      else wrong.push(index);
    });
    setInvalid(wrong);
    if (wrong.length > 0) return;
    update.mutate({ id: slot.id, input: slotInput(slot, { restTimes }) });
  };

  return (
    <div className="space-y-4">
      {update.isError ? (
        <Alert title={t('restTimes.failed')}>{t(errorMessageKey(update.error))}</Alert>
      ) : null}
      {update.isSuccess ? <Alert tone="success">{t('restTimes.saved')}</Alert> : null}
      {rows.length === 0 ? <p className="text-sm text-slate-600">{t('restTimes.empty')}</p> : null}
      <ul className="space-y-3">
        {rows.map((row, index) => (
          <li key={index} className="flex flex-wrap items-end gap-3">
            {(['start', 'end'] as const).map((field) => (
              <TimeField
                key={field}
                containerClassName="w-40"
                label={t(`restTimes.${field}`, { number: index + 1 })}
                stepMinutes={timelineInterval}
                value={row[field]}
                disabled={readOnly}
                onChange={(value) => change(index, field, value)}
                error={field === 'start' && invalid.includes(index) ? t('restTimes.outside') : undefined}
              />
            ))}
            {readOnly ? null : (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('restTimes.remove', { number: index + 1 })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="secondary" onClick={() => setRows([...rows, { start: '13:00', end: '14:00' }])}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('restTimes.add')}
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            {update.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('restTimes.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
