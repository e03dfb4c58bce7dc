import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { demoPeople } from '../src/service/seed/people.ts';
import { e2eFrozenAt, e2eKeys } from './env.ts';

/*
 * QA mode's per-worker isolation: each Playwright worker gets a project of its own, seeded with the demo content
 * and its own keys, on a clock frozen at `e2eFrozenAt`; before each test it goes back to that seed. Workers then run
 * in parallel without sharing a row.
 */

export type WorkerProject = {
  project_id: string;
  name: string;
  app_id: string;
  app_token: string;
  client_app_id: string;
  client_token: string;
  client_origins: string[];
};

export const managementHeaders = {
  'X-Management-Id': e2eKeys.managementId,
  'X-Management-Token': e2eKeys.managementToken,
};

/** The demo people, members of each worker's project with the role they hold in the demo project. */
const members = demoPeople.map(({ email, role }) => ({ email, role }));

let current: WorkerProject | undefined;

/** This worker's project (the `workerProject` fixture makes it before the worker's first test). */
export function workerProject(): WorkerProject {
  if (!current) throw new Error('No worker project yet: tests get one through the fixtures in e2e/fixtures.ts');
  return current;
}

/** Makes this worker's project; the seed names the worker, so a run's ids are the same every time. */
export async function createWorkerProject(request: APIRequestContext, workerIndex: number) {
  const response = await request.post('/promodesk/qa/projects', {
    headers: managementHeaders,
    data: { seed: `e2e-worker-${workerIndex}`, members, clock: { freeze: e2eFrozenAt } },
  });
  expect(response.status(), await response.text()).toBe(201);
  current = (await response.json()) as WorkerProject;
  return current;
}

/** The worker's project back at its seed, its clock back at `e2eFrozenAt`. */
export async function resetWorkerProject(request: APIRequestContext) {
  const response = await request.post('/promodesk/qa/reset', {
    headers: managementHeaders,
    data: { project_id: workerProject().project_id },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Moves the worker project's clock (it stays frozen): `{ advance_seconds }` or `{ set }`. */
export async function moveProjectClock(
  request: APIRequestContext,
  change: { advance_seconds: number } | { set: string },
) {
  const response = await request.post(`/promodesk/qa/projects/${workerProject().project_id}/clock`, {
    headers: managementHeaders,
    data: change,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const appHeaders = () => ({ 'X-App-Id': workerProject().app_id, 'X-App-Token': workerProject().app_token });
export const clientHeaders = () => ({
  'X-Client-Application-Id': workerProject().client_app_id,
  'X-Client-Token': workerProject().client_token,
  origin: workerProject().client_origins[0]!,
});
