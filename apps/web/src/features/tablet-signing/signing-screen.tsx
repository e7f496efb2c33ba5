import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabletDocumentForSigning } from '@studiolo/contracts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { declineTabletDocument, signTabletDocument, TabletApiError, type TabletAuth } from './api';
import { documentErrorMessage, scrolledToEnd, textBlocks } from './logic';
import { SignatureBox, type InkState, type SignatureBoxHandle } from './signature-box';

interface Props {
  auth: TabletAuth;
  document: TabletDocumentForSigning;
  onSigned: () => void;
  onDeclined: () => void;
  onClose: () => void;
}

/** The patient reads the whole text, then each signer signs in their box and confirms; or declines. */
export function SigningScreen({ auth, document, onSigned, onDeclined, onClose }: Props) {
  const { t } = useTranslation('tablet');
  const text = useRef<HTMLDivElement>(null);
  const [readAll, setReadAll] = useState(false);
  const signers = document.signers.filter((signer) => !signer.signed);
  const boxes = useRef(new Map<number, SignatureBoxHandle>());
  const [drawn, setDrawn] = useState<Record<number, InkState>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  // A text shorter than its box is read at once.
  useEffect(() => {
    if (text.current && scrolledToEnd(text.current)) setReadAll(true);
  }, []);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (scrolledToEnd(event.currentTarget)) setReadAll(true);
  };

  const failed = useCallback(
    (cause: unknown) =>
      setError(
        t(
          cause instanceof TabletApiError
            ? documentErrorMessage(cause.status, cause.code)
            : 'errors.signFailed',
        ),
      ),
    [t],
  );

  // 'Confermi la firma' waits for enough ink in every box: the server refuses a dot or a tick.
  const everyoneSigned = signers.every((signer) => drawn[signer.position] === 'enough');

  async function confirm() {
    const signatures = signers.map((signer) => ({
      position: signer.position,
      imagePng: boxes.current.get(signer.position)?.png() ?? '',
    }));
    if (signatures.some((signature) => !signature.imagePng)) {
      setError(t('signing.missingSignature'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signTabletDocument(auth, document.id, { contentSha256: document.contentSha256, signatures });
      onSigned();
    } catch (cause) {
      failed(cause);
      setBusy(false);
    }
  }

  async function decline() {
    if (!reason.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await declineTabletDocument(auth, document.id, reason.trim());
      onDeclined();
    } catch (cause) {
      failed(cause);
      setBusy(false);
    }
  }

  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{document.title}</h1>
          <p className="text-slate-600">{t('signing.patient', { name: document.patientLabel })}</p>
        </div>
        <Button variant="secondary" size="lg" className="h-14" onClick={onClose} disabled={busy}>
          {t('signing.close')}
        </Button>
      </header>

      <div
        ref={text}
        onScroll={onScroll}
        tabIndex={0}
        data-testid="document-text"
        lang={document.language}
        aria-label={document.title}
        className="max-h-[45vh] space-y-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-lg leading-relaxed text-slate-800"
      >
        {textBlocks(document.body).map((block, index) =>
          block.kind === 'heading' ? (
            <h2 key={index} className="text-xl font-semibold text-slate-900">
              {block.text}
            </h2>
          ) : block.kind === 'list' ? (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={index}>{block.text}</p>
          ),
        )}
      </div>
      <p role="status" className={readAll ? 'text-emerald-700' : 'font-medium text-amber-800'}>
        {readAll ? t('signing.endReached') : t('signing.readToEnd')}
      </p>

      {error && <Alert>{error}</Alert>}

      {declining ? (
        <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold text-slate-900">{t('signing.declineHeading')}</h2>
          <TextAreaField
            label={t('signing.declineReason')}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className="text-lg sm:text-lg"
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" size="lg" className="h-14" onClick={() => setDeclining(false)}>
              {t('signing.cancel')}
            </Button>
            <Button
              size="lg"
              className="h-14"
              disabled={busy || !reason.trim()}
              onClick={() => void decline()}
            >
              {t('signing.declineConfirm')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          {signers.map((signer) => {
            const label = t('signing.signatureOf', {
              name: signer.name,
              role: t(`signing.roles.${signer.role}`),
            });
            return (
              <section key={signer.position} className="space-y-2">
                <div className="flex items-end justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-slate-900">{label}</h2>
                    <p className="text-slate-600">{t('signing.signHere')}</p>
                  </div>
                  <Button
                    variant="secondary"
                    size="lg"
                    className="h-12"
                    onClick={() => boxes.current.get(signer.position)?.clear()}
                  >
                    {t('signing.clear')}
                  </Button>
                </div>
                <SignatureBox
                  label={label}
                  ref={(handle) => {
                    if (handle) boxes.current.set(signer.position, handle);
                    else boxes.current.delete(signer.position);
                  }}
                  onChange={(ink) => setDrawn((current) => ({ ...current, [signer.position]: ink }))}
                />
                {drawn[signer.position] === 'short' ? (
                  <p role="status" className="text-slate-700">
                    {t('signing.tooShort')}
                  </p>
                ) : null}
              </section>
            );
          })}
          <div className="flex flex-wrap justify-between gap-3 pb-6">
            <Button
              variant="ghost"
              size="lg"
              className="h-14"
              onClick={() => setDeclining(true)}
              disabled={busy}
            >
              {t('signing.decline')}
            </Button>
            <Button
              size="lg"
              className="h-14 min-w-56 text-lg"
              disabled={!readAll || !everyoneSigned || busy}
              onClick={() => void confirm()}
            >
              {busy ? t('signing.confirming') : t('signing.confirm')}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
