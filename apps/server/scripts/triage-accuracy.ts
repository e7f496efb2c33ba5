/**
 * How well the call triage reads the labelled calls (src/providers/triage/labelled-calls*.ts):
 * per-category precision and recall, category, priority and action accuracy — over all the calls,
 * the set the rules were tuned with and the held-out one — and every call it got wrong; and the
 * figures alone of the blind set (labelled-calls-blind-3.ts, written without reading the rules). The adapter
 * is the one the configuration selects: the rule-based one, or a chat model when LLM_URL is set;
 * `--local` forces the rule-based one.
 *
 *   npm run triage:accuracy [-- --locale en] [-- --local]
 */
import { parseArgs } from 'node:util';
import { Locale } from '@studiolo/contracts';
import { fromBlind } from '../src/providers/triage/labelled-call';
import { loadConfig } from '../src/config';
import { accuracy, triageAll, type Accuracy } from '../src/providers/triage/accuracy';
import { LABELLED_CALLS, TUNING_ROUNDS } from '../src/providers/triage/labelled-calls';
import { BLIND_CALLS_3 } from '../src/providers/triage/labelled-calls-blind-3';
import { HELD_OUT_CALLS } from '../src/providers/triage/labelled-calls-held-out';
import { localTriage } from '../src/providers/triage/local';
import { selectTriage } from '../src/providers/triage/select';

const print = (line: string) => process.stdout.write(`${line}\n`);
const percent = (value: number | null) =>
  value === null ? '   –' : `${(value * 100).toFixed(0).padStart(3)}%`;

const { values } = parseArgs({
  options: { locale: { type: 'string', default: 'it' }, local: { type: 'boolean', default: false } },
});
const locale = Locale.parse(values.locale);
const port = values.local ? localTriage() : selectTriage(loadConfig());
const results = await triageAll(port, LABELLED_CALLS, { locale, organizationName: 'Studio Bianchi' });
const all = accuracy(results);
/** The results for some of the labelled calls. */
const of = (calls: { id: string }[]) => {
  const ids = new Set(calls.map((c) => c.id));
  return accuracy(results.filter((r) => ids.has(r.call.id)));
};

print(`triage adapter: ${port.kind}, ${all.total} labelled calls, texts in ${locale}\n`);
print('category                  items  precision  recall');
for (const c of all.perCategory) {
  print(
    `${c.category.padEnd(26)}${String(c.support).padStart(5)}       ${percent(c.precision)}    ${percent(c.recall)}`,
  );
}
print('\n                   category  priority  action  calls');
const line = (label: string, a: Accuracy) =>
  print(
    `${label.padEnd(19)}${percent(a.category)}      ${percent(a.priority)}    ${percent(a.action)}  ${String(a.total).padStart(5)}`,
  );
line('all', all);
line('tuning set', of(TUNING_ROUNDS.flat()));
// each round of tuning calls, to see how a new round fared before rules were written for it (round
// 5 was the first blind set, 2026-11-24, until it had been read; round 13 the second, 2026-11-25)
TUNING_ROUNDS.forEach((round, i) => line(`  round ${i + 1}`, of(round)));
line('held-out set', of(HELD_OUT_CALLS));
// The blind set (written without reading the rules) only gives its figures, and the share of its
// clinical emergencies read as such: its misses are not printed, so that nobody tunes on it and it
// keeps measuring what unseen calls get.
const blind = accuracy(
  await triageAll(port, fromBlind('blind3', BLIND_CALLS_3), { locale, organizationName: 'Studio Bianchi' }),
);
line('blind set 3', blind);
const urgent = blind.perCategory.find((c) => c.category === 'urgent_clinical')!;
print(`blind set 3: ${percent(urgent.recall)} of its ${urgent.support} clinical emergencies read as urgent`);

print(`\n${all.misses.length} call(s) with a wrong category, priority or action:`);
for (const miss of all.misses) {
  const { expected: e, got: g } = miss;
  print(`\n${miss.id}  ${miss.transcript.slice(0, 110)}${miss.transcript.length > 110 ? '…' : ''}`);
  print(`  expected ${e.category} / ${e.priority} / ${e.action}`);
  print(`  got      ${g.category} / ${g.priority} / ${g.suggestedAction}`);
}
