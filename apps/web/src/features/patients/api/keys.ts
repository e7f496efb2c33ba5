import type { PatientListQuery } from '@studiolo/contracts';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** Every patient query starts with 'patients': one write refreshes lists, pickers and records. */
export const patientKeys = {
  all: ['patients'] as const,
  list: (query: PatientListQuery) => ['patients', 'list', query] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
  history: (id: string) => ['patients', 'history', id] as const,
};

/**
 * After a write: lists, records (a guardian's dependents change too), the activity log, the
 * dashboard's figures and the global search's results.
 */
export function refreshPatients(): void {
  for (const queryKey of [patientKeys.all, queryKeys.activity, queryKeys.dashboard, queryKeys.search]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
