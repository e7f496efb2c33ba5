/**
 * How fast a provider's webhook is acknowledged (issue #7: under 200 ms), through the whole app:
 * signature check, the event stored once, its job enqueued, the TwiML answer. Calls are played by
 * the simulator against an organization's number with 2,000 earlier calls; the jobs do not run
 * meanwhile (their work is not part of the acknowledgement). Median and p95 per hook.
 *
 *   npm run bench:webhooks                      embedded engine (PGlite, in memory)
 *   TEST_DB_ENGINE=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:webhooks
 */
import { deliver, scenario, settle, simulatorOf } from '../test/calls';
import { createTestApp } from '../test/app';
import { clinicOwner } from '../test/clinic';
import { numberFor } from '../src/modules/calls/numbers';
import { print } from './measure';

const CALLS = Number(process.env.CALLS ?? 200);
const HISTORY = Number(process.env.HISTORY ?? 2000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
};

async function main() {
  const t = await createTestApp();
  try {
    const owner = await clinicOwner(t);
    const number = (await numberFor(t.ctx, owner.organizationId))!.e164;
    const simulator = simulatorOf(t);
    for (let i = 0; i < HISTORY; i++) {
      for (const d of simulator.script(scenario(number, { endsAt: new Date(Date.now() - i * 3_600_000) }))) {
        await deliver(t, d);
      }
      if (i % 100 === 99) await settle(t);
    }
    await settle(t);
    const timings = new Map<string, number[]>();
    for (let i = 0; i < CALLS; i++) {
      for (const d of simulator.script(scenario(number))) {
        const begin = performance.now();
        const res = await deliver(t, d);
        await res.text();
        const elapsed = performance.now() - begin;
        if (res.status !== 200) throw new Error(`${d.hook}: HTTP ${res.status}`);
        timings.set(d.hook, [...(timings.get(d.hook) ?? []), elapsed]);
      }
    }
    print(`${t.ctx.config.database.engine}, ${HISTORY} earlier calls, ${CALLS} calls played`);
    print('hook          median ms   p95 ms   max ms');
    for (const [hook, values] of timings) {
      print(
        `${hook.padEnd(14)}${percentile(values, 0.5).toFixed(1).padStart(9)}${percentile(values, 0.95)
          .toFixed(1)
          .padStart(9)}${Math.max(...values)
          .toFixed(1)
          .padStart(9)}`,
      );
    }
  } finally {
    await t.close();
  }
}

await main();
