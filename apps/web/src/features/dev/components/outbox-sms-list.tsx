import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OutboxSms } from '@studiolo/contracts';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { formatSentAt } from './format-sent-at';
import { OutboxSection } from './outbox-section';

/** One SMS: sender, recipient, time and the whole text (an SMS is short). */
function OutboxSmsCard({ sms }: { sms: OutboxSms }) {
  const { t, i18n } = useTranslation('dev');
  return (
    <article
      aria-label={t('outbox.sms.cardLabel', { to: sms.to })}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MessageSquareText aria-hidden="true" className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
          <dt className="font-medium">{t('outbox.to')}</dt>
          <dd className="truncate">{sms.to}</dd>
          <dt className="font-medium">{t('outbox.sms.from')}</dt>
          <dd className="truncate">{sms.from}</dd>
          <dt className="font-medium">{t('outbox.sentAt')}</dt>
          <dd>
            <time dateTime={sms.createdAt}>{formatSentAt(sms.createdAt, i18n.language)}</time>
          </dd>
        </dl>
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
          {sms.body}
        </p>
      </div>
    </article>
  );
}

/** The telephony simulator's SMS (the live demo's verification codes). */
export function OutboxSmsList() {
  const { t } = useTranslation('dev');
  return (
    <OutboxSection
      query={useSmsOutbox()}
      texts={{
        loading: t('outbox.sms.loading'),
        empty: t('outbox.sms.empty'),
        emptyHint: t('outbox.sms.emptyHint'),
        loadFailed: t('outbox.sms.loadFailed'),
        count: (count) => t('outbox.sms.count', { count }),
      }}
      renderItem={(sms) => <OutboxSmsCard sms={sms} />}
    />
  );
}
