import { useEffect, type ReactNode, type RefObject } from 'react';

/**
 * Closes an open popover of a field on Escape (focus back to the field's input) and on a press
 * outside `container`.
 */
export function usePopoverDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      input.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, container, input, close]);
}

/** The text input and its picker button side by side, the popover below them. */
export function PickerFrame({
  containerRef,
  input,
  button,
  popover,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  input: ReactNode;
  button: ReactNode;
  popover: ReactNode;
}) {
  return (
    <div ref={containerRef} className="relative">
      <div className="flex gap-1">
        {input}
        {button}
      </div>
      {popover}
    </div>
  );
}

/** Where a field's popover sits: below the field, above the dialogs' content. */
export const popoverClasses =
  'absolute left-0 z-50 mt-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg focus:outline-none';

/** A square button beside a field's input, as tall as it (44 px, a finger's width). */
export const pickerButtonClasses =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-400';
