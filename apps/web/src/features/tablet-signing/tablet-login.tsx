import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { tabletLogin, TabletApiError, type TabletAuth } from './api';
import { loginMessage, type LoginMessage } from './logic';

/** The tablet's sign-in with its device account (SPEC §2, §8). */
export function TabletLogin({ onSignedIn }: { onSignedIn: (auth: TabletAuth) => void }) {
  const { t } = useTranslation('tablet');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMessage('login.missing');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      onSignedIn(await tabletLogin(username.trim(), password));
    } catch (error) {
      setMessage(error instanceof TabletApiError ? loginMessage(error.status, error.code) : 'login.error');
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mx-auto w-full max-w-md space-y-6 rounded-2xl bg-white p-8 shadow-sm"
    >
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">{t('login.heading')}</h1>
        <p className="text-slate-600">{t('login.intro')}</p>
      </div>
      {message && <Alert>{t(message)}</Alert>}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        className="h-14 text-lg sm:text-lg"
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className="h-14 text-lg sm:text-lg"
      />
      <Button type="submit" size="lg" className="h-14 w-full text-lg" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
