import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CallAgent, type CallDetail, type CallerPatient } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { callerNumber, formatDuration } from '../format';
import { DirectionIcon } from './call-badges';
import { useFormats } from '../../../lib/use-formats';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who took the call: the member who called back, the mobile it was answered on, or Studiolo's answering. */
function AgentText({ agent }: { agent: CallAgent | null }) {
  const f = useFormats();
  const { t } = useTranslation('calls');
  if (!agent) return <>{t('detail.agentNone')}</>;
  if (agent.kind === 'member') return <>{agent.name ?? t('detail.formerMember')}</>;
  if (agent.kind === 'mobile') {
    return (
      <>
        {agent.number
          ? t('detail.agentMobileNumber', { number: f.phone(agent.number) })
          : t('detail.agentMobile')}
      </>
    );
  }
  return <>{t('detail.agentAssistant')}</>;
}

/** Every patient a shared number may be (a mother and her child): the adults first, each to open. */
function CallerPatients({ patients }: { patients: CallerPatient[] }) {
  const { t } = useTranslation('calls');
  return (
    <div className="mt-2 space-y-1">
      <p className="text-sm text-slate-600">{t('detail.sharedNumber', { count: patients.length })}</p>
      <ul aria-label={t('detail.sharedNumberList')} className="space-y-1">
        {patients.map((patient) => (
          <li key={patient.id}>
            <Link
              to={`/patients/${patient.id}`}
              className="text-sm text-brand-700 underline underline-offset-2"
            >
              {patient.minor ? t('detail.minorPatient', { name: patient.name }) : patient.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who called whom, who took it, when, for how long, how it ended, and the forwarding on the way. */
export function CallOverview({ call }: { call: CallDetail }) {
  const f = useFormats();
  const { t } = useTranslation('calls');
  const when = (iso: string | null) => (iso ? f.dateTime(iso) : '–');
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
          <span className="block">{callerNumber(call.caller.number, t('unknownNumber'), f.phone)}</span>
          {call.caller.patients.length === 1 ? (
            <Link
              to={`/patients/${call.caller.patients[0]!.id}`}
              className="text-sm text-brand-700 underline underline-offset-2"
            >
              {t('detail.openPatient')}
            </Link>
          ) : null}
          {call.caller.patients.length > 1 ? <CallerPatients patients={call.caller.patients} /> : null}
        </Item>
        <Item label={t('detail.clinicNumber')}>{f.phone(call.number)}</Item>
        <Item label={t('detail.direction')}>
          <span className="inline-flex items-center gap-2">
            <DirectionIcon direction={call.direction} status={call.status} />
            <span aria-hidden="true">{t(`direction.${call.direction}`)}</span>
          </span>
        </Item>
        <Item label={t('detail.status')}>{t(`status.${call.status}`)}</Item>
        <Item label={t('detail.agent')}>
          <AgentText agent={call.agent} />
        </Item>
        <Item label={t('detail.startedAt')}>{when(call.startedAt)}</Item>
        <Item label={t('detail.answeredAt')}>{when(call.answeredAt)}</Item>
        <Item label={t('detail.endedAt')}>{when(call.endedAt)}</Item>
        <Item label={t('detail.duration')}>{formatDuration(call.durationSeconds)}</Item>
        <Item label={t('detail.forwarding')}>
          {forwarding.length === 0
            ? t('detail.noForwarding')
            : forwarding.map(([key, number]) => (
                <span key={key} className="block">
                  {t(`detail.${key}`, { number: callerNumber(number ?? '', t('unknownNumber'), f.phone) })}
                </span>
              ))}
        </Item>
        <Item label={t('detail.participants')}>
          {call.participants.length === 0
            ? '–'
            : call.participants.map((participant) => (
                <span key={participant} className="block">
                  {f.phone(participant)}
                </span>
              ))}
        </Item>
      </dl>
    </Card>
  );
}
