/** SPEC §9: realtime reconnect delays 1 s, 2 s, 5 s, then 10 s for every further attempt. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The server sends a heartbeat every 25 s: without any event for longer than this, the link is lost. */
export const HEARTBEAT_TIMEOUT_MS = 60_000;

/** The wait before reconnection attempt `attempt` (0 = the first after a loss). */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.max(attempt, 0)] ?? RECONNECT_DELAYS_MS[3];
}
