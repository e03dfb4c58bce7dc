import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { qaClockSchema, qaResetAnswerSchema, type QaProject } from '../../../contract/qa.ts';
import {
  qaSnapshotDocumentSchema,
  qaSnapshotListSchema,
  qaSnapshotSchema,
  type QaSnapshotDocument,
} from '../../../contract/qa-snapshots.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { maxNamedSnapshots } from '../../qa/mode.ts';
import { openApiPathsSchema, readAs } from '../../testing/api.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, keysOf, redeem, redemptionsOf } = useQaProjects();

const snapshotsOf = (p: QaProject) => `/promodesk/qa/projects/${p.project_id}/snapshots`;
const take = (p: QaProject, name: string) => readAs(control(snapshotsOf(p), 'POST', { name }), qaSnapshotSchema, 201);
const resetTo = (p: QaProject, snapshot: string) =>
  readAs(control('/promodesk/qa/reset', 'POST', { project_id: p.project_id, snapshot }), qaResetAnswerSchema, 200);
const exported = (p: QaProject, name: string) =>
  readAs(control(`${snapshotsOf(p)}/${name}`, 'GET'), qaSnapshotDocumentSchema, 200);
const importInto = (p: QaProject, name: string, document: unknown) =>
  control(`${snapshotsOf(p)}/${name}`, 'PUT', document);
const clockOf = (p: QaProject) =>
  readAs(control(`/promodesk/qa/projects/${p.project_id}/clock`, 'GET'), qaClockSchema, 200);
const redemptionIds = async (p: QaProject) => (await redemptionsOf(p)).redemptions.map((r) => r.id).sort();
const redeemedId = async (p: QaProject, code: string) =>
  (await (await redeem(p, code)).json()).parent_redemption.id as string;

describe('QA named snapshots', () => {
  it('returns a project to a named snapshot: its rows, its clock then, and ids that count on', async () => {
    const project = await createProject({ seed: 'snapshots', clock: { freeze: '2026-06-15T12:00:00Z' } });
    const seeded = await redemptionIds(project);
    const first = await redeemedId(project, demoCodes.percentOff);
    await control(`/promodesk/qa/projects/${project.project_id}/clock`, 'POST', { advance_seconds: 3600 });
    const taken = await take(project, 'after-first');
    expect(taken).toMatchObject({ name: 'after-first', clock: { now: '2026-06-15T13:00:00.000Z', frozen: true } });

    const second = await redeemedId(project, demoCodes.amountOff);
    await control(`/promodesk/qa/projects/${project.project_id}/clock`, 'POST', { advance_seconds: 86_400 });
    const back = await resetTo(project, 'after-first');
    expect(back).toMatchObject({ project_id: project.project_id, snapshot: 'after-first' });
    expect(await redemptionIds(project)).toEqual([...seeded, first].sort());
    expect(await clockOf(project)).toMatchObject({ now: '2026-06-15T13:00:00.000Z', frozen: true });

    // After the snapshot, the same requests give the same new ids again, none of them one the snapshot holds.
    const again = await redeemedId(project, demoCodes.amountOff);
    expect([...seeded, first]).not.toContain(again);
    await resetTo(project, 'after-first');
    expect(await redeemedId(project, demoCodes.amountOff)).toBe(again);
    expect(again).not.toBe(second);

    // The seed and the snapshot stay reachable in any order.
    await readAs(control('/promodesk/qa/reset', 'POST', { project_id: project.project_id }), qaResetAnswerSchema, 200);
    expect(await redemptionIds(project)).toEqual(seeded);
    await resetTo(project, 'after-first');
    expect(await redemptionIds(project)).toEqual([...seeded, first].sort());
  });

  it('lists, takes again under a name, deletes, and refuses what it cannot do', async () => {
    const project = await createProject({ seed: 'snapshot-list' });
    await take(project, 'a');
    await redeem(project, demoCodes.percentOff);
    const retaken = await take(project, 'a');
    await take(project, 'b');
    const list = await readAs(control(snapshotsOf(project), 'GET'), qaSnapshotListSchema, 200);
    expect(list.data.map((s) => s.name)).toEqual(['a', 'b']);
    expect(list.data[0]!.rows).toBe(retaken.rows);
    expect(list.data[0]!.clock).toBeNull();

    expect((await control(`${snapshotsOf(project)}/b`, 'DELETE')).status).toBe(204);
    for (const request of [
      control(`${snapshotsOf(project)}/b`, 'GET'),
      control(`${snapshotsOf(project)}/b`, 'DELETE'),
      control('/promodesk/qa/reset', 'POST', { project_id: project.project_id, snapshot: 'b' }),
      control(`/promodesk/qa/projects/proj_nope/snapshots`, 'POST', { name: 'x' }),
    ])
      expect((await readAs(request, errorBodySchema, 404)).code).toBe(404);
    for (const body of [{ name: '../up' }, { name: 'a', extra: 1 }, {}])
      await readAs(control(snapshotsOf(project), 'POST', body), errorBodySchema, 400);
    const orphan = await readAs(control('/promodesk/qa/reset', 'POST', { snapshot: 'a' }), errorBodySchema, 400);
    expect(orphan.details).toMatch(/project_id/);

    for (let i = 1; i < maxNamedSnapshots; i++) await take(project, `n${i}`);
    const full = await readAs(control(snapshotsOf(project), 'POST', { name: 'one-more' }), errorBodySchema, 409);
    expect(full.details).toMatch(/DELETE/);
    await take(project, 'a');
  });

  it('exports a snapshot and imports it into a fresh project, whose keys stay its own', async () => {
    const source = await createProject({ seed: 'snapshot-source', clock: { freeze: '2026-03-01T09:00:00Z' } });
    const redeemed = await redeemedId(source, demoCodes.percentOff);
    await take(source, 'fixture');
    const document = await exported(source, 'fixture');
    expect(document).toMatchObject({
      format: 'promodesk.qa-snapshot',
      format_version: 1,
      project_id: source.project_id,
    });
    expect(document.tables.api_keys).toBeUndefined();
    expect(JSON.stringify(document)).not.toMatch(/secret_hash|token_hash/);

    const target = await createProject({ seed: 'snapshot-target' });
    const answer = await readAs(importInto(target, 'from-ci', document), qaSnapshotSchema, 200);
    expect(answer).toMatchObject({ name: 'from-ci', project_id: target.project_id });
    // The target holds the source's redemptions under ids of its own, answers to its own keys, at the source's time.
    const sourceIds = await redemptionIds(source);
    const targetIds = await redemptionIds(target);
    expect(targetIds).toHaveLength(sourceIds.length);
    expect(targetIds).not.toContain(redeemed);
    const redeemedOf = async (p: QaProject) =>
      (await (await service.request(`/v1/vouchers/${demoCodes.percentOff}`, { headers: keysOf(p) })).json()).redemption
        .redeemed_quantity;
    expect(await redeemedOf(target)).toBe(await redeemedOf(source));
    expect(await clockOf(target)).toMatchObject({ now: '2026-03-01T09:00:00.000Z', frozen: true });
    // The source is untouched, and the target returns to the import after changing.
    expect(await redemptionIds(source)).toEqual(sourceIds);
    await redeem(target, demoCodes.amountOff);
    await resetTo(target, 'from-ci');
    expect(await redemptionIds(target)).toEqual(targetIds);

    // Into its own project, a document keeps its ids.
    await redeem(source, demoCodes.amountOff);
    await readAs(importInto(source, 'fixture', document), qaSnapshotSchema, 200);
    expect(await redemptionIds(source)).toEqual(sourceIds);
  });

  it('imports a document from an older schema, and refuses with why one it cannot take, changing nothing', async () => {
    const source = await createProject({ seed: 'snapshot-old' });
    await take(source, 'fixture');
    const document = await exported(source, 'fixture');
    const target = await createProject({ seed: 'snapshot-older-target' });
    const before = await redemptionIds(target);

    // An older schema lacked a column that has a default since: the import fills it in.
    const older = structuredClone(document);
    older.schema_version = '0001_older';
    for (const row of older.tables.campaigns!) delete row.join_once;
    await readAs(importInto(target, 'older', older), qaSnapshotSchema, 200);
    await readAs(control('/promodesk/qa/reset', 'POST', { project_id: target.project_id }), qaResetAnswerSchema, 200);

    const refusals: [string, (d: QaSnapshotDocument) => unknown, RegExp][] = [
      ['newer format', (d) => ({ ...d, format_version: 2 }), /format_version 2 is newer/],
      [
        'removed column',
        (d) => {
          d.schema_version = '0001_older';
          d.tables.campaigns![0]!.legacy_flag = true;
          return d;
        },
        /campaigns\[0\]\.legacy_flag is not a column.*taken on schema 0001_older/,
      ],
      ['unknown table', (d) => ({ ...d, tables: { ...d.tables, ['__proto__']: [] } }), /__proto__/],
      [
        'wrong type',
        (d) => ((d.tables.vouchers![0]!.active = 'yes'), d),
        /vouchers\[0\]\.active must be true or false/,
      ],
      [
        'a reference leaving the document',
        (d) => ((d.tables.vouchers![0]!.campaign_id = 'camp_elsewhere'), d),
        /vouchers\.campaign_id names camp_elsewhere/,
      ],
      [
        'a rule assigned to an object outside the document',
        (d) => ((d.tables.validation_rule_assignments![0]!.related_object_id = 'camp_elsewhere'), d),
        /validation_rule_assignments\[0\]\.related_object_id names camp_elsewhere/,
      ],
      [
        "stacking rules beyond the API's bounds",
        (d) => ((d.tables.projects![0]!.stacking_rules = { redeemables_limit: 1000 }), d),
        /projects\[0\]\.stacking_rules\.redeemables_limit/,
      ],
      [
        'rows that clash',
        (d) => ((d.tables.vouchers![1]!.code = d.tables.vouchers![0]!.code), d),
        /do not fit together/,
      ],
    ];
    for (const [what, change, reason] of refusals) {
      const answer = await readAs(importInto(target, 'bad', change(structuredClone(document))), errorBodySchema, 400);
      expect(answer.details, what).toMatch(reason);
      expect(await redemptionIds(target), what).toEqual(before);
    }
    const list = await readAs(control(snapshotsOf(target), 'GET'), qaSnapshotListSchema, 200);
    expect(list.data.map((s) => s.name)).toEqual(['older']);
  });

  it('publishes its paths in the OpenAPI document', async () => {
    const { paths } = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
    expect(Object.keys(paths['/promodesk/qa/projects/{projectId}/snapshots']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/promodesk/qa/projects/{projectId}/snapshots/{name}']!).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
  });
});
