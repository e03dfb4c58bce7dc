import type { SinkDelivery } from '../../contract/qa.ts';

const keptPerSink = 1000;
const sinkCount = 200;

/** Built-in webhook receivers: whatever is posted to `/promodesk/qa/sink/{name}` is kept for a suite to read. */
export function createSinks() {
  const sinks = new Map<string, SinkDelivery[]>();
  return {
    /** False when the sink would be one too many. */
    receive(name: string, delivery: SinkDelivery): boolean {
      let received = sinks.get(name);
      if (!received) {
        if (sinks.size >= sinkCount) return false;
        received = [];
        sinks.set(name, received);
      }
      received.push(delivery);
      if (received.length > keptPerSink) received.shift();
      return true;
    },
    read: (name: string) => sinks.get(name) ?? [],
    clear: (name?: string) => (name === undefined ? sinks.clear() : sinks.delete(name)),
  };
}
