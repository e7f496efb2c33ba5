import { describe, expect, it } from 'vitest';
import { resources } from './index';

/**
 * Every message SPEC §8 quotes, word for word, with SPEC's `{name}` placeholders. Kept here (not read
 * from SPEC.md, which stays beside the repository, not in it) so that the test runs on a bare clone.
 * The two Italian ones are checked in the Italian catalogue.
 */
const SPEC_8_MESSAGES = [
  'An error occurred during login',
  'An error occurred while verifying your subscription',
  'An error occurred. Please try again later.',
  'Authentication Error',
  'Authentication Failed',
  'Authentication failed',
  'Card reader error',
  'Contact created successfully',
  'Contact linked successfully',
  'Contact saved but failed to sync to Google',
  'Contact updated successfully',
  'Copied to clipboard',
  'Could not open billing portal',
  'Could not retrieve user session',
  'Could not update document open status on server',
  'Could not verify user session',
  'Database error...',
  'Database table not found. Please contact support.',
  'Document Not Found',
  'Error checking organization membership',
  'Error fetching call status.',
  'Failed to authenticate with Google',
  'Failed to check document status',
  'Failed to check tax code',
  'Failed to communicate with server to update document status',
  'Failed to connect to Google Contacts',
  'Failed to copy URL',
  'Failed to create invoice',
  'Failed to create organization via API.',
  'Failed to disconnect Google Contacts',
  'Failed to download recording or voicemail',
  'Failed to duplicate slots',
  'Failed to fetch documents: {message}',
  'Failed to fetch patients',
  'Failed to import contacts',
  'Failed to link contacts: {error}',
  'Failed to load audio file. You may need to download it instead.',
  'Failed to load call details',
  'Failed to load calls',
  'Failed to load clients',
  'Failed to load contact statistics',
  'Failed to load patient details',
  'Failed to load patients',
  'Failed to move slot',
  'Failed to read card: {message}',
  'Failed to register for demo. Please try again.',
  'Failed to resend OTP',
  'Failed to reset invoice status',
  'Failed to save contact',
  'Failed to send OTP',
  'Failed to send document for signing. Please try again.',
  'Failed to sync contacts',
  'Failed to update rest times',
  'Failed to verify OTP',
  'Failed to verify subscription',
  'Google Contacts connected successfully',
  'Impossibile leggere la carta',
  'Invalid login credentials',
  'Invalid verification code',
  'Linked {count} contacts successfully',
  'Network Error',
  'Network error...',
  'No Doctors',
  'No checkout URL returned from server',
  'No session ID provided',
  'Not authenticated',
  'Organization name is required. Please contact support.',
  'Page Not Found: {path}',
  'Page not found: {path}',
  'Server error',
  'Si è verificato un errore. Riprova più tardi.',
  'Sign in with password is not allowed for this user',
  'Something went wrong',
  'Sync Issue',
  'The document could not be found in our records',
  'This document cannot be opened for signing',
  'This phone number is already registered.',
  'This user is not authorized as a tablet device',
  'Unable to fetch available regions',
  'User not authenticated',
  'User not found in organization or not active',
  'User not found',
  'User profile not found',
  'Verification failed',
  'You need to be logged in to check document status',
];

const ITALIAN = new Set(['Impossibile leggere la carta', 'Si è verificato un errore. Riprova più tardi.']);

/**
 * The messages the product does not say, each with its reason's heading in
 * docs/decisions/034-spec-8-messages.md: the test fails once a catalogue has one, so that the record
 * stays true.
 */
const RECORDED: Record<string, string> = {
  'An error occurred while verifying your subscription': 'subscription',
  'Not authenticated': 'subscription',
  'Could not open billing portal': 'subscription',
  'Authentication Error': 'tablet',
  'Could not verify user session': 'tablet',
  'You need to be logged in to check document status': 'tablet',
  'Failed to check document status': 'tablet',
  'Failed to communicate with server to update document status': 'tablet',
  'The document could not be found in our records': 'tablet',
  'Authentication failed': 'setup',
  'Could not retrieve user session': 'setup',
  'Something went wrong': 'setup',
  'Contact created successfully': 'contacts',
  'Contact linked successfully': 'contacts',
  'Contact saved but failed to sync to Google': 'contacts',
  'Contact updated successfully': 'contacts',
  'Failed to connect to Google Contacts': 'contacts',
  'Failed to disconnect Google Contacts': 'contacts',
  'Failed to import contacts': 'contacts',
  'Failed to link contacts: {error}': 'contacts',
  'Failed to load contact statistics': 'contacts',
  'Failed to save contact': 'contacts',
  'Failed to sync contacts': 'contacts',
  'Google Contacts connected successfully': 'contacts',
  'Linked {count} contacts successfully': 'contacts',
  'Database error...': 'demo',
  'Database table not found. Please contact support.': 'demo',
  'Network error...': 'demo',
  'Error checking organization membership': 'membership',
  'User not found in organization or not active': 'membership',
  'User profile not found': 'membership',
  'User not authenticated': 'membership',
  'Failed to load clients': 'membership',
  'User not found': 'probe',
  'Failed to fetch patients': 'wording',
  'Failed to verify OTP': 'otp',
  'Failed to resend OTP': 'otp',
  'Failed to reset invoice status': 'invoice',
  'Server error': 'wording',
};

/** Every string of a catalogue tree, by its dotted key. */
function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));
}

const english = new Map(entries(resources.en).map(([key, text]) => [text, key]));
const italian = new Map(entries(resources.it));
const italianTexts = new Set(italian.values());
/** SPEC's `{path}` is i18next's `{{path}}`. */
const asCatalogue = (message: string) => message.replace(/\{(\w+)\}/g, '{{$1}}');

describe("SPEC §8's messages in the catalogues, or recorded (decision 034)", () => {
  it.each(SPEC_8_MESSAGES.filter((message) => !(message in RECORDED)))(
    'has "%s" word for word, and an Italian text beside it',
    (message) => {
      if (ITALIAN.has(message)) {
        expect(italianTexts.has(message)).toBe(true);
        return;
      }
      const key = english.get(asCatalogue(message));
      expect(key, message).toBeDefined();
      expect(italian.get(key!), key).toBeTruthy();
    },
  );

  it('records only messages of SPEC §8 that no catalogue has', () => {
    for (const message of Object.keys(RECORDED)) {
      expect(SPEC_8_MESSAGES).toContain(message);
      expect(english.has(asCatalogue(message)), message).toBe(false);
    }
  });
});
