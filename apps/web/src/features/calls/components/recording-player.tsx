import { Download } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallDetail } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { apiFetch } from '../../../lib/api-client';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { recordingHref } from '../api/keys';

/**
 * Saves the recording through a request of its own, so that a failure can be told (a plain
 * download link fails silently); the link's address still works to open it elsewhere.
 */
async function download(href: string): Promise<boolean> {
  try {
    const response = await apiFetch(href);
    if (!response.ok) return false;
    const name = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name ?? 'recording.wav';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}

/** The recording or voicemail: played in the page, or downloaded when the browser cannot play it. */
export function RecordingPlayer({ call }: { call: CallDetail }) {
  const { t } = useTranslation('calls');
  const [playFailed, setPlayFailed] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  if (!call.recording) {
    return (
      <Card title={t('recording.title')}>
        <p className="text-sm text-slate-600">{t('recording.none')}</p>
      </Card>
    );
  }
  const title = t(`recording.kind.${call.recording.kind}`);
  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setDownloadFailed(false);
    void download(event.currentTarget.href).then((ok) => setDownloadFailed(!ok));
  };
  return (
    <Card title={title}>
      <div className="space-y-3">
        <audio
          controls
          preload="metadata"
          src={recordingHref(call.id)}
          aria-label={title}
          onError={() => setPlayFailed(true)}
          className="w-full"
        />
        {playFailed ? <Alert>{t('recording.playFailed')}</Alert> : null}
        {downloadFailed ? <Alert>{t('recording.downloadFailed')}</Alert> : null}
        <a
          href={recordingHref(call.id, true)}
          download
          onClick={onDownload}
          className={buttonClasses('secondary')}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('recording.download')}
        </a>
      </div>
    </Card>
  );
}
