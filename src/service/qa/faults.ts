import type { QaFault } from '../../contract/qa.ts';
import { pathMatches } from './journal.ts';

type ArmedFault = QaFault & { left: number };

/** One project's injected faults: the first that matches a request hits it, and wears off after `times`. */
export function createFaults() {
  let armed: ArmedFault[] = [];
  return {
    set(faults: QaFault[]) {
      armed = faults.map((f) => ({ ...f, left: f.times ?? Infinity }));
    },
    list: (): QaFault[] => armed.map(({ left: _left, ...fault }) => fault),
    take(method: string, path: string): QaFault | undefined {
      const fault = armed.find((f) => (f.method === undefined || f.method === method) && pathMatches(f.path, path));
      if (!fault) return undefined;
      if (--fault.left <= 0) armed = armed.filter((f) => f !== fault);
      return fault;
    },
  };
}
