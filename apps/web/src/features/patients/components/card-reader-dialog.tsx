import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseHealthCardScan, type HealthCard, type HealthCardScanFailure } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** A reader types a swipe in a burst; this much silence means it has finished. */
const PAUSE_MS = 300;
/** After Enter a stripe may still send its second track: a shorter wait for more. */
const AFTER_ENTER_MS = 120;

/**
 * 'Leggi tessera': a dialog whose focused field collects what a USB card reader types (a keyboard
 * wedge) until Enter or a pause, or what is pasted, then reads the Tessera Sanitaria from it.
 */
export function CardReaderButton({ onRead }: { onRead: (card: HealthCard) => void }) {
  const { t } = useTranslation('patients');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CreditCard aria-hidden="true" className="h-4 w-4" />
        {t('cardReader.open')}
      </Button>
      {open ? (
        <CardReaderDialog
          onClose={() => setOpen(false)}
          onRead={(card) => {
            setOpen(false);
            onRead(card);
          }}
        />
      ) : null}
    </>
  );
}

function CardReaderDialog({ onRead, onClose }: { onRead: (card: HealthCard) => void; onClose: () => void }) {
  const { t } = useTranslation('patients');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<HealthCardScanFailure>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const read = (raw: string) => {
    clearTimeout(timer.current);
    const scan = parseHealthCardScan(raw);
    if (scan.ok) {
      onRead(scan.card);
      return;
    }
    setFailure(scan.reason);
    // Ready for the next swipe.
    setText('');
    input.current?.focus();
  };
  const readAfter = (raw: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => read(raw), delay);
  };

  return (
    <Dialog title={t('cardReader.title')} description={t('cardReader.lead')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          read(text);
        }}
        className="space-y-4"
      >
        {failure ? (
          <Alert title={t('cardReader.failed')}>
            {t('cardReader.failedDetail', { message: t(`cardReader.reasons.${failure}`) })}
          </Alert>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor="card-reader-input" className="block text-sm font-medium text-slate-800">
            {t('cardReader.input')}
          </label>
          <textarea
            id="card-reader-input"
            ref={input}
            // The reader types at once: the field must have the focus when the dialog opens.
            autoFocus
            rows={3}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('cardReader.waiting')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              readAfter(event.target.value, PAUSE_MS);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const next = `${text}\n`;
              setText(next);
              readAfter(next, AFTER_ENTER_MS);
            }}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit">{t('cardReader.read')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
