import { Patient, TaxCodeCheck } from '@studiolo/contracts';
import { isApiError } from '../../../lib/api-client';

/** The existing patients of a 409 TAX_CODE_DUPLICATE, or none. */
export function duplicateMatches(error: unknown): TaxCodeCheck['matches'] {
  if (!isApiError(error) || error.code !== 'TAX_CODE_DUPLICATE') return [];
  const parsed = TaxCodeCheck.shape.matches.safeParse(error.extensions.matches);
  return parsed.success ? parsed.data : [];
}

/** The minors of a 409 GUARDIAN_OF_MINORS, or none. */
export function blockingDependents(error: unknown): Patient['dependents'] {
  if (!isApiError(error) || error.code !== 'GUARDIAN_OF_MINORS') return [];
  const parsed = Patient.shape.dependents.safeParse(error.extensions.dependents);
  return parsed.success ? parsed.data : [];
}
