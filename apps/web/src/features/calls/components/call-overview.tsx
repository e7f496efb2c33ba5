import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, type CallDetail } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-date';
import { callerNumber, formatDuration } from '../format';
import { DirectionIcon } from './call-badges';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who called whom, when, for how long, how it ended, and the forwarding on the way. */
export function CallOverview({ call }: { call: CallDetail }) {
  const { t, i18n } = useTranslation('calls');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '–');
  const forwarding = (
    [
      ['originalCaller', call.forwarding.originalCaller],
      ['forwardedVia', call.forwarding.forwardedVia],
      ['forwardedTo', call.forwarding.forwardedTo],
    ] as const
  ).filter(([, number]) => number);
  return (
    <Card title={t('detail.overview')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item label={t('detail.caller')}>
          {call.caller.name ? <span className="block">{call.caller.name}</span> : null}
          <span className="block">{callerNumber(call.caller.number, t('unknownNumber'))}</span>
          {call.caller.patientId ? (
            <Link
              to={`/patients/${call.caller.patientId}`}
              className="text-sm text-brand-700 underline underline-offset-2"
            >
              {t('detail.openPatient')}
            </Link>
          ) : null}
        </Item>
        <Item label={t('detail.clinicNumber')}>{formatPhone(call.number)}</Item>
        <Item label={t('detail.direction')}>
          <span className="inline-flex items-center gap-2">
            <DirectionIcon direction={call.direction} status={call.status} />
            <span aria-hidden="true">{t(`direction.${call.direction}`)}</span>
          </span>
        </Item>
        <Item label={t('detail.status')}>{t(`status.${call.status}`)}</Item>
        <Item label={t('detail.startedAt')}>{when(call.startedAt)}</Item>
        <Item label={t('detail.answeredAt')}>{when(call.answeredAt)}</Item>
        <Item label={t('detail.endedAt')}>{when(call.endedAt)}</Item>
        <Item label={t('detail.duration')}>{formatDuration(call.durationSeconds)}</Item>
        <Item label={t('detail.forwarding')}>
          {forwarding.length === 0
            ? t('detail.noForwarding')
            : forwarding.map(([key, number]) => (
                <span key={key} className="block">
                  {t(`detail.${key}`, { number: callerNumber(number ?? '', t('unknownNumber')) })}
                </span>
              ))}
        </Item>
        <Item label={t('detail.participants')}>
          {call.participants.length === 0
            ? '–'
            : call.participants.map((participant) => (
                <span key={participant} className="block">
                  {formatPhone(participant)}
                </span>
              ))}
        </Item>
      </dl>
    </Card>
  );
}
