import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { CallEvent } from '../../providers/telephony/events';

/**
 * A number the calls pipeline does not route to an organization (the live demo's line): it
 * answers its own calls and applies its own events. Its module registers it at start-up, so the
 * pipeline names no such module (and imports none).
 */
export interface OwnLine {
  owns: (number: string) => boolean;
  /** The TwiML that answers a call to it (`base`: where the provider's webhooks go). */
  answer: (base: string, number: string, caller: string | undefined) => Promise<string>;
  /** Merges the events of one of its calls, in the transaction that marks them processed. */
  applyEvents: (tx: Tx, events: CallEvent[]) => Promise<void>;
}

const linesOf = new WeakMap<AppContext, OwnLine[]>();

export function registerOwnLine(app: AppContext, line: OwnLine): void {
  linesOf.set(app, [...(linesOf.get(app) ?? []), line]);
}

/** The registered line that owns `number`, if one does. */
export const ownLineOf = (app: AppContext, number: string | undefined): OwnLine | undefined =>
  number === undefined ? undefined : linesOf.get(app)?.find((line) => line.owns(number));
