import type { SqlBool } from 'kysely';
import type { CollectionDocs, CollectionName } from '../../schemas/collections';

/**
 * A document field as its column holds it (server/db/migrations): a boolean as SQLite's 0/1 or
 * PostgreSQL's boolean, a list as JSON text, a number or a string as it is, and a field the document
 * leaves out as null. PostgreSQL's bigints come back as numbers (server/db/database.ts).
 */
export type ColumnOf<V> = [V] extends [boolean] ? SqlBool : [V] extends [readonly unknown[]] ? string : V;

/** A synced collection's table: a column per schema field, and the deleted flag. */
export type CollectionTable<D> = { [K in keyof D]-?: ColumnOf<Exclude<D[K], undefined>> | (undefined extends D[K] ? null : never) } & {
  _deleted: SqlBool;
};

/** A document as the server stores it: its schema's fields and whether it is deleted. */
export type StoredDoc<N extends CollectionName> = CollectionDocs[N] & { id: string; updatedAt: number; _deleted: boolean };

/** Columns a write may set and no read returns (a member's sign-in identity). */
export type PrivateColumns = {
  users: { auth_id: string | null; email: string | null };
};

type PrivateOf<N extends CollectionName> = N extends keyof PrivateColumns ? PrivateColumns[N] : unknown;

/** The tables of the synced collections, by collection name (each collection's table has its name). */
export type CollectionTables = { [N in CollectionName]: CollectionTable<CollectionDocs[N]> & PrivateOf<N> };

/** Every table of the database, as the migrations make them. */
export interface Tables extends CollectionTables {
  /** The last stamp given to a write: one row, id 1. */
  change_clock: { id: number; last_stamp: number };
  /** A room's participant_ids as rows, so "rooms I am in" is an indexed question. */
  chat_participants: { room_id: string; user_id: string };
  /** When a member last read a room. */
  chat_reads: { room_id: string; user_id: string; last_read_at: number };
  /** A member's private calendar subscription address: the secret in its path. */
  calendar_feeds: { user_id: string; token: string; created_at: string };
  /**
   * Each device's web push subscription, by member and the device's own id, with the SHA-256 digest
   * (hex) of the secret its service worker renews it with (null for one stored before there was one),
   * and the language its pushes are written in (null: English).
   */
  push_subscriptions: { user_id: string; device_id: string; endpoint: string; p256dh: string; auth: string; created_at: string; renewal_digest: string | null; language: string | null };
  /** A member's push choices (schemas/push.ts), as JSON. */
  push_preferences: { user_id: string; preferences: string; updated_at: string };
  /** Until when a device of a member shows the app (ms since 1970): no push meanwhile. */
  push_presence: { user_id: string; device_id: string; visible_until: number };
  /** A conversation's push window: until when no other push goes, and how many were held meanwhile. */
  push_windows: { user_id: string; tag: string; notification_id: string; window_until: number; held: number };
  /** The embedded sign-in issuer's members. */
  issuer_accounts: { sub: string; email: string; name: string | null; created_at: string };
  /** The embedded sign-in issuer's sessions, grants and tokens. */
  issuer_records: {
    model: string;
    id: string;
    payload: string;
    grant_id: string | null;
    uid: string | null;
    user_code: string | null;
    expires_at: number | null;
    consumed_at: number | null;
  };
}

/** A column of collection N's table. */
export type ColumnName<N extends CollectionName> = keyof CollectionTables[N] & string;
