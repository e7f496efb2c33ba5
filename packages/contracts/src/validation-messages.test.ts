import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DuplicateSlotInput, MAX_DUPLICATE_WEEKS } from './calendar';
import { ApplyOpeningHoursInput } from './opening-hours';
import { validationMessageOf } from './validation-messages';

/** The message of the first failed check of `schema` on `value`. */
function messageFor(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the value to be refused');
  return validationMessageOf(parsed.error.issues[0]!);
}

describe('validationMessageOf (SPEC §5 wording for every failed check)', () => {
  it('a missing or empty value is required', () => {
    expect(messageFor(z.object({ name: z.string() }), {})).toEqual({ key: 'required' });
    expect(messageFor(z.string().min(1), '')).toEqual({ key: 'required' });
  });

  it('lengths and bounds carry their limit', () => {
    expect(messageFor(z.string().min(3), 'ab')).toEqual({ key: 'minLength', params: { min: 3 } });
    expect(messageFor(z.string().max(5), 'abcdef')).toEqual({ key: 'maxLength', params: { max: 5 } });
    expect(messageFor(z.number().min(1), 0)).toEqual({ key: 'tooSmall', params: { min: 1 } });
    expect(messageFor(z.number().max(52), 53)).toEqual({ key: 'tooBig', params: { max: 52 } });
  });

  it('formats name what was expected', () => {
    expect(messageFor(z.email(), 'not-an-email')).toEqual({ key: 'email' });
    expect(messageFor(z.iso.date(), '2026-02-31x')).toEqual({ key: 'date' });
    expect(messageFor(z.iso.time(), '25:99')).toEqual({ key: 'time' });
    expect(messageFor(z.string().regex(/^\d+$/), 'abc')).toEqual({ key: 'invalidFormat' });
    expect(messageFor(z.number(), 'seven')).toEqual({ key: 'invalidType' });
  });

  it("a contract's own message is its catalogue entry, anything else is 'invalid'", () => {
    expect(
      messageFor(
        z.string().refine(() => false, { error: 'taxCode' }),
        'x',
      ),
    ).toEqual({ key: 'taxCode' });
    expect(messageFor(z.enum(['a', 'b']), 'c')).toEqual({ key: 'invalid' });
  });

  it("a contract's own message for a bound carries the bound: 53 weeks is over the limit, not 'not positive'", () => {
    expect(messageFor(DuplicateSlotInput, { weeks: 53 })).toEqual({
      key: 'maxWeeks',
      params: { max: MAX_DUPLICATE_WEEKS },
    });
    expect(messageFor(DuplicateSlotInput, { weeks: 0 })).toEqual({
      key: 'positiveWeeks',
      params: { min: 1 },
    });
    expect(messageFor(ApplyOpeningHoursInput.shape.weeks, 53)).toEqual({
      key: 'maxWeeks',
      params: { max: 52 },
    });
  });
});
