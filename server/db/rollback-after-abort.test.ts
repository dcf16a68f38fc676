import { describe, expect, it } from 'vitest';
import { openSqliteFile, withRollbackAfterAbort } from './database';

describe('the SQLite file as the query builder uses it', () => {
  const open = () => {
    const file = openSqliteFile(':memory:');
    file.exec('create table notes (id integer primary key, body text)');
    return { file, db: withRollbackAfterAbort(file) };
  };

  it('skips a ROLLBACK when SQLite has already rolled the transaction back, so the error that ended it is the one reported', () => {
    const { file, db } = open();
    expect(file.inTransaction).toBe(false);
    expect(() => db.prepare('rollback').run([])).not.toThrow();
    expect(() => file.prepare('rollback').run()).toThrow('no transaction is active');
  });

  it('still rolls back a transaction that is open', () => {
    const { file, db } = open();
    db.prepare('begin').run([]);
    db.prepare("insert into notes (body) values ('kept?')").run([]);
    db.prepare('rollback').run([]);
    expect(file.inTransaction).toBe(false);
    expect(db.prepare('select count(*) as n from notes').all([])).toEqual([{ n: 0 }]);
  });
});
