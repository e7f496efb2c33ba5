import clsx from 'clsx';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { controlClasses, describedBy, FieldFrame } from './field';
import { Spinner } from './spinner';

/**
 * A text field that proposes choices as one types (WAI-ARIA combobox: arrows move, Enter chooses,
 * Escape closes). The caller owns the text and the options; `status` (searching, nothing found, a
 * failure) shows above the list while it is open.
 */
export function Combobox<T>({
  label,
  hint,
  error,
  placeholder,
  listLabel,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  onChoose,
  status,
  onFocus,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  /** Accessible name of the list of choices. */
  listLabel: string;
  text: string;
  onTextChange: (text: string) => void;
  options: T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  status?: ReactNode;
  onFocus?: () => void;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const showList = open && text.trim() !== '';
  const activeOption = showList ? options[active] : undefined;

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={clsx('relative', className)}>
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${id}-${optionKey(activeOption)}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={controlClasses(Boolean(error))}
      />
      {showList ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white shadow-lg">
          {status}
          <ul id={`${id}-list`} role="listbox" aria-label={listLabel} className="max-h-72 overflow-y-auto">
            {options.map((option, index) => (
              <li
                key={optionKey(option)}
                id={`${id}-${optionKey(option)}`}
                role="option"
                aria-selected={index === active}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
                className={clsx(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
              >
                {renderOption(option)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FieldFrame>
  );
}

/** What a combobox's search is doing when it has no choice to show: searching, failed, or nothing found. */
export function ComboboxStatus({
  state,
  messages,
}: {
  state: 'searching' | 'failed' | 'empty' | 'idle';
  messages: { searching: string; failed: string; empty: string };
}) {
  if (state === 'searching') {
    return (
      <p role="status" className="flex items-center gap-2 p-3 text-sm text-slate-600">
        <Spinner className="h-4 w-4" />
        {messages.searching}
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <p role="alert" className="p-3 text-sm text-red-700">
        {messages.failed}
      </p>
    );
  }
  return state === 'empty' ? (
    <p role="status" className="p-3 text-sm text-slate-600">
      {messages.empty}
    </p>
  ) : null;
}
