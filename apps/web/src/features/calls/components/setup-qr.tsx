import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { errorMessageKey } from '../../../lib/error-message';
import { useFormats } from '../../../lib/use-formats';
import { useCreateSetupLink } from '../api/forwarding';

/**
 * 'Continue on your phone': once the terms are accepted, a QR code of a one-hour setup link that opens
 * the wizard at the codes on the phone, with the choices made here (`choices`: operator, type, delay).
 */
export function SetupQr({ accepted, choices }: { accepted: boolean; choices: URLSearchParams }) {
  const { t } = useTranslation(['calls', 'errors']);
  return (
    <section aria-labelledby="setup-qr" className="rounded-xl border border-slate-200 p-4">
      <h3 id="setup-qr" className="font-semibold text-slate-900">
        {t('calls:wizard.qr.title')}
      </h3>
      {accepted ? (
        <QrOfLink choices={choices} />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('calls:wizard.qr.needsTerms')}</p>
      )}
    </section>
  );
}

function QrOfLink({ choices }: { choices: URLSearchParams }) {
  const { t } = useTranslation(['calls', 'errors']);
  const f = useFormats();
  const create = useCreateSetupLink();
  const [image, setImage] = useState<string | null>(null);
  const { mutate } = create;
  useEffect(() => mutate(), [mutate]);
  const link = create.data
    ? `${window.location.origin}/mobile-setup?${new URLSearchParams([
        ['token', create.data.token],
        ...choices.entries(),
        ['step', 'codes'],
      ]).toString()}`
    : null;
  useEffect(() => {
    if (!link) return;
    let current = true;
    QRCode.toDataURL(link, { margin: 1, width: 224, errorCorrectionLevel: 'M' }).then(
      (url) => current && setImage(url),
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (create.isError) return <Alert className="mt-2">{t(errorMessageKey(create.error))}</Alert>;
  if (!link || !image) return <LoadingStatus />;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-4">
      <img
        src={image}
        width={224}
        height={224}
        alt={t('calls:wizard.qr.alt')}
        className="rounded-lg border"
      />
      <div className="max-w-sm space-y-2 text-sm text-slate-700">
        <p>{t('calls:wizard.qr.lead')}</p>
        <p>{t('calls:wizard.qr.expires', { time: f.time(create.data!.expiresAt) })}</p>
        <a href={link} className="text-brand-800 font-medium break-all underline">
          {t('calls:wizard.qr.link')}
        </a>
      </div>
    </div>
  );
}
