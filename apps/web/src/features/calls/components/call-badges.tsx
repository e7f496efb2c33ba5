import clsx from 'clsx';
import { PhoneIncoming, PhoneMissed, PhoneOutgoing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallDirection, CallPriority, CallStatus, RequestStatus } from '@studiolo/contracts';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const PRIORITY_TONES: Record<CallPriority, string> = {
  high: 'bg-red-100 text-red-800 ring-1 ring-red-300',
  normal: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  low: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
};

/** The triage's priority: its colour and, for whoever cannot tell colours, its word. */
export function PriorityBadge({ priority }: { priority: CallPriority }) {
  const { t } = useTranslation('calls');
  return <span className={clsx(badge, PRIORITY_TONES[priority])}>{t(`priority.${priority}`)}</span>;
}

const REQUEST_TONES: Record<RequestStatus, string> = {
  pending: 'bg-sky-100 text-sky-900',
  working_on: 'bg-violet-100 text-violet-900',
  completed: 'bg-emerald-100 text-emerald-900',
  unable_to_manage: 'bg-slate-200 text-slate-800',
};

/** Where the handling of the caller's request stands. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('calls');
  return <span className={clsx(badge, REQUEST_TONES[status])}>{t(`requestStatus.${status}`)}</span>;
}

/** Inbound or outbound (a missed inbound call shows as missed), named for screen readers. */
export function DirectionIcon({
  direction,
  status,
  className,
}: {
  direction: CallDirection;
  status: CallStatus;
  className?: string;
}) {
  const { t } = useTranslation('calls');
  const Icon = direction === 'outbound' ? PhoneOutgoing : status === 'missed' ? PhoneMissed : PhoneIncoming;
  return (
    <span className={clsx('inline-flex', className)}>
      <Icon
        aria-hidden="true"
        className={clsx('h-5 w-5', status === 'missed' ? 'text-red-600' : 'text-brand-700')}
      />
      <span className="sr-only">{t(`direction.${direction}`)}</span>
    </span>
  );
}
