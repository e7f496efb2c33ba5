import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { RequestStatus, type CallDetail } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessageKey } from '../../../lib/error-message';
import { useSetRequestStatus } from '../api/set-request-status';
import { Byline } from './byline';
import { RequestStatusBadge } from './call-badges';

/** Request handling: Pending, Working On, Completed, Unable to Manage; and who changed it when. */
export function RequestStatusPanel({ call }: { call: CallDetail }) {
  const { t } = useTranslation(['calls', 'errors']);
  const change = useSetRequestStatus(call.id);
  return (
    <Card title={t('calls:request.title')}>
      <div role="group" aria-label={t('calls:request.title')} className="grid grid-cols-2 gap-2">
        {RequestStatus.options.map((status) => {
          const current = status === call.requestStatus;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={current}
              disabled={change.isPending}
              onClick={() => {
                if (!current) change.mutate(status);
              }}
              className={clsx(buttonClasses(current ? 'primary' : 'secondary', 'lg'), 'px-3 text-sm')}
            >
              {t(`calls:requestStatus.${status}`)}
            </button>
          );
        })}
      </div>
      {change.error ? (
        <Alert className="mt-3" title={t('calls:request.failed')}>
          {t(errorMessageKey(change.error))}
        </Alert>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold text-slate-800">{t('calls:request.history')}</h3>
      {call.requestHistory.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('calls:request.noHistory')}</p>
      ) : (
        <ol className="mt-2 space-y-2" aria-label={t('calls:request.history')}>
          {call.requestHistory.map((entry) => (
            <li key={entry.changedAt + entry.status} className="flex flex-wrap items-center gap-2">
              <RequestStatusBadge status={entry.status} />
              <Byline person={entry.changedBy} at={entry.changedAt} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
