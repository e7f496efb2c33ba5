import { Problem, PROBLEM_CONTENT_TYPE } from '@studiolo/contracts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request; `errors` lists each field',
  401: 'Not signed in',
  403: 'Not allowed for this role',
  404: 'Not found, or not in this organization',
  409: 'Conflicts with existing data',
  413: 'Body too large',
};

/** The problem+json responses a route may answer, for its OpenAPI entry. */
export function problemResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status] ?? 'Error',
        content: { [PROBLEM_CONTENT_TYPE]: { schema: Problem } },
      },
    ]),
  ) as Record<S, { description: string; content: { [PROBLEM_CONTENT_TYPE]: { schema: typeof Problem } } }>;
}
