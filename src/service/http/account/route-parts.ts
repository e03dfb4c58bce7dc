import type { Context } from 'hono';
import { accountSessionSchema } from '../../../contract/access.ts';
import { describeSession } from '../../operations/account/session.ts';
import type { SignedIn } from '../../operations/account/sign-in.ts';
import { accountNow } from '../clock.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { setSessionCookie } from '../guards/sessions.ts';

/** A 200 answering the (new) session, as every sign-in path does. */
export const sessionAnswer = (description: string) => ({
  200: { description, content: { 'application/json': { schema: accountSessionSchema } } },
});

/** People and their sessions are the account's: the account's clock times what they do. */
export const accountActing = (c: Context<AppEnv>) => actingOf(c, accountNow);

/** Sets the cookie of the session an operation opened with its change, and answers who is now signed in. */
export async function answerSignedIn(c: Context<AppEnv>, { user, session }: SignedIn) {
  setSessionCookie(c, session);
  return c.json(await describeSession(dbOf(c), user, session), 200);
}
