import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useCallsToHandle } from '../api/get-calls-to-handle';
import { CallRow } from './call-row';

/** 'Da gestire': the open requests, urgent first then the longest waiting, as the server orders them. */
export function ToHandleList() {
  const { t } = useTranslation(['calls', 'errors']);
  const toHandle = useCallsToHandle();
  if (toHandle.isPending) return <Loading />;
  if (!toHandle.data) {
    return <Alert title={t('calls:list.loadFailed')}>{t(errorMessageKey(toHandle.error))}</Alert>;
  }
  const { calls, total } = toHandle.data;
  return (
    <section aria-labelledby="calls-to-handle-title" className="space-y-3">
      <h2 id="calls-to-handle-title" className="text-sm font-semibold text-slate-700">
        {t('calls:toHandle.title', { count: total })}
      </h2>
      <p className="text-sm text-slate-600">{t('calls:toHandle.lead')}</p>
      {toHandle.isError ? (
        <Alert title={t('calls:list.loadFailed')}>{t(errorMessageKey(toHandle.error))}</Alert>
      ) : null}
      {calls.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <CircleCheck aria-hidden="true" className="h-10 w-10 text-emerald-600" />
          <p className="mt-3 font-semibold text-slate-900">{t('calls:toHandle.empty')}</p>
        </div>
      ) : (
        <ul aria-labelledby="calls-to-handle-title" className="space-y-2">
          {calls.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </ul>
      )}
      {total > calls.length ? (
        <p className="text-sm text-slate-600">{t('calls:toHandle.more', { count: total - calls.length })}</p>
      ) : null}
    </section>
  );
}
