import { z } from 'zod';
import { ExpenseType } from './expense-type';
import { optionalText, requiredText } from './text';
import { OptionalPhoneNumber, PhoneE164 } from './phone';

/** Money is integer euro cents everywhere (DESIGN.md). At most €100,000 for one service. */
export const Cents = z.number().int().min(0).max(10_000_000);
/** Minutes of a visit: 5 minutes to a whole day. */
export const DurationMinutes = z
  .number()
  .int()
  .min(5)
  .max(24 * 60);

const name = requiredText(120);
const timestamp = z.iso.datetime({ offset: true });

/** The calendar colour of a doctor, as #rrggbb. */
export const CalendarColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'color' });

/** Whether a list shows the deactivated entries too. */
export const RegistryListQuery = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type RegistryListQuery = z.infer<typeof RegistryListQuery>;

// Service types ('Visita specialistica', 'Igiene'…): group services and later decide the 730 expense type.

export const ServiceTypeInput = z.object({
  name,
  description: optionalText(500),
  /** What the Sistema TS calls these services (tipoSpesa); SR, medical services, unless said. */
  expenseType: ExpenseType.default('SR'),
  active: z.boolean().optional(),
});
export type ServiceTypeInput = z.input<typeof ServiceTypeInput>;
export type ServiceTypeValues = z.output<typeof ServiceTypeInput>;

export const ServiceType = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  expenseType: ExpenseType,
  active: z.boolean(),
  updatedAt: timestamp,
});
export type ServiceType = z.infer<typeof ServiceType>;

// Doctors

export const DoctorInput = z.object({
  title: optionalText(30),
  firstName: name,
  lastName: name,
  specialty: optionalText(120),
  email: z
    .union([
      z.literal('').transform(() => null),
      z
        .string()
        .trim()
        .toLowerCase()
        .check(z.email({ error: 'email' })),
    ])
    .nullable()
    .optional(),
  phone: OptionalPhoneNumber,
  color: CalendarColor,
  active: z.boolean().optional(),
});
export type DoctorInput = z.input<typeof DoctorInput>;
export type DoctorValues = z.output<typeof DoctorInput>;

export const Doctor = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.string().nullable(),
  email: z.string().nullable(),
  phone: PhoneE164.nullable(),
  color: z.string(),
  active: z.boolean(),
  updatedAt: timestamp,
});
export type Doctor = z.infer<typeof Doctor>;

// Services

export const ServiceInput = z.object({
  name,
  serviceTypeId: z.uuid().nullable().optional(),
  durationMinutes: DurationMinutes,
  priceCents: Cents,
  description: optionalText(500),
  active: z.boolean().optional(),
  /** Check-in of a visit for it needs a signed treatment consent (#17). */
  requiresTreatmentConsent: z.boolean().optional(),
});
export type ServiceInput = z.input<typeof ServiceInput>;
export type ServiceValues = z.output<typeof ServiceInput>;

export const Service = z.object({
  id: z.uuid(),
  name: z.string(),
  serviceTypeId: z.uuid().nullable(),
  serviceTypeName: z.string().nullable(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  description: z.string().nullable(),
  active: z.boolean(),
  requiresTreatmentConsent: z.boolean(),
  updatedAt: timestamp,
});
export type Service = z.infer<typeof Service>;

// Doctor-services: who performs what, at which price and duration (null = the service's own)

export const DoctorServiceInput = z.object({
  doctorId: z.uuid(),
  serviceId: z.uuid(),
  priceCents: Cents.nullable().optional(),
  durationMinutes: DurationMinutes.nullable().optional(),
  active: z.boolean().optional(),
});
export type DoctorServiceInput = z.input<typeof DoctorServiceInput>;
export type DoctorServiceValues = z.output<typeof DoctorServiceInput>;

/** Changing a pairing: the doctor and the service stay, the rest may change. */
export const DoctorServiceUpdate = DoctorServiceInput.omit({ doctorId: true, serviceId: true });
export type DoctorServiceUpdate = z.input<typeof DoctorServiceUpdate>;
export type DoctorServiceUpdateValues = z.output<typeof DoctorServiceUpdate>;

export const DoctorService = z.object({
  id: z.uuid(),
  doctorId: z.uuid(),
  doctorName: z.string(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  /** What was set for this doctor, or null to use the service's default. */
  priceCents: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  /** What applies: the override, else the service's default. */
  effectivePriceCents: z.number().int(),
  effectiveDurationMinutes: z.number().int(),
  active: z.boolean(),
  updatedAt: timestamp,
});
export type DoctorService = z.infer<typeof DoctorService>;

export const DoctorServiceListQuery = RegistryListQuery.extend({
  doctorId: z.uuid().optional(),
  serviceId: z.uuid().optional(),
});
export type DoctorServiceListQuery = z.infer<typeof DoctorServiceListQuery>;
