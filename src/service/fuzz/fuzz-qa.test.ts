import { beforeAll, describe, expect, it } from 'vitest';
import { createQaMode } from '../qa/mode.ts';
import { useTestService } from '../testing/service.ts';
import { apiCredentials, documentedOperations, fuzzOperation, type Operation } from './fuzz-requests.ts';

/** QA mode's own operations (documented only when QA mode is on), fuzzed like every other (fuzz-requests.ts). */
const qa = createQaMode(() => Date.parse('2026-06-01T12:00:00.000Z'));
const service = useTestService({ qa, now: qa.now });
let operations: Operation[] = [];

beforeAll(async () => {
  // As the service does at start: whole-store resets return here.
  await qa.captureStore(service.database.db);
  operations = (await documentedOperations(service)).filter((op) => op.template.startsWith('/promodesk/qa/'));
});

describe('fuzzing QA mode', () => {
  it('answers random input with 4xx and the error body, never 5xx, and rejections write nothing', async () => {
    expect(operations.length).toBeGreaterThan(8);
    for (const op of operations) await fuzzOperation(service, op, apiCredentials);
  });
});
