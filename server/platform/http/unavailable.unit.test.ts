import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { unavailableCause } from './unavailable';

/** An error as node-postgres builds it from a server's ErrorResponse. */
function serverError(code: string, message = 'server said no'): Error {
  const e = new DatabaseError(message, 100, 'error');
  e.code = code;
  return e;
}

function systemError(code: string, syscall = 'connect'): Error {
  return Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall, errno: -1 });
}

const database = { messageKey: 'api:unavailable.database', retryAfterSeconds: 5 };
const storage = { messageKey: 'api:unavailable.storage', retryAfterSeconds: 60 };

describe('unavailableCause', () => {
  it.each([
    ['a refused connection', systemError('ECONNREFUSED')],
    ['a reset connection', systemError('ECONNRESET', 'read')],
    ['a connection that timed out', systemError('ETIMEDOUT')],
    [
      'a server restarting (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server that crashed (57P02)', serverError('57P02')],
    ['a server starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['an idle session timeout (57P05)', serverError('57P05')],
    ['too many connections (53300)', serverError('53300')],
    ['a connection failure (08006)', serverError('08006')],
    ['a connection refused by the server (08004)', serverError('08004')],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection ended at shutdown', new Error('Connection terminated')],
    ['a connection that took too long', new Error('Connection terminated due to connection timeout')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a statement on a dead client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      "Drizzle's wrapper of a lost connection",
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ],
    [
      "better-auth's wrapper of a refused connection",
      new Error('Failed to get session', { cause: systemError('ECONNREFUSED') }),
    ],
    ['a refusal on every address', new AggregateError([systemError('ECONNREFUSED')], '')],
  ])('answers %s as the database unavailable', (_name, err) => {
    expect(unavailableCause(err)).toEqual(database);
  });

  it.each([
    ['a full disk', systemError('ENOSPC', 'write')],
    ['an exceeded quota', systemError('EDQUOT', 'write')],
    ['a read-only disk', systemError('EROFS', 'open')],
    [
      'the database’s disk full (53100)',
      new DrizzleQueryError(
        'insert into "donations"',
        [],
        serverError('53100', 'could not extend file "base/5/16390": No space left on device'),
      ),
    ],
  ])('answers %s as the storage unavailable', (_name, err) => {
    expect(unavailableCause(err)).toEqual(storage);
  });

  it.each([
    ['a type error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a syntax error in SQL (42601)', serverError('42601', 'syntax error at or near "selec"')],
    ['a unique violation (23505)', serverError('23505', 'duplicate key value violates unique constraint')],
    ['an idle-in-transaction timeout (25P03)', serverError('25P03')],
    ['a query cancelled by statement_timeout (57014)', serverError('57014')],
    ['a missing file', systemError('ENOENT', 'open')],
    ['a message that only mentions a connection', new Error('Connection id 4 is not a number')],
    ['a thrown string', 'ECONNREFUSED'],
    ['a wrapper of a bug', new DrizzleQueryError('select', [], new RangeError('bad'))],
  ])('leaves %s a 500', (_name, err) => {
    expect(unavailableCause(err)).toBeNull();
  });
});
