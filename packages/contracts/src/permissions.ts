import type { MemberRole } from './organizations';

/**
 * What each role may do. The server enforces it (requirePermission), the web hides what a role
 * cannot do, and docs/permissions.md is this table in words: keep the three in step. Reading the
 * organization's data is open to every active member unless a permission below says otherwise.
 */
const PERMISSIONS = {
  'organization:update': ['owner', 'admin'],
  'settings:update': ['owner', 'admin'],
  'organization:security': ['owner'],
  /** Invite, change roles, remove; the owner role itself only by an owner (team/service.ts). */
  'team:manage': ['owner', 'admin'],
  'tablets:manage': ['owner', 'admin'],
  /** Doctors, services, service types and who performs what at which price. */
  'registry:manage': ['owner', 'admin'],
  /** Create and edit patients and their guardians: the whole front desk and the doctors. */
  'patients:write': ['owner', 'admin', 'doctor', 'secretary'],
  /** Deleting a patient's record (health data) is kept to the people responsible for the clinic. */
  'patients:delete': ['owner', 'admin'],
  /** Slots and appointments: the front desk and the doctors run the calendar. */
  'calendar:write': ['owner', 'admin', 'doctor', 'secretary'],
  /** Invoices: issue, send, record payments, share, correct with credit notes; the front desk too. */
  'invoices:write': ['owner', 'admin', 'secretary'],
  /** Consent templates and what check-in requires: the people responsible for the clinic. */
  'documents:templates': ['owner', 'admin'],
  /** Send, resend, revoke documents for signing, email a copy: the front desk and the doctors. */
  'documents:send': ['owner', 'admin', 'doctor', 'secretary'],
  /** Who did what in the organization: for the people responsible for it. */
  'activity:read': ['owner', 'admin'],
  /**
   * Calls: see them, listen to recordings, read transcripts, handle requests and reply. Every member
   * answers the phone in a small practice (SPEC §6: 'authorized team members').
   */
  'calls:handle': ['owner', 'admin', 'doctor', 'secretary'],
  /** Simulated calls (outside production) and the public API's keys: the people responsible. */
  'calls:manage': ['owner', 'admin'],
  /**
   * Turn the recording of calls on: the employer's decision, after a union agreement or the
   * Ispettorato's authorization (art. 4 L. 300/1970). Turning it off and the retention days follow
   * 'settings:update'.
   */
  'calls:recording': ['owner'],
  /** Pay: the subscription's checkout is the owner's (the contract is theirs). */
  'billing:manage': ['owner'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: MemberRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly MemberRole[]).includes(role);
}
