import { nestingDepth } from '../../contract/common.ts';
import type { SinkDelivery } from '../../contract/qa.ts';

type Kept = Omit<SinkDelivery, 'json'>;

/** Each sink keeps its newest deliveries within this many body bytes (a webhook body is a few KB). */
const bytesPerSink = 1024 * 1024;
const sinkCount = 100;

/** Deeper JSON is kept as text only: serializing it again for the reader would overflow the stack. */
const maxParsedDepth = 64;

/** The body parsed, when it is JSON of a sane depth; parsed when read, so only the raw body is kept. */
function parsed(body: string): unknown {
  try {
    const value: unknown = JSON.parse(body);
    return nestingDepth(value, maxParsedDepth) > maxParsedDepth ? null : value;
  } catch {
    return null;
  }
}

/**
 * Built-in webhook receivers: whatever is posted to `/promodesk/qa/sink/{name}` is kept for a suite to read, at most
 * `sinkCount` sinks of `bytesPerSink` each, so an open endpoint cannot grow the process without bound.
 */
export function createSinks() {
  const sinks = new Map<string, { deliveries: Kept[]; bytes: number }>();
  return {
    /** False when the sink would be one too many. */
    receive(name: string, delivery: Kept): boolean {
      let sink = sinks.get(name);
      if (!sink) {
        if (sinks.size >= sinkCount) return false;
        sink = { deliveries: [], bytes: 0 };
        sinks.set(name, sink);
      }
      sink.deliveries.push(delivery);
      sink.bytes += delivery.body.length;
      while (sink.bytes > bytesPerSink && sink.deliveries.length > 1)
        sink.bytes -= sink.deliveries.shift()!.body.length;
      return true;
    },
    read: (name: string): SinkDelivery[] =>
      (sinks.get(name)?.deliveries ?? []).map((delivery) => ({ ...delivery, json: parsed(delivery.body) })),
    clear: (name?: string) => (name === undefined ? sinks.clear() : sinks.delete(name)),
  };
}
