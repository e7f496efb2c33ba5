import i18next from 'i18next';
import { createFormControl, type FieldErrors, type ResolverOptions } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InvoiceInput, type InvoiceValues } from '@studiolo/contracts';
import { resources } from '@studiolo/i18n';
import { ApiError } from '../../lib/api-client';
import { focusFirstInvalidIn } from '../../lib/use-focus-first-invalid';
import { leaveOrAsk } from '../ui/unsaved-changes-guard';
import { parseEuro } from '../../lib/money';
import {
  contractResolver,
  flatFieldErrors,
  refusingUnreadable,
  serverFieldErrors,
} from './contract-resolver';
import { displayPhone, withoutOfferedPrefix } from './phone-field';
import { adoptServerValues, saveContractForm } from './use-contract-form';

beforeAll(async () => {
  await i18next.init({ resources, lng: 'it', fallbackLng: 'it', interpolation: { escapeValue: false } });
});

/** A small invoice form: the client's name and lines whose price is typed in euro. */
interface Values {
  issuedOn: string;
  clientName: string;
  lines: { description: string; unitPrice: string }[];
}

const mapping = {
  toInput: (values: Values, fail: (field: string, message: string) => void) => ({
    issuedOn: values.issuedOn,
    clientName: values.clientName,
    lines: values.lines.map((line, index) => {
      const cents = parseEuro(line.unitPrice);
      if (cents === undefined) fail(`lines.${index}.unitPrice`, 'not an amount');
      return { description: line.description, quantity: 1, unitPriceCents: cents ?? 0 };
    }),
  }),
  fieldOf: (path: string) => path.replace(/\.unitPriceCents$/, '.unitPrice'),
};

const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<Values>;
const message = (errors: FieldErrors<Values>, index: number, field: 'description' | 'unitPrice') =>
  errors.lines?.[index]?.[field]?.message;

const problem = (errors: { path: string; message: string }[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'invalid', {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'invalid',
    code: 'VALIDATION_FAILED',
    errors: errors.map((error) => ({ ...error, code: 'custom' })),
  });

describe('contractResolver', () => {
  const resolve = contractResolver<Values, InvoiceValues>(InvoiceInput, mapping);

  it("puts the contract's messages, in the catalogue's words, under the fields that show them", async () => {
    const result = await resolve(
      {
        issuedOn: '2026-11-25',
        clientName: '',
        lines: [
          { description: 'Visita', unitPrice: '80,00' },
          { description: '', unitPrice: '20000000' },
        ],
      },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors.clientName?.message).toBe('Questo campo è obbligatorio');
    expect(message(result.errors, 1, 'description')).toBe('Questo campo è obbligatorio');
    // The contract's path (unitPriceCents) lands on the typed field (unitPrice).
    expect(message(result.errors, 1, 'unitPrice')).toBe('Il valore deve essere al massimo 10000000');
    expect(message(result.errors, 0, 'description')).toBeUndefined();
  });

  it('refuses what cannot be read before the contract, and hands over the contract output when valid', async () => {
    const oneLine = (unitPrice: string) =>
      resolve(
        { issuedOn: '2026-11-25', clientName: 'Rossi Mario', lines: [{ description: 'Visita', unitPrice }] },
        undefined,
        options,
      );
    const unreadable = await oneLine('8o');
    expect(message(unreadable.errors, 0, 'unitPrice')).toBe('not an amount');

    const valid = await oneLine('80,50');
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({
      clientName: 'Rossi Mario',
      discountCents: 0,
      lines: [{ description: 'Visita', quantity: 1, unitPriceCents: 8050, vatExempt: true }],
    });
  });
});

describe('refusingUnreadable', () => {
  const valid = {
    issuedOn: '',
    clientName: 'Mario Rossi',
    lines: [{ description: 'Visita', unitPrice: '80,00' }],
  };

  it('refuses a field whose typed text reads as nothing, though the contract would take it as empty', async () => {
    const unreadable = new Map([['issuedOn', 'Data non valida']]);
    const resolve = contractResolver<Values, InvoiceValues>(
      InvoiceInput,
      refusingUnreadable(mapping, unreadable),
    );
    const result = await resolve(valid, undefined, options);
    expect(result.errors.issuedOn?.message).toBe('Data non valida');
    expect(result.values).toEqual({});
  });

  it('lets the form save once the text reads again', async () => {
    const resolve = contractResolver<Values, InvoiceValues>(
      InvoiceInput,
      refusingUnreadable(mapping, new Map()),
    );
    const result = await resolve({ ...valid, issuedOn: '2026-11-25' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ clientName: 'Mario Rossi' });
  });
});

describe('serverFieldErrors', () => {
  it("maps a refused save's field errors onto the form's fields with the server's message", () => {
    const errors = serverFieldErrors(
      problem([
        { path: 'clientTaxCode', message: 'Codice fiscale non valido' },
        { path: 'lines.0.unitPriceCents', message: 'Importo troppo alto' },
        { path: 'clientTaxCode', message: 'second message, not shown' },
      ]),
      mapping.fieldOf,
    );
    expect(errors).toEqual({
      clientTaxCode: 'Codice fiscale non valido',
      'lines.0.unitPrice': 'Importo troppo alto',
    });
  });

  it('finds no field error in a failure that is not a validation problem', () => {
    expect(serverFieldErrors(new Error('network'))).toEqual({});
    expect(serverFieldErrors(new ApiError(409, 'INVOICE_NOT_DRAFT', 'not a draft'))).toEqual({});
  });
});

describe('focusFirstInvalidIn', () => {
  it('scrolls to the first invalid field and puts the cursor in it', () => {
    const field = { scrollIntoView: vi.fn(), focus: vi.fn() };
    const querySelector = vi.fn(() => field);
    expect(focusFirstInvalidIn({ querySelector })).toBe(true);
    expect(querySelector).toHaveBeenCalledWith('[aria-invalid="true"]');
    expect(field.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(field.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('does nothing when no field is invalid', () => {
    expect(focusFirstInvalidIn({ querySelector: () => null })).toBe(false);
    expect(focusFirstInvalidIn(null)).toBe(false);
  });
});

describe('saveContractForm', () => {
  const form = () => {
    const control = createFormControl<Values>({
      defaultValues: { issuedOn: '2026-11-25', clientName: '', lines: [] },
    });
    // Dirty state is worked out for those who follow it (the guard does).
    control.subscribe({ formState: { isDirty: true, errors: true }, callback: () => undefined });
    control.setValue('clientName', 'Rossi Mario', { shouldDirty: true });
    return control;
  };
  const input = {} as InvoiceValues;

  it('after a save, releases the guard and leaves nothing unsaved', async () => {
    const control = form();
    expect(control.control._formState.isDirty).toBe(true);
    const release = vi.fn();
    const onSaved = vi.fn();
    const outcome = await saveContractForm(control, input, {
      save: () => Promise.resolve({ id: 'saved' }),
      onSaved,
      release,
    });
    expect(outcome).toBe('saved');
    expect(release).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledWith({ id: 'saved' }, input);
    expect(control.control._formState.isDirty).toBe(false);
    expect(control.getValues('clientName')).toBe('Rossi Mario');
  });

  it("after a refused save, shows the server's messages under the fields, keeps the input and the guard", async () => {
    const control = form();
    const release = vi.fn();
    const outcome = await saveContractForm(control, input, {
      save: () => Promise.reject(problem([{ path: 'clientName', message: 'Nome già usato' }])),
      release,
    });
    expect(outcome).toBe('fields');
    expect(control.control._formState.errors.clientName?.message).toBe('Nome già usato');
    expect(control.getValues('clientName')).toBe('Rossi Mario');
    expect(control.control._formState.isDirty).toBe(true);
    expect(release).not.toHaveBeenCalled();
  });

  it('returns a failure no field shows, for the alert', async () => {
    const failure = new ApiError(409, 'INVOICE_NOT_DRAFT', 'not a draft');
    const outcome = await saveContractForm(form(), input, {
      save: () => Promise.reject(failure),
      release: vi.fn(),
    });
    expect(outcome).toEqual({ failure });
  });
});

describe('displayPhone', () => {
  it('reads a number typed without a country code as Italian and shows it formatted', () => {
    expect(displayPhone('333 1234567')).toBe('+39 333 123 4567');
    expect(displayPhone('+39 3391122334')).toBe('+39 339 112 2334');
    expect(displayPhone('0044 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('counts the prefix alone as nothing and keeps what is not a number yet', () => {
    expect(displayPhone('+39 ')).toBe('');
    expect(displayPhone('333 12')).toBe('333 12');
  });

  it('drops the offered prefix before a whole number pasted with its own country code', () => {
    expect(displayPhone('+39 +39 347 986 3545')).toBe('+39 347 986 3545');
    expect(displayPhone('+39 +44 7911 123456')).toBe('+44 7911 123456');
    expect(displayPhone('+39 0039 333 1234567')).toBe('+39 333 123 4567');
  });
});

describe('withoutOfferedPrefix', () => {
  it('keeps what was typed after the prefix, and what has no prefix', () => {
    expect(withoutOfferedPrefix('+39 333 1234567')).toBe('+39 333 1234567');
    expect(withoutOfferedPrefix('333 1234567')).toBe('333 1234567');
    expect(withoutOfferedPrefix('+39 +44 7911 123456')).toBe('+44 7911 123456');
    expect(withoutOfferedPrefix('+39 0044 20 7946 0958')).toBe('0044 20 7946 0958');
  });
});

describe('flatFieldErrors', () => {
  it('keys the nested messages by their dotted paths', () => {
    expect(
      flatFieldErrors({
        invoicing: { shareLinkDays: { type: 'contract', message: 'Troppi giorni' } },
        lines: [undefined, { description: { type: 'server', message: 'Obbligatorio', ref: {} } }],
      }),
    ).toEqual({ 'invoicing.shareLinkDays': 'Troppi giorni', 'lines.1.description': 'Obbligatorio' });
  });
});

describe('leaveOrAsk', () => {
  it('closes a form with nothing unsaved, or just saved, at once', () => {
    for (const state of [
      { dirty: false, released: false },
      { dirty: true, released: true },
    ]) {
      const go = vi.fn();
      const ask = vi.fn();
      expect(leaveOrAsk(state, go, ask)).toBe('left');
      expect(go).toHaveBeenCalledOnce();
      expect(ask).not.toHaveBeenCalled();
    }
  });

  it('asks before closing a form with unsaved changes, and closes it only once agreed', () => {
    const go = vi.fn();
    const ask = vi.fn();
    expect(leaveOrAsk({ dirty: true, released: false }, go, ask)).toBe('asked');
    expect(go).not.toHaveBeenCalled();
    expect(ask).toHaveBeenCalledWith(go);
  });
});

describe('adoptServerValues', () => {
  const form = () => {
    const control = createFormControl<Values>({
      defaultValues: { issuedOn: '2026-11-25', clientName: 'Rossi Mario', lines: [] },
    });
    control.subscribe({ formState: { isDirty: true }, callback: () => undefined });
    return control;
  };
  const newer: Values = { issuedOn: '2026-11-26', clientName: 'Rossi Maria', lines: [] };

  it("takes the server's newer copy into a form nobody has changed, as its starting point", () => {
    const control = form();
    expect(adoptServerValues(control, control.control._formState.isDirty, newer)).toBe(true);
    expect(control.getValues()).toEqual(newer);
    expect(control.control._formState.isDirty).toBe(false);
  });

  it('keeps what the user typed', () => {
    const control = form();
    control.setValue('clientName', 'Bianchi Anna', { shouldDirty: true });
    expect(adoptServerValues(control, control.control._formState.isDirty, newer)).toBe(false);
    expect(control.getValues('clientName')).toBe('Bianchi Anna');
    expect(control.getValues('issuedOn')).toBe('2026-11-25');
  });
});
