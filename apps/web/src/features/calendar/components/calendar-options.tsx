import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * The agenda's 'Opzioni' button: a panel under it with what is set now and then ('Mostra eliminati')
 * and the hints, kept out of the way of the grid. Escape or a click elsewhere closes it.
 */
export function CalendarOptions({ children }: { children: ReactNode }) {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div ref={box} className="relative">
      <Button
        variant="secondary"
        title={t('toolbar.options')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t('toolbar.options')}</span>
      </Button>
      {open ? (
        <div
          id={id}
          role="group"
          aria-label={t('toolbar.options')}
          className="absolute top-full right-0 z-40 mt-2 w-80 space-y-3 rounded-xl border border-slate-200 bg-white p-4 whitespace-normal shadow-lg"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
