import { one, operation } from '../../openapi/responses.ts';
import { User } from '../../openapi/records.ts';
import { z } from 'zod';

/** How the auth routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  signIn: operation({
    id: 'signIn',
    summary: 'Sign in with a username and password, or an SMS ID and PIN',
    ok: z
      .object({ user: User, payload: z.object({ token: z.string(), deviceToken: z.string() }) })
      .describe(
        "The person, their bearer token, and a device token to send with this person's next sign-in on this device",
      ),
    errors: [401, 429],
  }),
  signOut: operation({
    id: 'signOut',
    summary: 'Sign out: the token this request carries stops working, in every server process',
    ok: z.null().describe('Signed out (204, no body)'),
    status: 204,
  }),
  getMe: operation({
    id: 'getMe',
    summary: 'The signed-in person',
    ok: one(User, 'The signed-in person'),
  }),
  updateMe: operation({
    id: 'updateMe',
    summary: "Change one's own language (en or ja); a later sign-in keeps it",
    ok: one(User, 'The signed-in person, with the new language'),
  }),
  updateMyPassword: operation({
    id: 'updateMyPassword',
    summary: "Change one's own password",
    ok: z
      .object({ document: User, payload: z.object({ token: z.string() }) })
      .describe('The person, password changed, and a fresh token for this device (every earlier token has ended)'),
  }),
  updateMyPin: operation({
    id: 'updateMyPin',
    summary: "Change one's own PIN",
    ok: z
      .object({ document: User, payload: z.object({ token: z.string() }) })
      .describe('The person, PIN changed, and a fresh token for this device (every earlier token has ended)'),
  }),
};
