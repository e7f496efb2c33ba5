/** Query keys shared across features, so sign-out and switching organization can reset them. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  organization: ['organization'] as const,
  settings: ['settings'] as const,
  activity: ['activity'] as const,
  search: ['search'] as const,
  dashboard: ['dashboard'] as const,
  /** Slots and appointments: a booking changes the calendar, the day lists and the dashboard. */
  appointments: ['appointments'] as const,
  /** Invoices: a write changes the list, the invoice and its visits' billing. */
  invoices: ['invoices'] as const,
  /** Calls: a live event or a write changes the lists, the call and the analytics. */
  calls: ['calls'] as const,
  team: ['team'] as const,
  tablets: ['tablets'] as const,
  /** Documents for signing: a send, a signature on the tablet or a revoke changes lists and patients' panels. */
  documents: ['documents'] as const,
  /** Doctors, services, service types, doctor-services: one write can change the others' answers. */
  registry: ['registry'] as const,
  session: ['auth', 'session'] as const,
  sessions: ['auth', 'sessions'] as const,
  accounts: ['auth', 'accounts'] as const,
  adminOrganizations: ['admin', 'organizations'] as const,
  authProviders: ['auth', 'providers'] as const,
};
