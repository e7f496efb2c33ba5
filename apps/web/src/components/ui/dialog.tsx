import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog (the native <dialog>: focus is trapped, Escape closes it). Rendered only while
 * open; `onClose` runs on Escape and on the caller's cancel button.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  wide = false,
  side = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Room for a form laid out in rows (a week's hours) instead of one column. */
  wide?: boolean;
  /** A panel along the right edge, as tall as the window, over the screen it belongs to. */
  side?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        // Escape answers only the topmost dialog (a question asked over a form's dialog).
        event.stopPropagation();
        onClose();
      }}
      className={`w-full border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-slate-900/40 ${
        side
          ? 'my-0 mr-0 ml-auto h-dvh max-h-dvh max-w-xl overflow-y-auto'
          : `m-auto rounded-2xl ${wide ? 'max-w-2xl' : 'max-w-md'}`
      }`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="mt-5">{children}</div>
    </dialog>
  );
}
