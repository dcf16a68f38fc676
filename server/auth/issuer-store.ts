import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';

const TABLE = 'issuer_records';
const SWEEP_EVERY_MS = 10 * 60 * 1000;

type Row = { payload: string; expires_at: number | string | null; consumed_at: number | string | null };

/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions) in the app's
 * database, so a member stays signed in across a restart and several API processes share it.
 */
export function createIssuerStore(database: Database): (model: string) => Adapter {
  let lastSweep = 0;
  async function sweep(now: number) {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await database.db.deleteFrom(TABLE).where('expires_at', '<', now).execute();
  }
  return (model) => new IssuerStore(database, model, sweep);
}

class IssuerStore implements Adapter {
  constructor(
    private readonly database: Database,
    private readonly model: string,
    private readonly sweep: (now: number) => Promise<void>,
  ) {}

  private get db() {
    return this.database.db;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const now = Date.now();
    const values = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      expires_at: typeof expiresIn === 'number' ? now + expiresIn * 1000 : null,
      consumed_at: null,
    };
    await this.db
      .insertInto(TABLE)
      .values({ model: this.model, id, ...values })
      .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(values))
      .execute();
    await this.sweep(now);
  }

  async find(id: string) {
    return this.first(this.select().where('id', '=', id));
  }

  async findByUid(uid: string) {
    return this.first(this.select().where('uid', '=', uid));
  }

  async findByUserCode(userCode: string) {
    return this.first(this.select().where('user_code', '=', userCode));
  }

  async consume(id: string) {
    await this.db
      .updateTable(TABLE)
      .set({ consumed_at: Math.floor(Date.now() / 1000) })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string) {
    await this.db.deleteFrom(TABLE).where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string) {
    await this.db.deleteFrom(TABLE).where('model', '=', this.model).where('grant_id', '=', grantId).execute();
  }

  private select() {
    return this.db.selectFrom(TABLE).select(['payload', 'expires_at', 'consumed_at']).where('model', '=', this.model);
  }

  private async first(query: ReturnType<IssuerStore['select']>): Promise<AdapterPayload | undefined> {
    const row = (await query.executeTakeFirst()) as Row | undefined;
    if (!row) return undefined;
    if (row.expires_at !== null && Number(row.expires_at) <= Date.now()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
  }
}
