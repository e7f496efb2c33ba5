import type { z } from 'zod';
import { Problem, PROBLEM_CONTENT_TYPE } from '@studiolo/contracts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request; `errors` lists each field',
  401: 'Not signed in',
  403: 'Not allowed for this role',
  404: 'Not found, or not in this organization',
  409: 'Conflicts with existing data',
  410: 'No longer available (an expired link)',
  413: 'Body too large',
  502: 'An outside service failed to answer',
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

/** A required JSON request body, for a route's `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** A JSON response, for a route's `responses`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
