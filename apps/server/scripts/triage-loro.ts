/**
 * The honest proxy for the learned part of the triage: leave one round out. Each round of labelled
 * calls (the tuning rounds of corpus/triage/manifest.json, each written by another session) is read by classifiers
 * trained on the other rounds only, alone and together with the rules (local-hybrid.ts). The rules
 * cannot be untrained: they were written with rounds 1–12, so only rounds 13, 14 and 17 (blind sets
 * that no rule was written for before they were measured, though their misses have been read since)
 * come near unseen calls, and the rules' and the combination's figures on the other rounds are
 * flattered. Prints figures only, per round, in
 * total and over the rounds the rules never saw, and the time per call.
 *
 *   npm run triage:loro
 */
import { accuracy, type Accuracy, type Triaged } from '../src/providers/triage/accuracy';
import { trainingRounds, triageInput } from '../src/providers/triage/corpus';
import { triageLocally, type Advice } from '../src/providers/triage/local';
import { learnedAdvice, trainClassifiers } from '../src/providers/triage/local-hybrid';

const print = (line: string) => process.stdout.write(`${line}\n`);
const percent = (value: number | null) =>
  value === null ? '   –' : `${(value * 100).toFixed(1).padStart(5)}%`;

const ways = ['rules', 'learned category', 'rules + learned'] as const;
type Way = (typeof ways)[number];
const totals = new Map<Way, Triaged[]>(ways.map((way) => [way, []]));
const unseen = new Map<Way, Triaged[]>(ways.map((way) => [way, []]));
const urgentRecall = (a: Accuracy) =>
  a.perCategory.find((c) => c.category === 'urgent_clinical')?.recall ?? null;
const line = (label: string, a: Accuracy) =>
  `${label.padEnd(34)}${percent(a.category)}  ${percent(a.priority)}  ${percent(a.action)}  ${percent(urgentRecall(a))}  ${String(a.total).padStart(4)}`;

const TUNING_ROUNDS = trainingRounds();
const RULES_UNSEEN = TUNING_ROUNDS.filter(({ set }) => set.rulesUnseen).map(({ set }) => set.round!);

print('left-out round                     category  priority   action  urgent   calls');
const millis = new Map<Way, number>(ways.map((way) => [way, 0]));
TUNING_ROUNDS.forEach(({ set, calls: round }, i) => {
  const classifiers = trainClassifiers(TUNING_ROUNDS.filter((_, j) => j !== i).flatMap((r) => r.calls));
  const advices: Record<Way, Advice | undefined> = {
    rules: undefined,
    'learned category': { category: (transcript) => classifiers.categories.predict(transcript).label },
    'rules + learned': learnedAdvice(classifiers),
  };
  for (const way of ways) {
    const started = performance.now();
    const results = round.map((call) => ({
      call,
      got: triageLocally(triageInput(call.transcript, { outcome: call.outcome }), advices[way]),
    }));
    millis.set(way, millis.get(way)! + performance.now() - started);
    totals.get(way)!.push(...results);
    if (set.rulesUnseen) unseen.get(way)!.push(...results);
    print(line(`round ${set.round}, ${way}`, accuracy(results)));
  }
});
print('');
for (const way of ways) print(line(`all rounds, ${way}`, accuracy(totals.get(way)!)));
print('');
const rounds = `rounds ${RULES_UNSEEN.join(', ')}`;
for (const way of ways) print(line(`${rounds}, ${way}`, accuracy(unseen.get(way)!)));
const calls = TUNING_ROUNDS.flatMap((r) => r.calls).length;
print(`\nms per call: ${ways.map((way) => `${way} ${(millis.get(way)! / calls).toFixed(2)}`).join(', ')}`);
