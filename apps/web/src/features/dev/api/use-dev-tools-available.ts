import { useQuery } from '@tanstack/react-query';
import { outboxQueryOptions } from './get-outbox';

/**
 * Whether the development tools exist on this server: the outbox answers outside production and
 * 404 in production, so the web needs no build-time flag.
 */
export function useDevToolsAvailable(): boolean {
  const { isSuccess } = useQuery({ ...outboxQueryOptions, staleTime: Infinity, select: () => true });
  return isSuccess;
}
