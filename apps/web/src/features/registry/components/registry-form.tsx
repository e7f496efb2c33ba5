import type { UseMutationResult } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { parseEuro, parseMinutes } from '../../../lib/money';
import {
  FormTextField,
  useContractForm,
  type Contract,
  type ContractForm,
  type ContractMapping,
} from '../../../components/form';

type SaveMutation<I> = UseMutationResult<unknown, Error, { id?: string; input: I }>;

/**
 * One registry form on the shared form kit: checked with the contract, then a create (no `id`) or a
 * full replace of the row; the server's field errors land under their fields, anything else above
 * the form, the first field in error gets the cursor, and leaving the page with changes asks first.
 */
export function useRegistryForm<V extends FieldValues, O>({
  schema,
  save,
  id,
  defaultValues,
  onSaved,
  ...mapping
}: ContractMapping<V> & {
  schema: Contract<O>;
  save: SaveMutation<O>;
  id: string | undefined;
  defaultValues: DefaultValues<V>;
  onSaved: () => void;
}): ContractForm<V, O> {
  return useContractForm<V, O>({
    schema,
    defaultValues,
    ...mapping,
    save: (input) => save.mutateAsync({ id, input }),
    onSaved,
  });
}

/** Euro and minutes are typed as text (`price`, `duration`): the contract reads cents and minutes. */
export const amountFieldOf = (path: string) =>
  path === 'priceCents' ? 'price' : path === 'durationMinutes' ? 'duration' : path;

/**
 * The amounts of a price and a duration typed as text; what does not read as one is refused before
 * the contract, with the registry's words.
 */
export function typedAmounts(
  t: (key: 'form.priceInvalid' | 'form.minutesInvalid') => string,
  values: { price: string; duration: string },
  fail: (field: string, message: string) => void,
) {
  const priceCents = parseEuro(values.price);
  const durationMinutes = parseMinutes(values.duration);
  if (priceCents === undefined) fail('price', t('form.priceInvalid'));
  if (durationMinutes === undefined) fail('duration', t('form.minutesInvalid'));
  return { priceCents, durationMinutes };
}

/** The price (euro) and duration (minutes) typed as text, side by side. */
export function AmountFields({
  priceLabel,
  durationLabel,
  hint,
  pricePlaceholder,
  durationPlaceholder,
  durationFirst = false,
}: {
  priceLabel: string;
  durationLabel: string;
  hint?: string;
  pricePlaceholder?: string;
  durationPlaceholder?: string;
  durationFirst?: boolean;
}) {
  const fields = [
    { name: 'price', label: priceLabel, inputMode: 'decimal' as const, placeholder: pricePlaceholder },
    {
      name: 'duration',
      label: durationLabel,
      inputMode: 'numeric' as const,
      placeholder: durationPlaceholder,
    },
  ];
  if (durationFirst) fields.reverse();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <FormTextField key={field.name} {...field} autoComplete="off" hint={hint} />
      ))}
    </div>
  );
}
