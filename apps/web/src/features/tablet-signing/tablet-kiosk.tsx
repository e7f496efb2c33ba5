import { Bug, LogOut, Maximize } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabletDocument, TabletDocumentForSigning } from '@studiolo/contracts';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { readStorage, writeStorage } from '../../lib/storage';
import {
  openTabletDocument,
  setTabletDocumentOpen,
  TabletApiError,
  tabletLogout,
  type TabletAuth,
} from './api';
import { DebugPanel } from './debug-panel';
import { documentErrorMessage, documentToAutoOpen } from './logic';
import { SigningScreen } from './signing-screen';
import { Tutorial, tutorialSeen } from './tutorial';
import { usePendingDocuments } from './use-pending-documents';
import { useKiosk } from './use-kiosk';
import { WaitingScreen } from './waiting-screen';

const AUTO_OPEN_KEY = 'studiolo.tablet.autoOpen';

/** The signed-in tablet: tutorial, waiting screen, signing screen (SPEC §2). */
export function TabletKiosk({ auth, onSignedOut }: { auth: TabletAuth; onSignedOut: () => void }) {
  const { t } = useTranslation('tablet');
  const { onFirstTap, fullscreen } = useKiosk();
  const sync = usePendingDocuments(auth, onSignedOut);
  const [tutorial, setTutorial] = useState(() => !tutorialSeen());
  const [autoOpen, setAutoOpen] = useState(() => readStorage(AUTO_OPEN_KEY) === '1');
  const [debug, setDebug] = useState(false);
  // Only the document on screen is held, and only until it is signed, declined or closed.
  const [current, setCurrent] = useState<TabletDocumentForSigning | null>(null);
  const [leftOpen, setLeftOpen] = useState<{ id: string; title: string } | null>(null);
  const [notice, setNotice] = useState<'signed' | 'declined' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const handled = useRef(new Set<string>());

  const open = useCallback(
    async (document: Pick<TabletDocument, 'id'>) => {
      handled.current.add(document.id);
      setOpening(true);
      setError(null);
      setNotice(null);
      try {
        setCurrent(await openTabletDocument(auth, document.id));
        setLeftOpen(null);
      } catch (cause) {
        if (cause instanceof TabletApiError && cause.status === 401) onSignedOut();
        setError(
          t(
            cause instanceof TabletApiError
              ? documentErrorMessage(cause.status, cause.code)
              : 'errors.network',
          ),
        );
      } finally {
        setOpening(false);
      }
    },
    [auth, onSignedOut, t],
  );

  // Auto-open: a document that arrives while the tablet waits opens by itself.
  useEffect(() => {
    if (!autoOpen || tutorial || current || opening) return;
    const next = documentToAutoOpen(handled.current, sync.documents);
    if (next) void open(next);
  }, [autoOpen, tutorial, current, opening, sync.documents, open]);

  // The tab closed, reloaded or left while a document was on screen: it is not left 'opened' on the
  // desk's side. A page the browser brings back (back/forward cache) shows it again.
  useEffect(() => {
    if (!current) return;
    const { id } = current;
    const hidden = () =>
      void setTabletDocumentOpen(auth, id, false, { keepalive: true }).catch(() => undefined);
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void setTabletDocumentOpen(auth, id, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', hidden);
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', shown);
    };
  }, [auth, current]);

  // Notices fade after a while; the waiting screen keeps no trace of the patient.
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 6_000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const finished = (outcome: 'signed' | 'declined') => {
    setCurrent(null);
    setLeftOpen(null);
    setNotice(outcome);
  };

  async function close() {
    if (!current) return;
    const { id, title } = current;
    setCurrent(null);
    setLeftOpen({ id, title });
    try {
      await setTabletDocumentOpen(auth, id, false);
    } catch {
      setError(t('errors.openStatus'));
    }
  }

  async function logout() {
    if (current) await setTabletDocumentOpen(auth, current.id, false).catch(() => undefined);
    setCurrent(null);
    await tabletLogout(auth);
    onSignedOut();
  }

  return (
    <div className="flex min-h-screen flex-col" onPointerDown={onFirstTap}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <p className="text-lg font-semibold text-slate-900">
          {auth.organization.name} · {auth.tablet.name}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSwitcher />
          <Button
            variant="ghost"
            size="lg"
            className="h-12"
            onClick={fullscreen}
            aria-label={t('waiting.fullscreen')}
          >
            <Maximize aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="h-12"
            aria-pressed={debug}
            onClick={() => setDebug(!debug)}
            aria-label={t('debug.toggle')}
          >
            <Bug aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button variant="secondary" size="lg" className="h-12" onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="h-5 w-5" />
            {t('waiting.logout')}
          </Button>
        </div>
      </header>
      <main id="main" className="flex-1 space-y-4 p-4 sm:p-6">
        {debug && (
          <DebugPanel
            auth={auth}
            sync={sync}
            mapped={sync.documents.map((document) => `${document.id.slice(0, 8)} ${document.type}`)}
          />
        )}
        {error && (
          <div className="mx-auto max-w-3xl">
            <Alert>{error}</Alert>
          </div>
        )}
        {tutorial ? (
          <Tutorial onDone={() => setTutorial(false)} />
        ) : current ? (
          <SigningScreen
            key={current.id}
            auth={auth}
            document={current}
            onSigned={() => finished('signed')}
            onDeclined={() => finished('declined')}
            onClose={() => void close()}
          />
        ) : (
          <>
            {notice && (
              <div className="mx-auto max-w-3xl">
                <Alert tone="success">{t(`waiting.${notice}`)}</Alert>
              </div>
            )}
            {leftOpen && sync.documents.some((document) => document.id === leftOpen.id) && (
              <div className="mx-auto max-w-3xl">
                <Alert tone="info" title={t('waiting.opened')}>
                  <p>{t('waiting.openedText', { title: leftOpen.title })}</p>
                  <div className="mt-3 flex gap-3">
                    <Button size="lg" className="h-12" disabled={opening} onClick={() => void open(leftOpen)}>
                      {t('waiting.reopen')}
                    </Button>
                    <Button variant="secondary" size="lg" className="h-12" onClick={() => setLeftOpen(null)}>
                      {t('waiting.dismiss')}
                    </Button>
                  </div>
                </Alert>
              </div>
            )}
            <WaitingScreen
              sync={sync}
              autoOpen={autoOpen}
              onAutoOpen={(on) => {
                setAutoOpen(on);
                writeStorage(AUTO_OPEN_KEY, on ? '1' : '0');
              }}
              onOpen={(document) => void open(document)}
              busy={opening}
            />
          </>
        )}
      </main>
    </div>
  );
}
