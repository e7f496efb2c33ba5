import itCommon from '../it/common.json' with { type: 'json' };
import itDev from '../it/dev.json' with { type: 'json' };
import itEmails from '../it/emails.json' with { type: 'json' };
import itErrors from '../it/errors.json' with { type: 'json' };
import itLegal from '../it/legal.json' with { type: 'json' };
import itMarketing from '../it/marketing.json' with { type: 'json' };
import itValidation from '../it/validation.json' with { type: 'json' };
import itAuth from '../it/auth.json' with { type: 'json' };
import itOrganizations from '../it/organizations.json' with { type: 'json' };
import itSettings from '../it/settings.json' with { type: 'json' };
import itDashboard from '../it/dashboard.json' with { type: 'json' };
import itAdmin from '../it/admin.json' with { type: 'json' };
import itRegistry from '../it/registry.json' with { type: 'json' };
import itPatients from '../it/patients.json' with { type: 'json' };
import itSearch from '../it/search.json' with { type: 'json' };
import itCalendar from '../it/calendar.json' with { type: 'json' };
import itInvoices from '../it/invoices.json' with { type: 'json' };
import itTax730 from '../it/tax730.json' with { type: 'json' };
import itCalls from '../it/calls.json' with { type: 'json' };
import itSeal from '../it/seal.json' with { type: 'json' };
import itDocuments from '../it/documents.json' with { type: 'json' };
import itTablet from '../it/tablet.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import enDev from '../en/dev.json' with { type: 'json' };
import enEmails from '../en/emails.json' with { type: 'json' };
import enErrors from '../en/errors.json' with { type: 'json' };
import enLegal from '../en/legal.json' with { type: 'json' };
import enMarketing from '../en/marketing.json' with { type: 'json' };
import enValidation from '../en/validation.json' with { type: 'json' };
import enAuth from '../en/auth.json' with { type: 'json' };
import enOrganizations from '../en/organizations.json' with { type: 'json' };
import enSettings from '../en/settings.json' with { type: 'json' };
import enDashboard from '../en/dashboard.json' with { type: 'json' };
import enAdmin from '../en/admin.json' with { type: 'json' };
import enRegistry from '../en/registry.json' with { type: 'json' };
import enPatients from '../en/patients.json' with { type: 'json' };
import enSearch from '../en/search.json' with { type: 'json' };
import enCalendar from '../en/calendar.json' with { type: 'json' };
import enInvoices from '../en/invoices.json' with { type: 'json' };
import enTax730 from '../en/tax730.json' with { type: 'json' };
import enCalls from '../en/calls.json' with { type: 'json' };
import enSeal from '../en/seal.json' with { type: 'json' };
import enDocuments from '../en/documents.json' with { type: 'json' };
import enTablet from '../en/tablet.json' with { type: 'json' };

/** One namespace per domain; every user-facing string lives in `<lang>/<namespace>.json`. */
export const namespaces = [
  'common',
  'errors',
  'validation',
  'marketing',
  'legal',
  'dev',
  'emails',
  'auth',
  'organizations',
  'settings',
  'dashboard',
  'admin',
  'registry',
  'patients',
  'search',
  'calendar',
  'invoices',
  'tax730',
  'calls',
  'seal',
  'documents',
  'tablet',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = 'common' satisfies Namespace;

const it = {
  common: itCommon,
  errors: itErrors,
  validation: itValidation,
  marketing: itMarketing,
  legal: itLegal,
  dev: itDev,
  emails: itEmails,
  auth: itAuth,
  organizations: itOrganizations,
  settings: itSettings,
  dashboard: itDashboard,
  admin: itAdmin,
  registry: itRegistry,
  patients: itPatients,
  search: itSearch,
  calendar: itCalendar,
  invoices: itInvoices,
  tax730: itTax730,
  calls: itCalls,
  seal: itSeal,
  documents: itDocuments,
  tablet: itTablet,
} satisfies Record<Namespace, object>;

/** The Italian catalogue is the reference: English must have exactly the same keys. */
export type Catalogue = typeof it;

type SameKeys<T> = {
  [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]>;
};

const en: SameKeys<Catalogue> = {
  common: enCommon,
  errors: enErrors,
  validation: enValidation,
  marketing: enMarketing,
  legal: enLegal,
  dev: enDev,
  emails: enEmails,
  auth: enAuth,
  organizations: enOrganizations,
  settings: enSettings,
  dashboard: enDashboard,
  admin: enAdmin,
  registry: enRegistry,
  patients: enPatients,
  search: enSearch,
  calendar: enCalendar,
  invoices: enInvoices,
  tax730: enTax730,
  calls: enCalls,
  seal: enSeal,
  documents: enDocuments,
  tablet: enTablet,
};

export const resources = { it, en } as const;
export type Resources = typeof resources;
