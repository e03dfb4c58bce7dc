import { describe, expect, it } from 'vitest';
import { accountSessionSchema } from '../../../contract/access.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { hashSecret } from '../../secrets/secrets.ts';
import { jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';
import { users } from '../../store/schema/people.ts';

const service = useTestService({ setupTokenHash: hashSecret('the-setup-secret') });
const setUp = (token: string, email: string) =>
  service.request(
    '/promodesk/setup',
    jsonRequest('POST', { token, email, name: 'First Owner', password: 'a strong first password' }, {}),
  );

describe('the one-time setup link', () => {
  it('creates the first account as ADMIN of every project, once, and only with the printed secret', async () => {
    await service.database.db.delete(users);
    const wrong = await setUp('not-the-secret', 'first@example.com');
    expect(wrong.status).toBe(410);
    expect(errorBodySchema.parse(await wrong.json()).key).toBe('setup_done');

    const done = await setUp('the-setup-secret', 'first@example.com');
    expect(done.status).toBe(200);
    const session = accountSessionSchema.parse(await done.json());
    expect(session.user).toMatchObject({ email: 'first@example.com', name: 'First Owner' });
    expect(session.memberships.map((m) => m.role)).toEqual(['ADMIN', 'ADMIN']);

    const again = await setUp('the-setup-secret', 'second@example.com');
    expect(again.status).toBe(410);
    expect(await service.database.db.select().from(users)).toHaveLength(1);
  });
});
