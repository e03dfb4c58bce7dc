import type { QaFidelityOperation } from '../../contract/qa-fidelity.ts';

/** How one answer of an official operation compared with the official document; no `errors`: not described. */
export type FidelityOutcome = {
  operation: string;
  requestId: string;
  path: string;
  status: number;
  errors: string[] | undefined;
};

/** Differing answers kept per operation, and differences kept per answer. */
const keptDifferences = 3;
const keptErrors = 5;

/**
 * One project's fidelity tally since its last reset: per official operation, how many answers there were, how many
 * conformed, and the first that differed. Checks finish after their answers have gone; a report waits for them.
 */
export function createFidelityTally() {
  const byOperation = new Map<string, QaFidelityOperation>();
  const pending = new Set<Promise<void>>();
  const add = ({ operation, requestId, path, status, errors }: FidelityOutcome) => {
    let row = byOperation.get(operation);
    if (!row)
      byOperation.set(operation, (row = { operation, calls: 0, conformed: 0, undescribed: 0, differences: [] }));
    row.calls++;
    if (!errors) row.undescribed++;
    else if (!errors.length) row.conformed++;
    else if (row.differences.length < keptDifferences)
      row.differences.push({ request_id: requestId, path, status, errors: errors.slice(0, keptErrors) });
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
