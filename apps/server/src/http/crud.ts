import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { jsonBody, jsonResponse, problemResponses } from './openapi';
import { router } from './router';
import { type Tenant } from '../domain/tenant';
import { requireTenant, requireUser } from './session';

const IdParam = z.object({ id: z.uuid() });

/** The validated input of a request; its type comes from the resource, not from the generic route. */
const valid = <T>(c: { req: { valid: (target: never) => unknown } }, target: 'query' | 'json' | 'param') =>
  c.req.valid(target as never) as T;

/** What one list-and-edit resource of an organization does; the service functions, no HTTP. */
export interface CrudResource<
  Q extends z.ZodObject,
  I extends z.ZodType,
  U extends z.ZodType,
  O extends z.ZodType,
> {
  /** `/api/v1/<plural>` */
  path: string;
  tag: string;
  /** Singular, for the OpenAPI summaries. */
  noun: string;
  query: Q;
  create: I;
  /** The body of an update; the create body when omitted. */
  update?: U;
  output: O;
  list(app: AppContext, tenant: Tenant, query: z.output<Q>): Promise<z.input<O>[]>;
  get(app: AppContext, tenant: Tenant, id: string): Promise<z.input<O>>;
  insert(app: AppContext, tenant: Tenant, input: z.output<I>): Promise<z.input<O>>;
  replace(app: AppContext, tenant: Tenant, id: string, input: z.output<U>): Promise<z.input<O>>;
  remove(app: AppContext, tenant: Tenant, id: string): Promise<void>;
}

/**
 * The five routes of a simple organization resource: list, read, create, update (full body) and
 * delete, each behind sign-in and a selected organization. The service decides who may write.
 */
export function crudRoutes<
  Q extends z.ZodObject,
  I extends z.ZodType,
  U extends z.ZodType,
  O extends z.ZodType,
>(resource: CrudResource<Q, I, U, O>) {
  const { path, tag, noun, output } = resource;
  const updateBody = (resource.update ?? resource.create) as U;
  const byId = `${path}/{id}`;
  return router()
    .openapi(
      createRoute({
        tags: [tag],
        middleware: [requireUser, requireTenant] as const,
        method: 'get',
        path,
        summary: `List ${noun}s`,
        request: { query: resource.query },
        responses: { 200: jsonResponse(z.array(output), `${noun}s`), ...problemResponses(400, 401, 404) },
      }),
      async (c) => c.json(await resource.list(c.var.app, c.var.tenant, valid<z.output<Q>>(c, 'query')), 200),
    )
    .openapi(
      createRoute({
        tags: [tag],
        middleware: [requireUser, requireTenant] as const,
        method: 'get',
        path: byId,
        summary: `One ${noun}`,
        request: { params: IdParam },
        responses: { 200: jsonResponse(output, noun), ...problemResponses(400, 401, 404) },
      }),
      async (c) =>
        c.json(await resource.get(c.var.app, c.var.tenant, valid<{ id: string }>(c, 'param').id), 200),
    )
    .openapi(
      createRoute({
        tags: [tag],
        middleware: [requireUser, requireTenant] as const,
        method: 'post',
        path,
        summary: `Create a ${noun}`,
        request: jsonBody(resource.create),
        responses: { 201: jsonResponse(output, 'Created'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => c.json(await resource.insert(c.var.app, c.var.tenant, valid<z.output<I>>(c, 'json')), 201),
    )
    .openapi(
      createRoute({
        tags: [tag],
        middleware: [requireUser, requireTenant] as const,
        method: 'put',
        path: byId,
        summary: `Change a ${noun}`,
        request: { params: IdParam, ...jsonBody(updateBody) },
        responses: { 200: jsonResponse(output, 'Saved'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) =>
        c.json(
          await resource.replace(
            c.var.app,
            c.var.tenant,
            valid<{ id: string }>(c, 'param').id,
            valid<z.output<U>>(c, 'json'),
          ),
          200,
        ),
    )
    .openapi(
      createRoute({
        tags: [tag],
        middleware: [requireUser, requireTenant] as const,
        method: 'delete',
        path: byId,
        summary: `Delete a ${noun} (refused while other records use it: deactivate instead)`,
        request: { params: IdParam },
        responses: { 204: { description: 'Deleted' }, ...problemResponses(401, 403, 404, 409) },
      }),
      async (c) => {
        await resource.remove(c.var.app, c.var.tenant, valid<{ id: string }>(c, 'param').id);
        return c.body(null, 204);
      },
    );
}
