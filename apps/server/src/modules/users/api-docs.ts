import { many, one, operation } from '../../openapi/responses.ts';
import { Credentials, User } from '../../openapi/records.ts';
import { z } from 'zod';

/** How the users routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listUsers: operation({
    id: 'listUsers',
    summary: 'List users',
    ok: many(User, 'Every user not deleted'),
  }),
  getUser: operation({
    id: 'getUser',
    summary: 'Get a user',
    ok: one(User, 'The user'),
  }),
  createUser: operation({
    id: 'createUser',
    summary: 'Create a user with generated credentials',
    status: 201,
    ok: z.object({ document: User, credentials: Credentials }).describe('The new user and their one-time credentials'),
    errors: [409],
  }),
  updateUser: operation({
    id: 'updateUser',
    summary: 'Update a user',
    ok: one(User, 'The user after the change'),
    errors: [409],
  }),
  deleteUser: operation({
    id: 'deleteUser',
    summary: 'Delete a user (soft: their records stay)',
    ok: one(User, 'The deleted user'),
  }),
  resetUserCredentials: operation({
    id: 'resetUserCredentials',
    summary: 'Give a user new credentials; their tokens stop working',
    ok: z.object({ document: User, credentials: Credentials }).describe('The user and their new one-time credentials'),
  }),
  listTeachers: operation({
    id: 'listTeachers',
    summary: 'List teachers',
    ok: many(User, 'Every teacher'),
  }),
  getTeacher: operation({
    id: 'getTeacher',
    summary: 'Get a teacher',
    ok: one(User, 'The teacher'),
  }),
  updateTeacher: operation({
    id: 'updateTeacher',
    summary: "Update a teacher's levels and main shift",
    ok: one(User, 'The teacher after the change'),
  }),
};
