import { createRoute } from '@hono/zod-openapi';
import {
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
} from '../../../contract/access.ts';
import { sessionAuth } from '../guards/guards.ts';
import { limitByAddress } from '../guards/rate-limit.ts';
import { sessionCookieHash } from '../guards/sessions.ts';
import { completePasswordReset, requestPasswordReset, updateProfile } from '../../operations/account/password.ts';
import { describeSession } from '../../operations/account/session.ts';
import { liveSession } from '../guards/people.ts';
import { dbOf, passwordCostOf, sendMail } from '../context.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';
import { accountActing, answerSignedIn, sessionAnswer } from './route-parts.ts';

const requestRoute = createRoute({
  method: 'post',
  path: '/promodesk/password-reset',
  tags: ['Account'],
  middleware: [limitByAddress],
  request: jsonBody(passwordResetRequestSchema),
  responses: {
    204: { description: 'If the email belongs to someone, a reset link is on its way (the answer never tells)' },
    ...errorResponses(400),
  },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/promodesk/password-reset/complete',
  tags: ['Account'],
  middleware: [limitByAddress],
  request: jsonBody(passwordResetCompleteSchema),
  responses: { ...sessionAnswer('The new password is set; every other session ended'), ...errorResponses(400, 410) },
});

const profileRoute = createRoute({
  method: 'patch',
  path: '/promodesk/profile',
  tags: ['Account'],
  middleware: [sessionAuth],
  request: jsonBody(profileUpdateSchema),
  responses: { ...sessionAnswer('The changed profile'), ...errorResponses(400, 401, 403) },
});

/** Passwords and profiles people manage themselves, without any admin right. */
export function registerPasswordRoutes(app: Router) {
  app.openapi(requestRoute, async (c) => {
    const reset = await requestPasswordReset(dbOf(c), c.req.valid('json').email, accountActing(c));
    if (reset) {
      const link = `${c.get('deps').publicUrl}/reset-password?token=${reset.token}`;
      await sendMail(c, {
        to: reset.user.email,
        subject: 'Reset your Promodesk password',
        text: `Someone asked to reset the password of ${reset.user.email} on Promodesk.\n\nSet a new one here (the link works once, for an hour):\n${link}\n\nIf it was not you, ignore this mail.`,
      });
    }
    return c.body(null, 204);
  });

  app.openapi(completeRoute, async (c) =>
    answerSignedIn(c, await completePasswordReset(dbOf(c), c.req.valid('json'), accountActing(c), passwordCostOf(c))),
  );

  app.openapi(profileRoute, async (c) => {
    const hash = sessionCookieHash(c)!;
    const { user, session } = await liveSession(c, hash);
    const updated = await updateProfile(dbOf(c), user, c.req.valid('json'), accountActing(c), {
      cost: passwordCostOf(c),
      keepSessionHash: hash,
    });
    return c.json(await describeSession(dbOf(c), updated, session), 200);
  });
}
