import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of a form element this needs (a test gives a stand-in). */
export interface InvalidFieldRoot {
  querySelector(selector: string): Pick<HTMLElement, 'scrollIntoView' | 'focus'> | null;
}

/**
 * Brings the first invalid field (`aria-invalid`, in the order of the page) of `root` into view and
 * puts the cursor in it; false when no field is invalid.
 */
export function focusFirstInvalidIn(root: InvalidFieldRoot | null | undefined): boolean {
  const field = root?.querySelector('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * After a failed save, brings the first invalid field (`aria-invalid`) of the form into view and
 * puts the cursor in it. Give `ref` to the <form>; call `focusFirstInvalid()` with the errors.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    focusFirstInvalidIn(ref.current);
  }, [request]);
  return { ref, focusFirstInvalid: useCallback(() => setRequest((count) => count + 1), []) };
}
