import { useCallback, useState } from 'react';
import { readTabletAuth, type TabletAuth } from '../features/tablet-signing/api';
import { TabletKiosk } from '../features/tablet-signing/tablet-kiosk';
import { TabletLogin } from '../features/tablet-signing/tablet-login';
import { FormatsProvider } from '../lib/use-formats';

/**
 * /tablet-signing: the clinic's signing tablet (SPEC §2), a public route outside the staff layouts.
 * Its own sign-in with the device account; the token lives in this tab's sessionStorage.
 */
export default function TabletSigning() {
  const [auth, setAuth] = useState<TabletAuth | null>(readTabletAuth);
  const signedOut = useCallback(() => setAuth(null), []);
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      {auth ? (
        // The clinic's date and time settings, as its staff screens write them.
        <FormatsProvider calendar={auth.organization.calendar}>
          <TabletKiosk auth={auth} onSignedOut={signedOut} />
        </FormatsProvider>
      ) : (
        <main id="main" className="flex min-h-screen items-center justify-center p-6">
          <TabletLogin onSignedIn={setAuth} />
        </main>
      )}
    </div>
  );
}
