import clsx from 'clsx';
import { ChevronDown, Mail, Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEmail } from '@studiolo/contracts';
import { formatSentAt } from './format-sent-at';

type BodyFormat = 'text' | 'html';

/** One email: recipient, subject and time; the body (text or sandboxed HTML) on demand. */
export function OutboxEmailCard({ email }: { email: OutboxEmail }) {
  const { t, i18n } = useTranslation('dev');
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<BodyFormat>(email.html ? 'html' : 'text');
  const bodyId = useId();
  const subject = email.subject || t('outbox.noSubject');
  const formats: BodyFormat[] = email.html ? ['html', 'text'] : ['text'];

  return (
    <article className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Mail aria-hidden="true" className="h-4 w-4" />
          </span>
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-slate-900">{subject}</h2>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
              <dt className="font-medium">{t('outbox.to')}</dt>
              <dd className="truncate">{email.to}</dd>
              <dt className="font-medium">{t('outbox.sentAt')}</dt>
              <dd>
                <time dateTime={email.createdAt}>{formatSentAt(email.createdAt, i18n.language)}</time>
              </dd>
              {email.attachments.length > 0 ? (
                <>
                  <dt className="font-medium">{t('outbox.attachments')}</dt>
                  <dd className="flex flex-wrap gap-x-3">
                    {email.attachments.map((attachment) => (
                      <a
                        key={attachment.filename}
                        href={`data:${attachment.contentType.split(';')[0]};charset=utf-8,${encodeURIComponent(attachment.content)}`}
                        download={attachment.filename}
                        className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-2"
                      >
                        <Paperclip aria-hidden="true" className="h-3.5 w-3.5" />
                        {attachment.filename}
                      </a>
                    ))}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="inline-flex h-9 shrink-0 items-center gap-1 self-start rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          {open ? t('outbox.hideBody') : t('outbox.showBody')}
          <ChevronDown
            aria-hidden="true"
            className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      {open ? (
        <div id={bodyId} className="border-t border-slate-200 p-4">
          {formats.length > 1 ? (
            <div
              role="group"
              aria-label={t('outbox.bodyFormat')}
              className="mb-3 inline-flex rounded-lg bg-slate-100 p-1"
            >
              {formats.map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={format === f}
                  onClick={() => setFormat(f)}
                  className={clsx(
                    'rounded-md px-3 py-1 text-sm font-medium',
                    format === f
                      ? 'bg-white text-slate-900 shadow-sm'
                      : 'text-slate-600 hover:text-slate-900',
                  )}
                >
                  {t(`outbox.${f}`)}
                </button>
              ))}
            </div>
          ) : null}
          {format === 'html' && email.html ? (
            <iframe
              sandbox=""
              srcDoc={email.html}
              title={t('outbox.htmlFrameTitle', { subject })}
              className="h-96 w-full rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 font-mono text-sm whitespace-pre-wrap text-slate-800">
              {email.text}
            </pre>
          )}
        </div>
      ) : null}
    </article>
  );
}
