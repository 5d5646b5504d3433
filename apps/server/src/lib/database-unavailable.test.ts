import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** What node-postgres gives: an Error with PostgreSQL's fields. */
const pgError = (code: string, severity = 'ERROR', message = 'from the server') =>
  Object.assign(new Error(message), { code, severity });

describe('which errors mean the database is unavailable', () => {
  it.each([
    [
      'a terminated backend (57P01), wrapped by Drizzle',
      new DrizzleQueryError(
        'select 1',
        [],
        pgError('57P01', 'FATAL', 'terminating connection due to administrator command'),
      ),
    ],
    ['a server starting up (57P03)', pgError('57P03', 'FATAL', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['too many connections (53300)', pgError('53300', 'FATAL')],
    [
      'a database that refuses connections (FATAL 55000)',
      pgError('55000', 'FATAL', 'database "x" is not currently accepting connections'),
    ],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection ended mid-statement', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    [
      'a client that lost its connection earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('%s: yes', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', new DrizzleQueryError('insert', [], pgError('23505'))],
    ['a bad uuid (22P02)', pgError('22P02')],
    ['a serialization failure (40001)', pgError('40001')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('%s: no', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
