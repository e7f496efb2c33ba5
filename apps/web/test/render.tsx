import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../src/lib/query-client';

/** One request the component sent, as the API received it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API as the component sees it: each request is recorded and answered by `answer` (the
 * status and JSON body the real route gives for it), so a test states the server's side.
 */
export function fakeApi(answer: (request: SentRequest) => { status: number; body?: unknown }) {
  const sent: SentRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    const { status, body } = answer(request);
    const problem = status >= 400;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': problem ? 'application/problem+json' : 'application/json' },
    });
  };
  return sent;
}

/** Renders `ui` inside what the app gives every page: a data router (for the leave guard) and the query client. */
export function renderInApp(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
