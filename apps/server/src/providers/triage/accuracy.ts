import type { CallCategory, CallTriage, Locale } from '@studiolo/contracts';
import { CallCategory as Categories } from '@studiolo/contracts';
import type { LabelledCall } from './corpus';
import type { TriagePort } from './port';

export interface CategoryScore {
  category: CallCategory;
  /** Items labelled with the category. */
  support: number;
  /** Of those the adapter put in the category, the share that belong there (null: it put none). */
  precision: number | null;
  /** Of those that belong there, the share the adapter found (null: none are labelled so). */
  recall: number | null;
}

export interface Miss {
  id: string;
  transcript: string;
  expected: LabelledCall['expected'];
  got: Pick<CallTriage, 'category' | 'priority' | 'suggestedAction'>;
}

export interface Accuracy {
  total: number;
  category: number;
  priority: number;
  action: number;
  /** Category and priority both right. */
  both: number;
  perCategory: CategoryScore[];
  misses: Miss[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export interface Triaged {
  call: LabelledCall;
  got: CallTriage;
}

/** Runs a triage adapter over labelled calls, one after the other. */
export async function triageAll(
  port: TriagePort,
  calls: LabelledCall[],
  options: { locale: Locale; organizationName: string },
): Promise<Triaged[]> {
  const results: Triaged[] = [];
  for (const call of calls) {
    const got = await port.triage({
      transcript: call.transcript,
      locale: options.locale,
      callerName: call.callerName,
      organizationName: options.organizationName,
      outcome: call.outcome,
    });
    results.push({ call, got });
  }
  return results;
}

/** Measures triaged calls as a receptionist would: category, priority and action against the labels. */
export function accuracy(results: Triaged[]): Accuracy {
  const share = (right: (r: Triaged) => boolean) => results.filter(right).length / results.length;
  const perCategory = Categories.options.map((category): CategoryScore => {
    const labelled = results.filter((r) => r.call.expected.category === category);
    const predicted = results.filter((r) => r.got.category === category);
    const right = labelled.filter((r) => r.got.category === category).length;
    return {
      category,
      support: labelled.length,
      precision: ratio(right, predicted.length),
      recall: ratio(right, labelled.length),
    };
  });
  return {
    total: results.length,
    category: share((r) => r.got.category === r.call.expected.category),
    priority: share((r) => r.got.priority === r.call.expected.priority),
    action: share((r) => r.got.suggestedAction === r.call.expected.action),
    both: share(
      (r) => r.got.category === r.call.expected.category && r.got.priority === r.call.expected.priority,
    ),
    perCategory,
    misses: results
      .filter(
        ({ call, got }) =>
          got.category !== call.expected.category ||
          got.priority !== call.expected.priority ||
          got.suggestedAction !== call.expected.action,
      )
      .map(({ call, got }) => ({
        id: call.id,
        transcript: call.transcript,
        expected: call.expected,
        got: { category: got.category, priority: got.priority, suggestedAction: got.suggestedAction },
      })),
  };
}
