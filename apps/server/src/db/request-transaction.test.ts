import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_HEADER } from '@studiolo/contracts';
import { clinicForTests } from '../../test/clinic';
import { testEngine } from '../../test/database';
import { send } from '../../test/http';
import { authorizeMemberInTransaction } from '../modules/organizations/service';
import type { Tx } from './client';
import { lendingTransaction, outsideRequest, requestTransactionFor } from './request-transaction';
import { queryRows } from './client';
import { withTenant } from './tenancy';

const clinic = clinicForTests();

/** The owner's read transaction, as requireTenant opens it for a GET on PostgreSQL. */
async function ownersTransaction() {
  const { t, owner } = clinic;
  const user = { id: owner.userId, twoFactorEnabled: false };
  const { transaction } = await authorizeMemberInTransaction(t.ctx, user, owner.organizationId);
  const tenant = { organizationId: owner.organizationId, userId: owner.userId };
  const read = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.ctx.database.db, tenant, work);
  return { transaction, tenant, read };
}

const txid = (tx: Tx) =>
  queryRows<{ id: string }>(tx, sql`SELECT txid_current()::text AS id`).then((r) => r[0]!.id);

// The request's transaction is PostgreSQL's alone (http/session.ts: requireTenant).
describe.runIf(testEngine === 'postgres')('a read in one transaction', () => {
  it("lends the request's transaction to every withTenant of its member, and commits it", async () => {
    const { transaction, read } = await ownersTransaction();
    const ids = await lendingTransaction(transaction, async () => [await read(txid), await read(txid)]);
    expect(ids[0]).toBe(ids[1]);
    await transaction.end();
    // Another organization's or the admin scope's work opens its own.
    expect(
      requestTransactionFor({ organizationId: randomUUID(), userId: clinic.owner.userId }),
    ).toBeUndefined();
  });

  it('gives the rest of the request transactions of their own once a lent work failed', async () => {
    const { transaction, read } = await ownersTransaction();
    await lendingTransaction(transaction, async () => {
      const first = await read(txid);
      await expect(read((tx) => tx.execute(sql`SELECT 1 / 0`))).rejects.toThrow();
      // Not "current transaction is aborted": a new transaction.
      expect(await read(txid)).not.toBe(first);
    });
    await transaction.end(); // rolled back, without an error
  });

  it('waits for lent work still running before it commits, then refuses the ended transaction', async () => {
    const { transaction, read } = await ownersTransaction();
    let kept: Tx | undefined;
    let finished = false;
    await lendingTransaction(transaction, async () => {
      // Not awaited by the handler, as a stream's first read might be.
      void read(async (tx) => {
        kept = tx;
        await tx.execute(sql`SELECT pg_sleep(0.2)`);
        finished = true;
      });
    });
    await transaction.end();
    expect(finished).toBe(true);
    const refused = await kept!.execute(sql`SELECT 1`).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(String(refused?.cause)).toMatch(/transaction has ended/);
    // Work of the same request after its end (a stream still sending) gets its own transaction.
    await lendingTransaction(transaction, async () => {
      expect(
        requestTransactionFor({ organizationId: clinic.owner.organizationId, userId: clinic.owner.userId }),
      ).toBeUndefined();
    });
  });

  it('leaves jobs a request woke out of its transaction', async () => {
    const { transaction, tenant } = await ownersTransaction();
    await lendingTransaction(transaction, async () => {
      expect(requestTransactionFor(tenant)).toBe(transaction);
      expect(outsideRequest(() => requestTransactionFor(tenant))).toBeUndefined();
    });
    await transaction.end();
  });

  it('gives every connection back: refused and answered reads, more of them than the pool holds', async () => {
    const { t, owner } = clinic;
    const elsewhere = { cookie: owner.cookie, [ORGANIZATION_HEADER]: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(t, 'GET', '/api/v1/patients?limit=5', undefined, i % 2 ? elsewhere : { cookie: owner.cookie }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? 404 : 200)),
    );
    const again = await Promise.all(
      Array.from({ length: 12 }, () => send(t, 'GET', '/api/v1/patients?limit=5', undefined, elsewhere)),
    );
    expect(again.every((res) => res.status === 404)).toBe(true);
    const pool = (
      t.ctx.database.db as unknown as { session: { client: { idleCount: number; totalCount: number } } }
    ).session.client;
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
