import autocannon from 'autocannon';

export type LoadFigures = { rps: number; p50: number; p99: number; non2xx: number; errors: number; requests: number };

/** One bounded autocannon run on loopback: by duration (seconds) or by a fixed request count. */
export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * One body per connection (as many connections as bodies), each connection sending its own after its first
   * request (autocannon sets a connection's body once it has answered; the first one is `body`).
   */
  bodies?: string[];
  connections?: number;
  duration?: number;
  amount?: number;
};

export async function load(options: LoadOptions): Promise<LoadFigures> {
  const { bodies } = options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        body: bodies?.[0] ?? options.body,
        connections: bodies?.length ?? options.connections ?? 50,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 5 }),
        timeout: 60,
      },
      (error, figures) => (error ? reject(error) : resolve(figures)),
    );
    if (!bodies) return;
    const assigned = new WeakSet<autocannon.Client>();
    let next = 0;
    instance.on('response', (client: autocannon.Client) => {
      if (assigned.has(client)) return;
      assigned.add(client);
      client.setBody(bodies[next++ % bodies.length]);
    });
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}
