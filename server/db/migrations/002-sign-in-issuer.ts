import type { Kysely } from 'kysely';

/** The embedded sign-in issuer: its members, and oidc-provider's sessions, grants and tokens. */
export function migration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('issuer_accounts')
        .addColumn('sub', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('issuer_records')
        .addColumn('model', 'varchar(40)', (c) => c.notNull())
        .addColumn('id', 'varchar(255)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('grant_id', 'varchar(255)')
        .addColumn('uid', 'varchar(255)')
        .addColumn('user_code', 'varchar(255)')
        .addColumn('expires_at', 'bigint')
        .addColumn('consumed_at', 'bigint')
        .addPrimaryKeyConstraint('issuer_records_pk', ['model', 'id'])
        .execute();
      await db.schema.createIndex('issuer_records_grant').on('issuer_records').columns(['model', 'grant_id']).execute();
      await db.schema.createIndex('issuer_records_uid').on('issuer_records').columns(['model', 'uid']).execute();
      await db.schema.createIndex('issuer_records_user_code').on('issuer_records').columns(['model', 'user_code']).execute();
      await db.schema.createIndex('issuer_records_expiry').on('issuer_records').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('issuer_records').execute();
      await db.schema.dropTable('issuer_accounts').execute();
    },
  };
}
