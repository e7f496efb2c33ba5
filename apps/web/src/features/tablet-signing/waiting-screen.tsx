import { FilePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TabletDocument } from '@studiolo/contracts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { SyncState } from './use-pending-documents';

interface Props {
  sync: SyncState;
  autoOpen: boolean;
  onAutoOpen: (on: boolean) => void;
  onOpen: (document: TabletDocument) => void;
  busy: boolean;
}

/** The list of documents waiting on this tablet, with the sync state and the auto-open switch. */
export function WaitingScreen({ sync, autoOpen, onAutoOpen, onOpen, busy }: Props) {
  const { t } = useTranslation('tablet');
  return (
    <section className="mx-auto w-full max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('waiting.heading')}</h1>
        <label className="flex min-h-12 cursor-pointer items-center gap-3 text-base text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={autoOpen}
            onChange={(event) => onAutoOpen(event.target.checked)}
            className="h-6 w-6 accent-brand-700"
          />
          {t('waiting.autoOpen')}
        </label>
      </div>
      {sync.problem?.kind === 'sync' && <Alert tone="warning">{t('sync.issue')}</Alert>}
      {sync.problem?.kind === 'network' && <Alert>{t('sync.network')}</Alert>}
      {sync.problem?.kind === 'fetch' && (
        <Alert>{t('sync.fetchFailed', { message: sync.problem.message })}</Alert>
      )}
      {sync.loaded && sync.documents.length === 0 && (
        <p className="rounded-xl bg-white p-8 text-center text-lg text-slate-600 shadow-sm">
          {t('waiting.empty')}
        </p>
      )}
      <ul className="space-y-3" aria-label={t('waiting.heading')}>
        {sync.documents.map((document) => (
          <li key={document.id} data-testid={`tablet-document-${document.id}`}>
            <Button
              variant="secondary"
              size="lg"
              disabled={busy}
              onClick={() => onOpen(document)}
              className="h-auto min-h-20 w-full justify-between px-6 py-4 text-left"
            >
              <span className="flex items-center gap-4">
                <FilePen aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-lg font-semibold text-slate-900">{document.title}</span>
                  <span className="block text-slate-600">{document.patientLabel}</span>
                </span>
              </span>
              <span className="text-base font-medium text-brand-700">{t('waiting.open')}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
