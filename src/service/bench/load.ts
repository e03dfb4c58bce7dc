import autocannon from 'autocannon';

export type LoadFigures = { rps: number; p50: number; p99: number; non2xx: number; errors: number; requests: number };

/** One bounded autocannon run on loopback: by duration (seconds) or by a fixed request count. */
export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  duration?: number;
  amount?: number;
};

export async function load(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body,
    connections: options.connections ?? 50,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 5 }),
    timeout: 60,
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
