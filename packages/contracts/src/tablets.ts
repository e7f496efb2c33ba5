import { z } from 'zod';
import { Password } from './auth';
import { CalendarSettings } from './settings';

export const Tablet = z.object({
  id: z.uuid(),
  name: z.string(),
  login: z.string(),
  lastActiveAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Tablet = z.infer<typeof Tablet>;

export const TabletLogin = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,39}$/, { error: 'tabletLogin' });

export const CreateTabletInput = z.object({
  name: z.string().trim().min(1).max(100),
  login: TabletLogin,
  password: Password,
});
export type CreateTabletInput = z.infer<typeof CreateTabletInput>;

/** Resetting a tablet's password asks for it twice (SPEC §5). */
export const ResetTabletPasswordInput = z
  .object({ password: Password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ResetTabletPasswordInput = z.infer<typeof ResetTabletPasswordInput>;

/** The tablet's own sign-in ('Please enter both username and password'). */
export const TabletLoginInput = z.object({
  username: z.string().trim().min(1, { error: 'tabletCredentials' }).max(254),
  password: z.string().min(1, { error: 'tabletCredentials' }).max(200),
});
export type TabletLoginInput = z.infer<typeof TabletLoginInput>;

export const TabletSession = z.object({
  tablet: z.object({ id: z.uuid(), name: z.string() }),
  organization: z.object({
    id: z.uuid(),
    name: z.string(),
    /** Its date and time settings, for the times the tablet shows (absent in a session kept from before). */
    calendar: CalendarSettings.optional(),
  }),
});
export type TabletSession = z.infer<typeof TabletSession>;

export const TabletLoginResponse = TabletSession.extend({
  /** `Authorization: Bearer <token>` for the tablet app; the session cookie is set too. */
  token: z.string(),
});
export type TabletLoginResponse = z.infer<typeof TabletLoginResponse>;
