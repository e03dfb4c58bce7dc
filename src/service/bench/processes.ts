import { benchData } from '../seed/bench-data.ts';
import { appHeaders } from '../testing/harness.ts';
import { builtService, currentRssMiB, startChildProcessService } from '../testing/child-process-service.ts';
import { load } from './load.ts';
import { getJson, judged, type Row, type StoreKind } from './bench-kit.ts';
import { benchTiers, halves, overRedemptionsIn, redemptionBodies, redemptionLoad, type Shape } from './scenarios.ts';

type Service = Awaited<ReturnType<typeof startChildProcessService>>;

/** The built service (as `npm run serve` runs it) on a store, timed from spawn to its first answer from the database. */
async function startBuilt(env: Record<string, string>, nodeArgs: string[]) {
  const started = performance.now();
  const server = await startChildProcessService(env, nodeArgs, builtService());
  await getJson(`${server.base}/v1/campaigns?limit=1`, appHeaders);
  return { server, seconds: (performance.now() - started) / 1000 };
}

/** Starts the built service on the seeded data and times it from spawn to its first answer from the database. */
export async function startupScenario(
  env: Record<string, string>,
  kind: StoreKind,
  nodeArgs: string[],
): Promise<{ row: Row; server: Service }> {
  const { server, seconds } = await startBuilt(env, nodeArgs);
  const row = {
    key: 'startup',
    scenario: '`npm run serve` on existing data to first answer',
    notes: `${seconds.toFixed(2)} s`,
    figures: { seconds },
  };
  return { row: judged(kind, row, { seconds }), server };
}

/** The built service's resident memory once it has started on a demo store and answered once. */
export async function memoryScenario(env: Record<string, string>, kind: StoreKind): Promise<Row> {
  const { server, seconds } = await startBuilt(env, []);
  try {
    const rssMiB = currentRssMiB(server.pid);
    const row = {
      key: 'memory',
      scenario: 'resident memory after start, demo data',
      notes: `${rssMiB} MiB (first answer after ${seconds.toFixed(2)} s)`,
      figures: { rssMiB },
    };
    return judged(kind, row, { rssMiB });
  } finally {
    await server.stop();
  }
}

const perSecond = (succeeded: number, seconds: number) => Math.round((succeeded / seconds) * 10) / 10;

/**
 * A second process on the same PostgreSQL: stacked redemptions (`hot` or `spread`, as the one-process rows) through
 * one process with 50 clients, then through both with 25 each at once, and 300 requests split over both for 200
 * uses.
 */
export async function twoProcessScenario(
  first: Service,
  env: Record<string, string>,
  nodeArgs: string[],
  shape: Shape,
): Promise<Row> {
  const second = await startChildProcessService(env, nodeArgs, builtService());
  try {
    const tierId = (await benchTiers(first.base))[1]!.id;
    const timed = redemptionBodies(shape, benchData.plentyCode, 'SPREAD', tierId);
    const seconds = 5;
    // Both warm before either is timed.
    await Promise.all(
      [first, second].map((s, half) =>
        load({ ...redemptionLoad(s.base), ...halves(timed, half as 0 | 1), duration: 2 }),
      ),
    );
    const one = await load({ ...redemptionLoad(first.base), ...timed, duration: seconds });
    const both = await Promise.all(
      [first, second].map((s, half) =>
        load({ ...redemptionLoad(s.base), ...halves(timed, half as 0 | 1), duration: seconds }),
      ),
    );
    const oneRate = perSecond(one.requests - one.non2xx - one.errors, seconds);
    const bothRate = perSecond(
      both.reduce((sum, f) => sum + f.requests - f.non2xx - f.errors, 0),
      seconds,
    );
    const scaling = Math.round((bothRate / oneRate) * 100) / 100;
    const contended = benchData.limitedQuantity + 100;
    const shared = redemptionBodies(shape, benchData.sharedCode, 'SHARED', tierId);
    await Promise.all(
      [first, second].map((s, half) =>
        load({ ...redemptionLoad(s.base), ...halves(shared, half as 0 | 1), amount: contended / 2 }),
      ),
    );
    const { used, over } = await overRedemptionsIn(first.base, shape, benchData.sharedCode, 'SHARED');
    const row = {
      key: shape === 'hot' ? 'two-processes' : 'two-processes-spread',
      scenario: `two service processes on one PostgreSQL, stacked redemption, ${shape}`,
      rps: bothRate,
      p99: Math.max(...both.map((f) => f.p99)),
      notes: `one process ${oneRate} req/s, two ${bothRate} req/s (${scaling}x); ${contended} requests over both for ${benchData.limitedQuantity} uses: used ${used}, over-redemptions ${over}`,
      figures: { oneProcessRps: oneRate, twoProcessRps: bothRate, scaling, overRedemptions: over },
    };
    return judged('postgres', row, { scaling, overRedemptions: over });
  } finally {
    await second.stop();
  }
}
