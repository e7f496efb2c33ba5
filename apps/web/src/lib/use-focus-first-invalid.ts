import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed save, brings the first invalid field (`aria-invalid`) of the form into view and
 * puts the cursor in it. Give `ref` to the <form>; call `focusFirstInvalid()` with the errors.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const field = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [request]);
  return { ref, focusFirstInvalid: useCallback(() => setRequest((count) => count + 1), []) };
}
