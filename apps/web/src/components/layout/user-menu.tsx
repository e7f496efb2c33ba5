import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The signed-in user's menu in the top bar: who they are and 'Sign out'. */
export function UserMenu({ name, email, onSignOut }: { name: string; email: string; onSignOut: () => void }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative flex items-center">
      {/* Beside the button, not in it: the button's name is its label alone (WCAG 2.5.3, label in name). */}
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 md:inline">{name}</span>
      <button
        type="button"
        aria-label={t('userMenu.label')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound aria-hidden="true" className="h-4 w-4" />
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-xs text-slate-500">{t('userMenu.signedInAs')}</p>
            <p className="truncate text-sm font-medium text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{email}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('userMenu.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
