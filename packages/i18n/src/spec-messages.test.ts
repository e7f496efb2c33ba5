import { describe, expect, it } from 'vitest';
import { resources } from './index';

/**
 * SPEC §5's English messages, word for word, with SPEC's `{name}` placeholders. Kept here (not read
 * from SPEC.md, which stays beside the repository, not in it) so that the test runs on a bare clone.
 */
const SPEC_5_MESSAGES = [
  'This field is required',
  'Please enter a valid email',
  'This field must be at least {min} characters',
  'This field must be less than {max} characters',
  'Passwords do not match',
  'Country code is required',
  'Please enter a positive number of weeks',
  'Invalid date',
  'Invalid time',
  'Please fill in all required guardian fields including country code',
  'Please acknowledge the duplicate tax code using the checkboxes before saving',
  'Please enter both username and password',
  'Please enter your email first',
  'Please enter your password',
  'Please enter your email and the code',
  'Please enter a valid phone number with country code',
  'Please select a region for your number',
  'Please select an operator below first',
  'Please accept the terms below to continue',
  'Please accept the terms above to generate QR code',
  'No links selected for bulk operation',
  'User must be authenticated to create an organization',
  'No organization is selected. Please select an organization first.',
];

/**
 * Messages of screens not built yet, with the screen that will bring each: the test fails once the
 * catalogue has one, so that it moves to the checked list.
 */
const NOT_BUILT: Record<string, string> = {
  'No links selected for bulk operation': "Contacts and clients: 'Link All Opportunities' bulk link",
};

/** Every string of a catalogue tree. */
function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(strings);
}

const english = new Set(Object.values(resources.en).flatMap(strings));
/** SPEC's `{max}` is i18next's `{{max}}`. */
const asCatalogue = (message: string) => message.replace(/\{(\w+)\}/g, '{{$1}}');

describe("SPEC §5's messages in the English catalogue", () => {
  it.each(SPEC_5_MESSAGES.filter((message) => !(message in NOT_BUILT)))(
    'has "%s" word for word',
    (message) => {
      expect(english.has(asCatalogue(message))).toBe(true);
    },
  );

  it('lists only messages still missing as not built', () => {
    for (const message of Object.keys(NOT_BUILT)) {
      expect(SPEC_5_MESSAGES).toContain(message);
      expect(english.has(asCatalogue(message)), message).toBe(false);
    }
  });
});
