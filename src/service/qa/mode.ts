import type { QaClockChange } from '../../contract/qa.ts';
import type { Db } from '../store/db.ts';
import {
  projectIdsIn,
  projectPart,
  restoreSnapshot,
  storeRowCount,
  takeSnapshot,
  type Snapshot,
} from '../store/repositories/snapshots.ts';
import { createQaClock, type QaClock } from './clock.ts';
import { qaScope, type IdSource, type QaScope } from './context.ts';
import { createFaults } from './faults.ts';
import { createFidelityTally } from './fidelity.ts';
import { createIdSource, idsMadeIn } from './ids.ts';
import { createJournal } from './journal.ts';
import { createRequestGate } from './request-gate.ts';
import { createSinks } from './sinks.ts';

/** Resets keep the store's rows in memory: QA mode is for test stores (the demo seed is about 450 rows). */
const maxStoreRows = 200_000;

/** Projects made in QA mode keep a snapshot in memory each: a whole-store reset makes room again. */
export const maxQaProjects = 200;

/**
 * What a project was given at its start, to return to at a reset; `idsMade`: the ids its rows held then (a store kept
 * from an earlier QA process holds that process's), which its id source counts on from.
 */
type ProjectSeed = { seed: string; snapshot: Snapshot | undefined; clock: QaClockChange | undefined; idsMade?: number };

/** Named snapshots a project keeps at most (each holds the project's rows in memory). */
export const maxNamedSnapshots = 20;

/** A project's state as a suite named it: its rows, its clock then (null: the store's) and the ids made till then. */
export type NamedSnapshot = {
  takenAt: Date;
  snapshot: Snapshot;
  clock: { now: string; frozen: boolean } | null;
  idsMade: number;
};

/** The change putting a fresh clock where a snapshot's stood: still if it stood still, else running from there. */
const clockChangeOf = (clock: NamedSnapshot['clock']): QaClockChange | undefined =>
  clock ? (clock.frozen ? { freeze: clock.now } : { set: clock.now }) : undefined;

/**
 * QA mode's state (`PROMODESK_QA=1`), in this process: the store's clock and each project's (when moved apart),
 * ids, request journal and faults; the webhook sinks; and the snapshots resets return to. Projects found in the
 * store at the start are seeded with their own id and reset to how the start found them.
 */
export function createQaMode(machineNow: () => number = Date.now) {
  const storeClock = createQaClock(machineNow);
  const seeds = new Map<string, ProjectSeed>();
  const states = new Map<string, ReturnType<typeof freshState>>();
  const named = new Map<string, Map<string, NamedSnapshot>>();
  const storeFidelity = createFidelityTally();
  const settling = new Set<string>();
  let storeSnapshot: Snapshot | undefined;
  let startProjects = new Set<string>();

  const seedOf = (projectId: string) =>
    seeds.get(projectId) ?? { seed: projectId, snapshot: undefined, clock: undefined };
  function freshState(ids: IdSource, clockChange: QaClockChange | undefined) {
    let clock: QaClock | undefined;
    if (clockChange) {
      clock = createQaClock(machineNow);
      clock.change(clockChange);
    }
    return { clock, ids, journal: createJournal(), faults: createFaults(), fidelity: createFidelityTally() };
  }
  const project = (projectId: string) => {
    let state = states.get(projectId);
    if (!state) {
      const seed = seedOf(projectId);
      state = freshState(createIdSource(seed.seed, seed.idsMade), seed.clock);
      states.set(projectId, state);
    }
    return state;
  };
  const snapshotsOf = (projectId: string) => {
    let held = named.get(projectId);
    if (!held) named.set(projectId, (held = new Map()));
    return held;
  };
  /** The project starts over from a named snapshot: its clock then, ids counting on, an empty journal, no faults. */
  const startFrom = (projectId: string, name: string, taken: NamedSnapshot) => {
    const ids = createIdSource(`${seedOf(projectId).seed}@${name}`, taken.idsMade);
    states.set(projectId, freshState(ids, clockChangeOf(taken.clock)));
  };

  /** The webhook queue's view of project clocks: those standing apart, at their time, and those being settled. */
  const projectClocks = () => ({
    apart: new Map(
      [...states].flatMap(([projectId, state]) => (state.clock ? [[projectId, state.clock.now()] as const] : [])),
    ),
    held: settling as ReadonlySet<string>,
  });

  /** The clock of the project the current request or job acts in; the store's outside one. */
  const clockInScope = () => {
    const projectId = qaScope.getStore()?.projectId;
    return (projectId && states.get(projectId)?.clock) || storeClock;
  };

  return {
    storeClock,
    /** Requests in a project and its resets, kept apart. */
    requests: createRequestGate(),
    sinks: createSinks(),
    /** Every project's answers since the start or the last whole-store reset, whatever project resets came between. */
    storeFidelity,
    now: () => clockInScope().now(),
    /** A project's time before a request is bound to it. */
    projectNow: (projectId: string) => (states.get(projectId)?.clock ?? storeClock).now(),
    project,
    /** A project's own clock, split from the store's where it stands now the first time it is moved. */
    clockOf(projectId: string) {
      const state = project(projectId);
      if (!state.clock) {
        state.clock = createQaClock(machineNow);
        const { now, frozen } = storeClock.read();
        state.clock.change(frozen ? { freeze: now } : { set: now });
      }
      return state.clock;
    },
    readClock: (projectId: string) => (project(projectId).clock ?? storeClock).read(),
    projectClocks,
    /** The time the webhook queue reads now. */
    queueTime: () => ({ now: storeClock.now(), ...projectClocks() }),
    /** Runs a project clock's settling; meanwhile the webhook worker leaves the project's deliveries to it. */
    async settle<T>(projectId: string, work: () => Promise<T>) {
      settling.add(projectId);
      try {
        return await work();
      } finally {
        settling.delete(projectId);
      }
    },
    /** Binds the request's (or job's) scope to a project, so its clock and ids are the project's. */
    bind(scope: QaScope, projectId: string) {
      const state = project(projectId);
      scope.projectId = projectId;
      scope.ids = state.ids;
      return state;
    },
    /** Runs `work` as acting in the project (for jobs: exports take the project's time). */
    inProject<T>(projectId: string, work: () => Promise<T>) {
      return qaScope.run({ projectId, ids: project(projectId).ids }, work);
    },
    /** Remembers the store as it is now: whole-store resets return to it. */
    async captureStore(db: Db) {
      const rows = await storeRowCount(db);
      if (rows > maxStoreRows)
        throw new Error(
          `PROMODESK_QA keeps the store in memory for resets, and this one holds ${rows} rows (at most ${maxStoreRows}): use a test database`,
        );
      storeSnapshot = await takeSnapshot(db);
      startProjects = new Set(projectIdsIn(storeSnapshot));
      for (const projectId of startProjects) {
        const idsMade = idsMadeIn([...projectPart(storeSnapshot, projectId).rows.values()].flat());
        if (idsMade) seeds.set(projectId, { ...seedOf(projectId), idsMade });
      }
    },
    /** Remembers a project created in QA mode, right after its seeding. */
    async captureProject(db: Db, projectId: string, seed: string, clock: QaClockChange | undefined) {
      seeds.set(projectId, { seed, clock, snapshot: await takeSnapshot(db, projectId) });
      states.delete(projectId);
    },
    /** A project's named snapshots, by name. */
    snapshotsOf: (projectId: string): ReadonlyMap<string, NamedSnapshot> => snapshotsOf(projectId),
    /** Takes (or takes again) a named snapshot of the project as it is now. */
    async takeNamed(db: Db, projectId: string, name: string) {
      const state = project(projectId);
      const reading = state.clock?.read();
      const clock = reading ? { now: reading.now, frozen: reading.frozen } : null;
      const taken = {
        takenAt: new Date(machineNow()),
        snapshot: await takeSnapshot(db, projectId),
        clock,
        idsMade: state.ids.made(),
      };
      snapshotsOf(projectId).set(name, taken);
      return taken;
    },
    forgetNamed: (projectId: string, name: string) => snapshotsOf(projectId).delete(name),
    /** The project back to a named snapshot: rows, clock, ids counting on; journal and faults start over. */
    async resetTo(db: Db, projectId: string, name: string) {
      const taken = snapshotsOf(projectId).get(name)!;
      await restoreSnapshot(db, taken.snapshot, projectId);
      startFrom(projectId, name, taken);
    },
    /**
     * Keeps the project's rows as they now stand (just written from an imported document) as a named snapshot
     * with the document's clock and id count, and starts the project over from it.
     */
    async keepImported(db: Db, projectId: string, name: string, imported: Omit<NamedSnapshot, 'snapshot' | 'takenAt'>) {
      const taken = { ...imported, takenAt: new Date(machineNow()), snapshot: await takeSnapshot(db, projectId) };
      snapshotsOf(projectId).set(name, taken);
      startFrom(projectId, name, taken);
      return taken;
    },
    /** A project back to its seed (rows, clock, ids, journal, faults), or without one the whole store. */
    async reset(db: Db, projectId?: string) {
      if (!storeSnapshot) throw new Error('QA mode: the store was not captured at the start');
      if (projectId) {
        const seed = seedOf(projectId);
        // A project there at the start keeps its part of the store's snapshot, and its marks, from its first reset.
        seed.snapshot ??= projectPart(storeSnapshot, projectId);
        seeds.set(projectId, seed);
        await restoreSnapshot(db, seed.snapshot, projectId);
        states.delete(projectId);
        return;
      }
      await restoreSnapshot(db, storeSnapshot);
      for (const [projectId] of seeds) if (!startProjects.has(projectId)) seeds.delete(projectId);
      for (const [projectId] of named) if (!startProjects.has(projectId)) named.delete(projectId);
      for (const seed of seeds.values()) seed.snapshot = undefined;
      states.clear();
      storeFidelity.clear();
      storeClock.change({ reset: true });
    },
    /** Whether a reset can return the project to a seed: made in QA mode, or in the store at the start. */
    knows: (projectId: string) => seeds.has(projectId) || startProjects.has(projectId),
    /** How many projects QA mode made since the start (or the last whole-store reset). */
    projectsMade: () => [...seeds.keys()].filter((projectId) => !startProjects.has(projectId)).length,
  };
}

export type QaMode = ReturnType<typeof createQaMode>;
