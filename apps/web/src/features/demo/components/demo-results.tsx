import { ArrowRight, Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallPriority, DemoStatus } from '@studiolo/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * Step 4, See Results: what the clinic would see of the visitor's message — the transcript, then the
 * triage (category, priority, summary, suggested action, drafted reply) — and when it is deleted.
 * `PriorityBadge` is the calls screens' own, given by the page.
 */
export function DemoResults({
  status,
  PriorityBadge,
}: {
  status: DemoStatus;
  PriorityBadge: ComponentType<{ priority: CallPriority }>;
}) {
  const { t, i18n } = useTranslation(['marketing', 'calls']);
  const call = status.call;
  const expires = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(status.expiresAt));
  const confidence =
    call?.transcriptConfidence != null
      ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(call.transcriptConfidence)
      : null;

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('marketing:demo.results.title')}
      </h2>
      {call?.transcript ? (
        <>
          <Card
            title={t('marketing:demo.results.transcript')}
            headingLevel={3}
            actions={
              confidence ? (
                <p className="text-sm text-slate-600">
                  {t('calls:transcript.confidence', { value: confidence })}
                </p>
              ) : null
            }
          >
            <blockquote className="border-l-4 border-brand-200 pl-4 whitespace-pre-wrap text-slate-900">
              {call.transcript}
            </blockquote>
          </Card>
          <Card
            headingLevel={3}
            title={
              <span className="inline-flex items-center gap-2">
                <Sparkles aria-hidden="true" className="h-5 w-5 text-brand-700" />
                {t('calls:triage.title')}
              </span>
            }
            actions={call.priority ? <PriorityBadge priority={call.priority} /> : null}
          >
            {call.summary ? <p className="text-lg text-slate-900">{call.summary}</p> : null}
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-slate-600">{t('marketing:demo.results.category')}</dt>
                <dd className="font-medium text-slate-900">
                  {call.category ? t(`calls:category.${call.category}`) : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('marketing:demo.results.priority')}</dt>
                <dd className="font-medium text-slate-900">
                  {call.priority ? t(`calls:priority.${call.priority}`) : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('marketing:demo.results.suggestedAction')}</dt>
                <dd className="font-medium text-slate-900">
                  {call.suggestedAction ? t(`calls:suggestedAction.${call.suggestedAction}`) : '—'}
                </dd>
              </div>
            </dl>
            {call.draftReply ? (
              <div className="mt-5">
                <h4 className="text-sm text-slate-600">{t('marketing:demo.results.draftReply')}</h4>
                <p className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap text-slate-900">
                  {call.draftReply}
                </p>
              </div>
            ) : null}
          </Card>
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {t('marketing:demo.results.noMessage')}
        </p>
      )}
      <p className="text-sm text-slate-500">{t('marketing:demo.results.expires', { date: expires })}</p>
      <ButtonLink to="/register" size="lg">
        {t('marketing:demo.results.cta')}
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </ButtonLink>
    </div>
  );
}
