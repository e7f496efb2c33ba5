import type { PatientListQuery } from '@studiolo/contracts';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** Every patient query starts with 'patients': one write refreshes lists, pickers and records. */
export const patientKeys = {
  all: ['patients'] as const,
  list: (query: PatientListQuery) => ['patients', 'list', query] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
};

/** After a write: lists, records (a guardian's dependents change too) and the activity log. */
export function refreshPatients(): void {
  void queryClient.invalidateQueries({ queryKey: patientKeys.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
}
