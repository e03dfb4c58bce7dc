/** How long a reset waits for a project's requests under way before it goes ahead anyway (a stuck download). */
const maxWaitMs = 10_000;

/**
 * Keeps a project's requests and its resets apart: a reset waits for the project's requests under way, and requests
 * arriving meanwhile wait for the reset to end. Otherwise a request that drew ids before a reset and wrote after it
 * meets ids the reset's fresh source draws again (a duplicate key), or writes into the state the reset put back.
 * A whole-store reset waits for every project's requests.
 */
export function createRequestGate() {
  const running = new Map<string, number>();
  const idle = new Map<string, (() => void)[]>();
  const resets = new Map<string, Promise<void>>();
  const wholeStore = '';
  const resetFor = (projectId: string) => resets.get(projectId) ?? resets.get(wholeStore);

  const quiet = (projectId: string) =>
    new Promise<void>((resolve) => {
      idle.set(projectId, [...(idle.get(projectId) ?? []), resolve]);
    });

  return {
    /** A request enters its project, once no reset of it is under way. */
    async enter(projectId: string) {
      for (let reset = resetFor(projectId); reset; reset = resetFor(projectId)) await reset;
      running.set(projectId, (running.get(projectId) ?? 0) + 1);
    },
    /** The request has its answer. */
    leave(projectId: string) {
      const left = (running.get(projectId) ?? 1) - 1;
      if (left > 0) return void running.set(projectId, left);
      running.delete(projectId);
      for (const wake of idle.get(projectId) ?? []) wake();
      idle.delete(projectId);
    },
    /** Runs a reset of the project (or, without one, of the whole store) with none of its requests under way. */
    async resetting<T>(projectId: string | undefined, reset: () => Promise<T>): Promise<T> {
      const key = projectId ?? wholeStore;
      for (let other = resets.get(key); other; other = resets.get(key)) await other;
      let done!: () => void;
      resets.set(key, new Promise<void>((resolve) => (done = resolve)));
      try {
        const busy = [...running.keys()].filter((id) => projectId === undefined || id === projectId);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.all(busy.map(quiet)),
          new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
        ]);
        clearTimeout(timer);
        return await reset();
      } finally {
        resets.delete(key);
        done();
      }
    },
  };
}
