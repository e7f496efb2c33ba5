import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './client';
import type { OpenTransaction, Scope } from './scoped-transaction';

/**
 * The transaction a request reads in (#15 point 20): opened by requireTenant with the member's
 * scope and membership, lent to every `withTenant` of the same organization and user while the
 * handler runs, ended when the handler has its answer.
 *
 * Work lent the transaction that fails leaves it to be rolled back at the end, and from then on each
 * `withTenant` of the request opens its own, as before; once the transaction has ended (a stream
 * still sending, a promise nobody awaited) they do too.
 */
export class RequestTransaction {
  private ended = false;
  private failed = false;
  private readonly lent = new Set<Promise<unknown>>();

  constructor(
    private readonly scope: Scope,
    private readonly open: OpenTransaction<unknown>,
  ) {}

  /** Whether `withTenant(scope)` may run in this transaction now. */
  serves(scope: Scope): boolean {
    return (
      !this.ended &&
      !this.failed &&
      !scope.admin &&
      scope.organizationId === this.scope.organizationId &&
      scope.userId === this.scope.userId
    );
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const running = work(this.open.tx).catch((error: unknown) => {
      this.failed = true;
      throw error;
    });
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.lent.add(settled);
    void settled.then(() => this.lent.delete(settled));
    return running;
  }

  /** Waits for the work lent the transaction, then commits it (rolls it back if any failed). */
  async end(): Promise<void> {
    this.ended = true;
    await Promise.all(this.lent);
    await (this.failed ? this.open.rollback() : this.open.commit());
  }

  /** Rolls back at once (the transaction could not be handed out). */
  abandon(): Promise<void> {
    this.ended = true;
    return this.open.rollback();
  }
}

const current = new AsyncLocalStorage<RequestTransaction>();

/** Runs `handler` with `transaction` lent to the `withTenant`s it makes. */
export const lendingTransaction = <T>(transaction: RequestTransaction, handler: () => Promise<T>) =>
  current.run(transaction, handler);

/** The request's transaction, if it may serve `scope` now. */
export function requestTransactionFor(scope: Scope): RequestTransaction | undefined {
  const transaction = current.getStore();
  return transaction?.serves(scope) ? transaction : undefined;
}

/** Runs `work` outside any request's transaction (jobs woken by a request run on their own). */
export const outsideRequest = <T>(work: () => T): T => current.exit(work);
