import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import {
  CallAnalytics,
  CallAnalyticsQuery,
  CallCommentInput,
  CallDetail,
  CallList,
  CallListQuery,
  CallReplyInput,
  CallsToHandle,
  CallsToHandleCount,
  CallTagsInput,
  RequestStatusInput,
  SimulateCallInput,
  SimulatedCall,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { callAnalytics } from './analytics';
import { followCalls } from './live';
import { stillMember } from '../organizations/service';
import { audioResponse } from './audio';
import * as calls from './service';
import { simulateCall } from './simulate';

const IdParam = z.object({ id: z.uuid() });
const detail = (description: string) => ({
  200: jsonResponse(CallDetail, description),
  ...problemResponses(400, 401, 403, 404),
});

export const callRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls',
      tags: ['calls'],
      summary: "Calls of a window of days, newest first ('load 3 more days' widens it)",
      middleware: [requireUser, requireTenant] as const,
      request: { query: CallListQuery },
      responses: { 200: jsonResponse(CallList, 'The calls'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await calls.listCalls(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/to-handle',
      tags: ['calls'],
      summary: "'Da gestire': the open requests, most urgent first, then the longest waiting",
      middleware: [requireUser, requireTenant] as const,
      responses: { 200: jsonResponse(CallsToHandle, 'The open requests'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await calls.callsToHandle(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/to-handle/count',
      tags: ['calls'],
      summary: 'How many open requests there are (the sidebar badge)',
      middleware: [requireUser, requireTenant] as const,
      responses: { 200: jsonResponse(CallsToHandleCount, 'The count'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json({ total: await calls.countCallsToHandle(c.var.app, c.var.tenant) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/analytics',
      tags: ['calls'],
      summary: 'Totals, daily volume, types and peak hours of the last 7, 30 or 90 days',
      middleware: [requireUser, requireTenant] as const,
      request: { query: CallAnalyticsQuery },
      responses: { 200: jsonResponse(CallAnalytics, 'The figures'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await callAnalytics(c.var.app, c.var.tenant, c.req.valid('query').range), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/calls/simulate',
      tags: ['calls'],
      summary: "A simulated call to the organization's number (outside production, with the simulator)",
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(SimulateCallInput),
      responses: { 201: jsonResponse(SimulatedCall, 'Delivered'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await simulateCall(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/events',
      tags: ['calls'],
      summary:
        "Live updates (server-sent events): 'call' with the id of each new or changed call, 'heartbeat' every 25 s",
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
        ...problemResponses(401, 403),
      },
    }),
    (c) =>
      streamSSE(c, (stream) =>
        followCalls(c.var.app, c.var.tenant, stream, c.req.raw.signal, () =>
          stillMember(c.var.app, c.req.raw.headers, c.var.tenant.organizationId),
        ),
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/{id}',
      tags: ['calls'],
      summary: 'One call with its transcript, triage, comments, request history and replies',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: detail('The call'),
    }),
    async (c) => c.json(await calls.getCall(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/{id}/recording',
      tags: ['calls'],
      summary: 'The recording or voicemail, streamed (Range supported); `download=true` to save it',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, query: z.object({ download: z.enum(['true', 'false']).optional() }) },
      responses: {
        200: {
          description: 'The audio',
          content: { 'audio/*': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        206: { description: 'Part of the audio' },
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const range = c.req.header('range');
      const fromStart = !range || /^bytes=0-/.test(range);
      const audio = await calls.callRecording(c.var.app, c.var.tenant, c.req.valid('param').id, fromStart);
      return audioResponse(c, audio, c.req.valid('query').download === 'true');
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/calls/{id}/request-status',
      tags: ['calls'],
      summary: 'Pending, Working On, Completed or Unable to Manage; who and when is kept',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(RequestStatusInput) },
      responses: detail('Changed'),
    }),
    async (c) =>
      c.json(
        await calls.setRequestStatus(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('json').status,
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/calls/{id}/comments',
      tags: ['calls'],
      summary: 'Add a comment',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(CallCommentInput) },
      responses: detail('Added'),
    }),
    async (c) =>
      c.json(
        await calls.addComment(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json').body),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/calls/{id}/tags',
      tags: ['calls'],
      summary: "Replace the call's tags",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(CallTagsInput) },
      responses: detail('Saved'),
    }),
    async (c) =>
      c.json(
        await calls.setTags(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json').tags),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/calls/{id}/replies',
      tags: ['calls'],
      summary:
        'Record a reply: a call-back (placed by the provider, or from your phone) or a WhatsApp message',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(CallReplyInput) },
      responses: { ...detail('Recorded'), ...problemResponses(409, 502) },
    }),
    async (c) =>
      c.json(
        await calls.replyToCall(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );
