import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { focusFirstInvalidIn } from '../../lib/use-focus-first-invalid';
import {
  contractResolver,
  refusingUnreadable,
  serverFieldErrors,
  type Contract,
  type ContractMapping,
} from './contract-resolver';

export interface ContractFormOptions<V extends FieldValues, O, R> extends ContractMapping<V> {
  /** The contract schema of the request (packages/contracts): the form checks what the server checks. */
  schema: Contract<O>;
  defaultValues: DefaultValues<V>;
  /** Sends the contract's output; a rejection with a problem puts the server's messages under the fields. */
  save: (input: O) => Promise<R>;
  /** After a successful save (its navigation is never asked about). */
  onSaved?: (result: R, input: O) => void;
  /** The form's values after a save (the server's copy); by default what was saved stays. */
  valuesAfterSave?: (result: R) => V;
  /**
   * The server's copy when it may change under the form (a refresh, a change made elsewhere on the
   * page): it replaces the values of a form the user has not changed; what was typed is never lost.
   */
  serverValues?: V;
  /** Ask before leaving with unsaved changes (default true). */
  guard?: boolean;
  /** Field messages of a refused save, when the form reads them otherwise than the problem's `errors[]`. */
  serverErrors?: (cause: unknown) => Record<string, string>;
}

export interface ContractForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The <form>'s ref (ContractFormRoot gives it): where the first invalid field is looked for. */
  bindForm: (element: HTMLFormElement | null) => void;
  /**
   * Checks with the contract, then saves (or focuses the first invalid field): the <form>'s onSubmit,
   * or called without an event after a question the form asks first.
   */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** A refused save that no field shows (for an alert above or beside the button). */
  failure: unknown;
  /** True once saved, until the next change. */
  saved: boolean;
  busy: boolean;
  /** The 'unsaved changes' question, to render inside the form. */
  guardDialog: ReactNode;
  /**
   * The form's own way out (closing its dialog, Cancel): `go` runs at once when nothing is unsaved,
   * else after 'Esci senza salvare' ('Resta' keeps the form as it is).
   */
  leave: (go: () => void) => void;
  /**
   * A field whose typed text stands for no value (`message`), or readable again (null): the save is
   * refused with that message under it (FormDateField and FormTimeField report themselves).
   */
  reportUnreadable?: (name: string, message: string | null) => void;
}

/**
 * Sends a form's checked values. Saved: the guard is released (the form's own navigation is never
 * asked about) and the saved values become the form's starting point (nothing left unsaved).
 * Refused: the server's field messages go under their fields ('fields'), or the failure is returned
 * for an alert; what was typed stays either way.
 */
export async function saveContractForm<V extends FieldValues, O, R>(
  form: Pick<UseFormReturn<V, unknown, O>, 'reset' | 'getValues' | 'setError'>,
  input: O,
  options: Pick<
    ContractFormOptions<V, O, R>,
    'save' | 'onSaved' | 'valuesAfterSave' | 'fieldOf' | 'serverErrors'
  > & {
    release: () => void;
  },
): Promise<'saved' | 'fields' | { failure: unknown }> {
  let result: R;
  try {
    result = await options.save(input);
  } catch (cause) {
    const fields = Object.entries(
      options.serverErrors ? options.serverErrors(cause) : serverFieldErrors(cause, options.fieldOf),
    );
    for (const [name, message] of fields) form.setError(name as Path<V>, { type: 'server', message });
    return fields.length > 0 ? 'fields' : { failure: cause };
  }
  options.release();
  form.reset(options.valuesAfterSave ? options.valuesAfterSave(result) : form.getValues());
  options.onSaved?.(result, input);
  return 'saved';
}

/**
 * A newer server copy becomes the form's values (and starting point) unless the user has changed
 * the form; true when it did.
 */
export function adoptServerValues<V extends FieldValues, O>(
  form: Pick<UseFormReturn<V, unknown, O>, 'reset'>,
  dirty: boolean,
  values: V,
): boolean {
  if (dirty) return false;
  form.reset(values);
  return true;
}

/**
 * One form on react-hook-form, checked with its contract schema: the contract's messages under the
 * fields, the server's 4xx field messages mapped onto them, the first invalid field scrolled to and
 * focused after a failed save, leaving with unsaved changes asked about (and never after a save).
 * Whatever was typed stays after any failure.
 */
export function useContractForm<V extends FieldValues, O, R = unknown>(
  options: ContractFormOptions<V, O, R>,
): ContractForm<V, O> {
  // The fields whose text reads as nothing, by name, with their message (one map for the form's life).
  const [unreadable] = useState(() => new Map<string, string>());
  const form = useForm<V, unknown, O>({
    defaultValues: options.defaultValues,
    // Made again each render: it reads what the form's mapping reads now (the chosen patient…).
    resolver: contractResolver<V, O>(options.schema, refusingUnreadable(options, unreadable)),
    shouldFocusError: false,
  });
  const [formElement, bindForm] = useState<HTMLFormElement | null>(null);
  // The server's copy, compared as text (a new object every render).
  const server = options.serverValues === undefined ? null : JSON.stringify(options.serverValues);
  const adopted = useRef(server);
  useEffect(() => {
    if (server === null || server === adopted.current) return;
    adopted.current = server;
    adoptServerValues(form, form.formState.isDirty, JSON.parse(server) as V);
  }, [server, form]);
  const [failure, setFailure] = useState<unknown>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const [busy, setBusy] = useState(false);
  const { isDirty, isSubmitting, errors, submitCount } = form.formState;
  const guard = useUnsavedChangesGuard((options.guard ?? true) && isDirty);

  // The first invalid field gets the cursor once the failed save's messages are on the page.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusHandled = useRef(0);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);
  useEffect(() => {
    if (focusRequest === focusHandled.current || isSubmitting) return;
    focusHandled.current = focusRequest;
    focusFirstInvalidIn(formElement);
  }, [focusRequest, isSubmitting, errors, submitCount, formElement]);

  const send = async (input: O) => {
    setBusy(true);
    setFailure(null);
    setSavedOnce(false);
    const outcome = await saveContractForm(form, input, { ...options, release: guard.release });
    setBusy(false);
    if (outcome === 'saved') setSavedOnce(true);
    else if (outcome === 'fields') focusFirstInvalid();
    else setFailure(outcome.failure);
  };

  const submit = form.handleSubmit(
    (input) => send(input),
    () => {
      setSavedOnce(false);
      focusFirstInvalid();
    },
  );

  return {
    form,
    bindForm,
    submit,
    failure,
    saved: savedOnce && !isDirty,
    busy,
    guardDialog: guard.dialog,
    leave: guard.leave,
    reportUnreadable: (name, message) => {
      if ((unreadable.get(name) ?? null) === message) return;
      if (message === null) unreadable.delete(name);
      else unreadable.set(name, message);
      // After a failed save the field's message follows what is typed, as the others' do.
      if (form.formState.isSubmitted) void form.trigger(name as Path<V>);
    },
  };
}
