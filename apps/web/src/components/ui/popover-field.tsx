import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { FieldFrame, controlClasses, describedBy } from './field';

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
function PickerFrame({
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

/**
 * The typed text of a picker field and the value it stands for. Typing emits the parsed value ('' while
 * the text does not parse); leaving the field rewrites the text the organization's way or marks it
 * invalid; a new value from outside, or a new way of writing (`style`), rewrites the text; Alt+↓ opens
 * the picker, and a pick writes its value, closes the picker and returns to the input. A typed value
 * `accepts` refuses (a day outside the picker's bounds) is emitted as '' and, once the field is left,
 * given back as `refused` for the field to say why.
 */
export function useTypedPicker({
  value,
  onChange,
  parse,
  write,
  style,
  accepts = () => true,
}: {
  value: string;
  onChange: (value: string) => void;
  parse: (text: string) => string | null;
  write: (value: string) => string;
  style: string;
  accepts?: (value: string) => boolean;
}) {
  const [text, setText] = useState(() => write(value));
  // The value the text stands for.
  const [shown, setShown] = useState({ value, style });
  const [invalid, setInvalid] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = useCallback(() => setOpen(false), []);
  usePopoverDismiss(open, container, input, close);

  /** The value the text stands for when it may be taken, else null. */
  const taken = (typed: string) => {
    const parsed = parse(typed);
    return parsed !== null && accepts(parsed) ? parsed : null;
  };

  if (shown.value !== value || shown.style !== style) {
    setShown({ value, style });
    if (value === '' ? taken(text) !== null : taken(text) !== value) {
      setText(write(value));
      setInvalid(false);
      setRefused(null);
    }
  }

  const emit = (next: string) => {
    setShown({ value: next, style });
    if (next !== value) onChange(next);
  };
  const pick = (next: string) => {
    setText(write(next));
    setInvalid(false);
    setRefused(null);
    emit(next);
    setOpen(false);
    input.current?.focus();
  };
  const inputProps = {
    ref: input,
    value: text,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      setInvalid(false);
      setRefused(null);
      emit(taken(event.target.value) ?? '');
    },
    onBlur: () => {
      const parsed = parse(text);
      if (parsed) setText(write(parsed));
      setInvalid(text.trim() !== '' && !parsed);
      setRefused(parsed !== null && !accepts(parsed) ? parsed : null);
    },
    onKeyDown: (event: ReactKeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' && event.altKey) {
        event.preventDefault();
        setOpen(true);
      }
    },
  };
  // Text that stands for no value (a day that does not exist, one out of bounds…): the form must not
  // take it as empty.
  const unreadable = text.trim() !== '' && taken(text) === null;
  return {
    container,
    inputProps,
    invalid,
    unreadable,
    refused,
    open,
    toggle: () => setOpen((openNow) => !openNow),
    pick,
  };
}

/**
 * Tells `onUnreadable` whether the field's text stands for no value (and false once the field is
 * gone), so that a form refuses a typed '31/02/1985' instead of saving the field as empty.
 */
export function useReportUnreadable(unreadable: boolean, onUnreadable?: (unreadable: boolean) => void) {
  const report = useRef(onUnreadable);
  useEffect(() => {
    report.current = onUnreadable;
  });
  useEffect(() => {
    report.current?.(unreadable);
    return () => report.current?.(false);
  }, [unreadable]);
}

/** The square button that opens and closes a field's picker (`controls`: the popover's id). */
function PickerButton({
  open,
  onToggle,
  label,
  controls,
  disabled,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  label: string;
  controls: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={pickerButtonClasses}
      disabled={disabled}
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

/** What a typed picker field (DateField, TimeField) takes besides its value. */
export interface TypedFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The form's message; else the field's own (a text that is not a value, one out of bounds). */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  containerClassName?: string;
  /** Told whether the typed text stands for no value (a form refuses it instead of saving nothing). */
  onUnreadable?: (unreadable: boolean) => void;
}

/**
 * A typed picker field: its label, the input and the picker button (with `icon`, named
 * `buttonLabel`), the popover (its id `popoverId(id)`) below them while `picker` is open, and the
 * form's message or else `ownError`.
 */
export function TypedPickerField({
  field,
  label = field.label,
  id,
  picker,
  ownError,
  invalid = false,
  placeholder,
  inputMode,
  buttonLabel,
  icon,
  popover,
}: {
  field: TypedFieldProps;
  /** Instead of the field's label (e.g. one for assistive technology only). */
  label?: ReactNode;
  id: string;
  picker: ReturnType<typeof useTypedPicker>;
  ownError: string | undefined;
  /** Red without a message of its own (a row's message says why). */
  invalid?: boolean;
  placeholder: string;
  inputMode?: 'numeric';
  buttonLabel: string;
  icon: ReactNode;
  popover: ReactNode;
}) {
  const error = field.error ?? ownError;
  const red = Boolean(error) || invalid;
  return (
    <FieldFrame id={id} label={label} hint={field.hint} error={error} className={field.containerClassName}>
      <PickerFrame
        containerRef={picker.container}
        input={
          <input
            {...picker.inputProps}
            id={id}
            name={field.name}
            required={field.required}
            disabled={field.disabled}
            inputMode={inputMode}
            placeholder={placeholder}
            aria-invalid={red ? true : undefined}
            aria-describedby={describedBy(id, field.hint, error)}
            className={controlClasses(red)}
          />
        }
        button={
          <PickerButton
            open={picker.open}
            onToggle={picker.toggle}
            label={buttonLabel}
            controls={popoverId(id)}
            disabled={field.disabled}
          >
            {icon}
          </PickerButton>
        }
        popover={picker.open ? popover : null}
      />
    </FieldFrame>
  );
}

/** The id of the popover of the field `id`. */
export const popoverId = (id: string) => `${id}-picker`;
