/**
 * How well the call triage reads the labelled calls (corpus/triage, its manifest.json says which
 * set is what): per-category precision and recall, category, priority and action accuracy — over
 * all the calls, the tuning rounds and the held-out set — and every call it got wrong; and the
 * figures alone of blind set 5 (blind-5.jsonl, written without reading the rules): never its calls,
 * so that nobody tunes on it. The adapter is the one the configuration selects:
 * the rule-based one, or a chat model when LLM_URL is set; `--local` forces the rule-based one;
 * `--blind-only` prints the blind set's figures alone.
 *
 *   npm run triage:accuracy [-- --locale en] [-- --local] [-- --blind-only]
 */
import { parseArgs } from 'node:util';
import { Locale } from '@studiolo/contracts';
import { loadConfig } from '../src/config';
import { accuracy, triageAll, type Accuracy, type Triaged } from '../src/providers/triage/accuracy';
import { corpusSet, readCalls, trainingRounds } from '../src/providers/triage/corpus';
import { localTriage, triageLocally } from '../src/providers/triage/local';
import type { TriagePort } from '../src/providers/triage/port';
import { selectTriage } from '../src/providers/triage/select';

const print = (line: string) => process.stdout.write(`${line}\n`);
const percent = (value: number | null) =>
  value === null ? '   –' : `${(value * 100).toFixed(0).padStart(3)}%`;

const { values } = parseArgs({
  options: {
    locale: { type: 'string', default: 'it' },
    local: { type: 'boolean', default: false },
    'blind-only': { type: 'boolean', default: false },
  },
});
const locale = Locale.parse(values.locale);
const port = values.local ? localTriage() : selectTriage(loadConfig());
const options = { locale, organizationName: 'Studio Bianchi' };
const line = (label: string, a: Accuracy) =>
  print(
    `${label.padEnd(19)}${percent(a.category)}      ${percent(a.priority)}    ${percent(a.action)}  ${String(a.total).padStart(5)}`,
  );

// The blind set (written without reading the rules, measured once on 2026-11-26, docs/triage/020) only
// gives its figures, the share of its clinical emergencies read as such and, beside the adapter, the
// rules alone: its misses are not printed, so that nobody tunes on it.
const blindCalls = readCalls(corpusSet('blind-5'));
const rulesAlone: TriagePort = { kind: 'local', triage: async (input) => triageLocally(input) };
const started = performance.now();
const blindResults = await triageAll(port, blindCalls, options);
const millis = (performance.now() - started) / blindCalls.length;
const blindRulesResults = await triageAll(rulesAlone, blindCalls, options);
const figures = (results: Triaged[]) => {
  const a = accuracy(results);
  const shown = (share: number) => `${(share * 100).toFixed(1)} %`;
  const urgent = results.filter((r) => r.call.expected.category === 'urgent_clinical');
  const read = urgent.filter((r) => r.got.category === 'urgent_clinical').length;
  const high = urgent.filter(
    (r) => r.got.priority === 'high' && r.got.suggestedAction === 'call_back',
  ).length;
  return (
    `${shown(a.category)} category, ${shown(a.priority)} priority, ${shown(a.action)} action, ` +
    `${shown(a.both)} category and priority; clinical emergencies read as urgent ${read} of ${urgent.length} ` +
    `(high and to call back: ${high})`
  );
};
print(
  `blind set 5 (${blindCalls.length} calls), ${port.kind}: ${figures(blindResults)}; ${millis.toFixed(1)} ms a call`,
);
print(`blind set 5, rules alone: ${figures(blindRulesResults)}\n`);
if (values['blind-only']) process.exit(0);

const rounds = trainingRounds();
const heldOut = readCalls(corpusSet('held-out'));
const results = await triageAll(port, [...rounds.flatMap((r) => r.calls), ...heldOut], options);
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
line('all', all);
line('tuning set', of(rounds.flatMap((r) => r.calls)));
// each round of tuning calls, to see how a new round fared before rules were written for it (round
// 5 was the first blind set, 2026-11-24, until it had been read; rounds 13, 14 and 17 blind sets 2,
// 3 and 4, 2026-11-25 and 26); the learned reading trains on all of them, so these figures are flattered
rounds.forEach(({ set, calls }) => line(`  round ${set.round}`, of(calls)));
line('held-out set', of(heldOut));
print(`\n${all.misses.length} call(s) with a wrong category, priority or action:`);
for (const miss of all.misses) {
  const { expected: e, got: g } = miss;
  print(`\n${miss.id}  ${miss.transcript.slice(0, 110)}${miss.transcript.length > 110 ? '…' : ''}`);
  print(`  expected ${e.category} / ${e.priority} / ${e.action}`);
  print(`  got      ${g.category} / ${g.priority} / ${g.suggestedAction}`);
}
