import { eq } from 'drizzle-orm';
import type { Executor } from './db.ts';
import { modelVersion } from './schema/model-version.ts';

/** Entries one snapshot keeps at most; past that it starts afresh, so unknown ids cannot grow memory. */
const maxEntries = 20_000;

/** What a process keeps in memory for one model version: loads by key, each run once. */
export type ModelSnapshot = {
  version: number;
  /** With `forgetMissing`, an undefined result is not kept (for rows whose insertion does not raise the version). */
  memo<T>(key: string, load: () => Promise<T>, options?: { forgetMissing?: boolean }): Promise<T>;
  /** Values by id under `prefix`: the ids not yet known are loaded together, in one call of `load`. */
  memoMany<T>(
    prefix: string,
    ids: readonly string[],
    load: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T>>;
};

/**
 * Loads values by key in shared batches, each read started after its callers asked: keys asked for while a batch
 * is under way go together in the next one. One statement serves every concurrent request of a hot path.
 */
export function sharedFreshBatch<Key, Value>(load: (keys: Key[]) => Promise<Map<Key, Value>>) {
  type Waiter = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };
  let pending = new Map<Key, Waiter[]>();
  let running = false;
  const flush = () => {
    const batch = pending;
    pending = new Map();
    running = true;
    load([...batch.keys()])
      .then(
        (values) => batch.forEach((waiters, key) => waiters.forEach((w) => w.resolve(values.get(key)))),
        (error: unknown) => batch.forEach((waiters) => waiters.forEach((w) => w.reject(error))),
      )
      .finally(() => {
        running = false;
        if (pending.size) flush();
      });
  };
  return (key: Key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!running) flush();
    });
}

/**
 * Calls `read` so that every caller gets a value read after it called: a shared batch of one key. Under load that is
 * one read per round trip, whatever the number of requests.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  const batch = sharedFreshBatch(async () => new Map([[true, await read()]]));
  return () => batch(true) as Promise<T>;
}

/**
 * One value per database, made by `create` at its first use: a shared batch defined once, joined by every app and
 * request on that database.
 */
export function perDatabase<T>(create: (db: Executor) => T): (db: Executor) => T {
  const made = new WeakMap<Executor, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = create(db)));
    return value;
  };
}

function createSnapshot(version: number): ModelSnapshot {
  const entries = new Map<string, Promise<unknown>>();
  const snapshot: ModelSnapshot = {
    version,
    async memoMany<T>(
      prefix: string,
      ids: readonly string[],
      load: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
    ) {
      const unique = [...new Set(ids)];
      // The ids whose entries this call creates; they are loaded together once the loop has named them all.
      const toLoad: string[] = [];
      const loaded = Promise.resolve().then(() => (toLoad.length ? load(toLoad) : new Map<string, T>()));
      const values = await Promise.all(
        unique.map((id) =>
          snapshot.memo(`${prefix}:${id}`, () => {
            toLoad.push(id);
            return loaded.then((found) => found.get(id));
          }),
        ),
      );
      return new Map(unique.flatMap((id, i) => (values[i] === undefined ? [] : [[id, values[i]] as const])));
    },
    memo<T>(key: string, load: () => Promise<T>, options: { forgetMissing?: boolean } = {}) {
      const known = entries.get(key);
      if (known) return known as Promise<T>;
      if (entries.size >= maxEntries) entries.clear();
      const loading = load();
      entries.set(key, loading);
      // A failed load (the database away) is not remembered.
      loading.then(
        (value) => {
          if (value === undefined && options.forgetMissing) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return loading;
    },
  };
  return snapshot;
}

/**
 * Definitions the hot paths read on every request (credentials, projects and their client origins, tiers,
 * campaigns, categories, rules, filtered segments, earning rules, template pages, qualification candidates), kept in
 * memory per model version. Every change to them raises `model_version` in its own transaction (triggers), and each
 * request compares it first, so the very next request on any process sees a change; concurrent requests share that
 * one small read.
 */
export function createModelCache(db: Executor) {
  const readVersion = sharedFreshRead(async () => {
    const [row] = await db.select({ version: modelVersion.version }).from(modelVersion).where(eq(modelVersion.id, 1));
    return row?.version ?? 0;
  });
  let snapshot = createSnapshot(-1);
  return {
    /** The snapshot of the current version, read after this call. */
    async current(): Promise<ModelSnapshot> {
      const version = await readVersion();
      if (version !== snapshot.version) snapshot = createSnapshot(version);
      return snapshot;
    },
  };
}

export type ModelCache = ReturnType<typeof createModelCache>;
