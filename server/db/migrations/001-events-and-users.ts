import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('change_clock')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('last_stamp', 'bigint', (c) => c.notNull())
        .execute();
      await db.insertInto('change_clock' as never).values({ id: 1, last_stamp: 0 } as never).execute();

      await db.schema
        .createTable('events')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('slug', 'varchar(100)', (c) => c.unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('location', 'text')
        .addColumn('starts_at', 'varchar(40)')
        .addColumn('ends_at', 'varchar(40)')
        .addColumn('live_status', 'varchar(7)', (c) => c.notNull())
        .addColumn('is_community', bool, (c) => c.notNull())
        .addColumn('is_meetverse', bool)
        .addColumn('created_by', 'varchar(36)')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('events_checkpoint').on('events').columns(['updatedAt', 'id']).execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('slug', 'varchar(100)', (c) => c.unique())
        .addColumn('auth_id', 'varchar(255)', (c) => c.unique())
        .addColumn('email', 'varchar(320)', (c) => c.unique())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('linkedin_url', 'text')
        .addColumn('profile_picture', 'text')
        .addColumn('bio', 'text')
        .addColumn('is_active', bool)
        .addColumn('last_active_at', 'varchar(40)')
        .addColumn('fields_of_expertise', 'text')
        .addColumn('professional_background', 'text')
        .addColumn('can_help_with', 'text')
        .addColumn('interests', 'text')
        .addColumn('personality_traits', 'text')
        .addColumn('skills', 'text')
        .addColumn('deactivated_at', 'varchar(40)')
        .addColumn('role', 'varchar(8)')
        .addColumn('created_at', 'varchar(40)')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_checkpoint').on('users').columns(['updatedAt', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('users').execute();
      await db.schema.dropTable('events').execute();
      await db.schema.dropTable('change_clock').execute();
    },
  };
}
