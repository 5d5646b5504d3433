import { one, operation } from '../../openapi/responses.ts';
import { User } from '../../openapi/records.ts';
import { z } from 'zod';

/** How the auth routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  signIn: operation({
    id: 'signIn',
    summary: 'Sign in with a username and password, or an SMS ID and PIN',
    ok: z.object({ user: User, payload: z.object({ token: z.string() }) }).describe('The person and their bearer token'),
    errors: [401, 429],
  }),
  getMe: operation({
    id: 'getMe',
    summary: 'The signed-in person',
    ok: one(User, 'The signed-in person'),
  }),
  updateMyPassword: operation({
    id: 'updateMyPassword',
    summary: "Change one's own password",
    ok: one(User, 'The person, password changed'),
  }),
  updateMyPin: operation({
    id: 'updateMyPin',
    summary: "Change one's own PIN",
    ok: one(User, 'The person, PIN changed'),
  }),
};
