import { MessageCircle, Phone, PhoneForwarded } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallReplyInput, isDialable, type CallDetail } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/use-server-form';
import { useReplyToCall } from '../api/reply-to-call';
import { Byline } from './byline';

/** The WhatsApp chat with `number` (E.164), the message already typed. */
export const whatsAppHref = (number: string, message: string) =>
  `https://wa.me/${number.replace(/^\+/, '')}${message ? `?text=${encodeURIComponent(message)}` : ''}`;

/** 'Call back' from the member's phone (tel:), or placed by Studiolo when a provider can. */
function CallBack({ call }: { call: CallDetail }) {
  const { t } = useTranslation(['calls', 'errors']);
  const fromPhone = useReplyToCall(call.id);
  const viaStudiolo = useReplyToCall(call.id);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <a
          href={`tel:${call.caller.number}`}
          onClick={() => fromPhone.mutate({ channel: 'call_back', viaProvider: false })}
          className={buttonClasses('primary', 'lg')}
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {t('calls:reply.callBack')}
        </a>
        {call.canCallBack ? (
          <Button
            variant="secondary"
            size="lg"
            disabled={viaStudiolo.isPending}
            onClick={() => viaStudiolo.mutate({ channel: 'call_back', viaProvider: true })}
          >
            {viaStudiolo.isPending ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <PhoneForwarded aria-hidden="true" className="h-4 w-4" />
            )}
            {t('calls:reply.callBackViaStudiolo')}
          </Button>
        ) : null}
      </div>
      {[fromPhone.error, viaStudiolo.error].map((error, index) =>
        error ? <Alert key={index}>{t(errorMessageKey(error))}</Alert> : null,
      )}
    </div>
  );
}

/** The WhatsApp reply: the triage's draft to edit, opened in WhatsApp and recorded when opened. */
function WhatsAppReply({ call }: { call: CallDetail }) {
  const { t } = useTranslation(['calls', 'errors']);
  const [message, setMessage] = useServerForm(call.triage.result?.draftReply ?? '');
  const [error, setError] = useState<string>();
  const record = useReplyToCall(call.id);
  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    const parsed = CallReplyInput.safeParse({ channel: 'whatsapp', message });
    if (!parsed.success) {
      event.preventDefault();
      setError(fieldErrorsFromIssues(parsed.error.issues).message);
      return;
    }
    setError(undefined);
    record.mutate(parsed.data);
  };
  return (
    <div className="space-y-3">
      <TextAreaField
        label={t('calls:reply.whatsAppMessage')}
        rows={5}
        hint={call.triage.result?.draftReply ? t('calls:reply.draftHint') : undefined}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={error}
      />
      <a
        href={whatsAppHref(call.caller.number, message.trim())}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
        className={buttonClasses('secondary', 'lg')}
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4 text-emerald-600" />
        {t('calls:reply.openWhatsApp')}
      </a>
      {record.error ? <Alert>{t(errorMessageKey(record.error))}</Alert> : null}
    </div>
  );
}

/** Replying to the caller (call back, WhatsApp) and the replies already made. */
export function ReplyPanel({ call }: { call: CallDetail }) {
  const { t } = useTranslation('calls');
  return (
    <Card title={t('reply.title')}>
      {isDialable(call.caller.number) ? (
        <div className="space-y-6">
          <CallBack call={call} />
          <WhatsAppReply call={call} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('reply.noNumber')}</p>
      )}
      {call.replies.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-800">{t('reply.history')}</h3>
          <ul className="mt-2 space-y-3" aria-label={t('reply.history')}>
            {call.replies.map((reply) => (
              <li key={reply.id} className="space-y-0.5">
                <p className="font-medium text-slate-900">{t(`reply.kinds.${reply.channel}_${reply.via}`)}</p>
                {reply.message ? <p className="whitespace-pre-wrap text-slate-800">{reply.message}</p> : null}
                <Byline person={reply.author} at={reply.createdAt} nobody="formerMember" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
