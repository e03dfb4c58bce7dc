import type { QaFidelityOperation, QaJudgement } from '../../contract/qa-fidelity.ts';

/** How one answer of an official operation compared with the official document and the hosted service. */
export type FidelityOutcome = {
  operation: string;
  requestId: string;
  path: string;
  status: number;
  judgement: QaJudgement;
};

/** Differing answers kept per operation, and differences kept per answer. */
const keptDifferences = 3;
const keptErrors = 5;

/** Counts one outcome in its operation's row. */
function count(row: QaFidelityOperation, { requestId, path, status, judgement }: FidelityOutcome) {
  row.calls++;
  switch (judgement.outcome) {
    case 'conformed':
      row.conformed++;
      return;
    case 'undescribed':
      row.undescribed++;
      return;
    case 'changelog_only':
      row.changelog_only++;
      for (const { date, title } of judgement.entries) {
        const named = row.changelog.find((e) => e.date === date && e.title === title);
        if (named) named.answers++;
        else row.changelog.push({ date, title, answers: 1 });
      }
      return;
    case 'differs':
      if (row.differences.length < keptDifferences)
        row.differences.push({ request_id: requestId, path, status, errors: judgement.findings.slice(0, keptErrors) });
  }
}

/**
 * One project's fidelity tally since its last reset: per official operation, how many answers there were, how many
 * conformed, relied on the changelog only or were not described, and the first that differed. Checks finish after
 * their answers have gone; a report waits for them.
 */
export function createFidelityTally() {
  const byOperation = new Map<string, QaFidelityOperation>();
  const pending = new Set<Promise<void>>();
  const add = (outcome: FidelityOutcome) => {
    const { operation } = outcome;
    let row = byOperation.get(operation);
    if (!row) {
      row = { operation, calls: 0, conformed: 0, undescribed: 0, changelog_only: 0, changelog: [], differences: [] };
      byOperation.set(operation, row);
    }
    count(row, outcome);
  };
  return {
    /** Counts an answer's outcome once its check is done (none: not an official operation). */
    track(outcome: Promise<FidelityOutcome | undefined>) {
      const counted: Promise<void> = outcome.then((o) => o && add(o)).finally(() => pending.delete(counted));
      pending.add(counted);
    },
    /** Starts over (checks under way then count in the new tally). */
    clear: () => byOperation.clear(),
    /** Every operation's row, by operation, once the checks under way are done. */
    async report() {
      await Promise.allSettled([...pending]);
      return [...byOperation.values()].sort((a, b) => a.operation.localeCompare(b.operation));
    },
  };
}

export type FidelityTally = ReturnType<typeof createFidelityTally>;
