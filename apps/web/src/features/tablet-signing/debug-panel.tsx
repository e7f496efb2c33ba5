import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/use-formats';
import type { TabletAuth } from './api';
import type { SyncState } from './use-pending-documents';

/** SPEC §2's debug panel: authentication, organization, pending and mapped documents, polling status. */
export function DebugPanel({ auth, sync, mapped }: { auth: TabletAuth; sync: SyncState; mapped: string[] }) {
  const { t, i18n } = useTranslation('tablet');
  const { hour12 } = useFormats();
  const rows: [string, string][] = [
    [
      t('debug.authentication'),
      t('debug.authenticated', { tablet: `${auth.tablet.name} (${auth.tablet.id})` }),
    ],
    [t('debug.organization'), `${auth.organization.name} (${auth.organization.id})`],
    [t('debug.pending'), String(sync.documents.length)],
    [t('debug.mapped'), mapped.length ? mapped.join(', ') : '—'],
    [
      t('debug.polling'),
      [
        sync.mode === 'events' ? t('debug.modeEvents') : t('debug.modePolling'),
        t('debug.lastUpdate', {
          // With seconds (polling runs every few): on 24 or 12 hours as the clinic writes times.
          time: sync.lastUpdate
            ? sync.lastUpdate.toLocaleTimeString(i18n.language, { hour12 })
            : t('debug.never'),
        }),
        sync.problem ? t('debug.lastError', { message: sync.problem.message }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
  ];
  return (
    <section
      aria-label={t('debug.heading')}
      className="rounded-xl border border-slate-300 bg-slate-900 p-4 font-mono text-sm text-slate-100"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
