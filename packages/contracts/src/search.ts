import { z } from 'zod';
import { PatientSummary } from './patients';
import { Doctor, Service } from './registry';
import { requiredText } from './text';

/** How many of each kind the global search shows; the patients screen pages through the rest. */
export const SEARCH_RESULTS_PER_KIND = 8;

export const SearchQuery = z.object({ q: requiredText(100) });
export type SearchQuery = z.infer<typeof SearchQuery>;

/** /search: results grouped by kind ('Search Results', 'No results found'). */
export const SearchResults = z.object({
  patients: z.object({ items: z.array(PatientSummary), total: z.number().int() }),
  doctors: z.array(Doctor),
  services: z.array(Service),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** /dashboard figures. */
export const DashboardStats = z.object({
  activeDoctors: z.number().int(),
  /** Patients on file in the organization. */
  uniquePatients: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
