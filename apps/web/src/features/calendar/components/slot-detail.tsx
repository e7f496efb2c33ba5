import { ArrowLeft, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Slot } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { useSlot } from '../api/get-slot';
import { bookingPath } from '../booking';
import { useSlotAppointments } from '../api/get-slot-appointments';
import type { CalendarDoctor } from '../calendar-view-state';
import { wallClock } from '../time';
import { useFormats } from '../../../lib/use-formats';
import { AppointmentList, type CheckInDocumentsSlot, type PatientLinkSlot } from './appointment-list';
import { RestTimesEditor } from './rest-times-editor';
import { SlotActions } from './slot-actions';
import { SlotEditForm } from './slot-edit-form';

/** 'Torna al calendario', on the slot's day when it is known. */
export function BackToCalendar({ slot }: { slot?: Slot }) {
  const { t } = useTranslation('calendar');
  const to = slot ? `/calendar?date=${wallClock(slot.startsAt).date}` : '/calendar';
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('back')}
    </Link>
  );
}

/** A slot that could not be loaded: gone (or another organization's), or another failure. */
export function SlotLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation(['calendar', 'errors']);
  return (
    <div className="space-y-4">
      <Alert title={t('detail.loadFailed')}>
        {isApiError(error) && error.status === 404 ? t('detail.notFound') : t(errorMessageKey(error))}
      </Alert>
      <BackToCalendar />
    </div>
  );
}

/** The heading of a slot: who, which day, which hours. */
export function SlotHeading({
  slot,
  doctors,
  eyebrow,
  actions,
}: {
  slot: Slot;
  doctors: CalendarDoctor[];
  eyebrow: string;
  actions?: ReactNode;
}) {
  const f = useFormats();
  const { t } = useTranslation('calendar');
  const doctor = doctors.find((d) => d.id === slot.doctorId);
  const time = (iso: string) => f.time(iso);
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={doctor?.name ?? (slot.doctorId ? t('slot.inactiveDoctor') : t('slot.unassigned'))}
      lead={t('detail.when', {
        day: f.longDay(slot.startsAt),
        start: time(slot.startsAt),
        end: time(slot.endsAt),
      })}
      actions={actions}
    />
  );
}

/** /slots/{id}: the slot, its rest times, its appointments, and what can be done with it. */
export function SlotDetail({
  slotId,
  doctors,
  timelineInterval,
  canEdit,
  onDeleted,
  checkInDocuments,
  patientLink,
}: {
  slotId: string;
  doctors: CalendarDoctor[];
  timelineInterval: number;
  canEdit: boolean;
  onDeleted: (slot: Slot) => void;
  checkInDocuments?: CheckInDocumentsSlot;
  patientLink?: PatientLinkSlot;
}) {
  const { t } = useTranslation('calendar');
  const slotQuery = useSlot(slotId);
  const slot = slotQuery.data;
  const appointments = useSlotAppointments(slot);

  if (slotQuery.isError && !slot) return <SlotLoadError error={slotQuery.error} />;
  if (!slot) return <Loading />;
  const deleted = slot.status === 'deleted';
  const editable = canEdit && !deleted;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackToCalendar slot={slot} />
      <SlotHeading
        slot={slot}
        doctors={doctors}
        eyebrow={t(`slot.status.${slot.status}`)}
        actions={
          editable ? (
            <ButtonLink to={bookingPath(slot)}>
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              {t('book.open')}
            </ButtonLink>
          ) : null
        }
      />
      {deleted ? <Alert tone="info">{t('detail.deleted')}</Alert> : null}
      {editable ? <SlotActions slot={slot} onDeleted={() => onDeleted(slot)} /> : null}
      <Card title={t('appointments.title')}>
        <AppointmentList
          appointments={appointments.data}
          doctors={doctors}
          loading={appointments.isPending}
          error={appointments.error}
          readOnly={!canEdit}
          checkInDocuments={checkInDocuments}
          patientLink={patientLink}
        />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('detail.editTitle')}>
          <SlotEditForm
            slot={slot}
            doctors={doctors}
            timelineInterval={timelineInterval}
            readOnly={!editable}
          />
        </Card>
        <Card title={t('restTimes.title')} description={t('restTimes.description')}>
          <RestTimesEditor slot={slot} timelineInterval={timelineInterval} readOnly={!editable} />
        </Card>
      </div>
    </div>
  );
}
