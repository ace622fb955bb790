import type { Database } from '@taxdep/db/schema';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';

/**
 * The built-in provider's storage in our database (migration 007), instead of oidc-provider's development
 * in-memory adapter: a restart keeps everybody signed in to the provider and every instance sees the same
 * sessions, grants and tokens (docs/architecture.md: the service is stateless, its state lives in PostgreSQL).
 *
 * oidc-provider's adapter contract (its example/my_adapter.js and lib/adapters/memory_adapter.js): one
 * adapter per model name ("Session", "Grant", "RefreshToken", ...); `find*` answer the stored payload or
 * undefined once it is gone or expired; after `consume` the payload carries a truthy `consumed` (epoch
 * seconds, as the memory adapter sets it); `revokeByGrantId` drops this model's objects of that grant.
 */

/** What the provider stores; the adapter reads only the lookup properties. */
export type ProviderPayload = Record<string, unknown> & {
  grantId?: unknown;
  userCode?: unknown;
  uid?: unknown;
};

export interface DatabaseAdapterOptions {
  /**
   * Seconds a row outlives the lifetime the provider gave it, like the memory adapter's `clockTolerance`
   * (the provider's default 15): the provider checks `exp` itself, so a small skew between the clocks of an
   * instance and the database never makes a still-valid object vanish early.
   */
  graceSeconds?: number;
  /** How often one provider deletes expired rows, at most (default a minute; 0 on every write). */
  pruneEveryMs?: number;
  /** How many expired rows one pruning deletes, at most (default 500), so a write never waits long. */
  pruneBatch?: number;
}

const DEFAULTS = { graceSeconds: 15, pruneEveryMs: 60_000, pruneBatch: 500 };

export class DatabaseAdapter {
  constructor(
    private readonly db: Kysely<Database>,
    readonly model: string,
    private readonly pruner: ExpiredRowPruner,
    private readonly graceSeconds = DEFAULTS.graceSeconds,
  ) {}

  /** Creates or replaces the object; `expiresIn` seconds from now, or no expiry when the provider gives none. */
  async upsert(id: string, payload: ProviderPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' && Number.isFinite(expiresIn)
        ? sql<Date>`now() + make_interval(secs => ${expiresIn + this.graceSeconds})`
        : null;
    const row = {
      payload: JSON.stringify(payload),
      grant_id: textOrNull(payload.grantId),
      user_code: textOrNull(payload.userCode),
      uid: textOrNull(payload.uid),
      expires_at: expiresAt,
      // A replaced object starts unconsumed; a consumed one the provider saves again carries `consumed` itself.
      consumed_at: null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ model: this.model, id, ...row })
      .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
      .execute();
    await this.pruner.maybePrune();
  }

  async find(id: string): Promise<ProviderPayload | undefined> {
    return this.findWhere('id', id);
  }

  /** The device flow's lookup (not enabled here, part of the contract). */
  async findByUserCode(userCode: string): Promise<ProviderPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  /** A session by its fixed uid (tokens bound to a session find it this way). */
  async findByUid(uid: string): Promise<ProviderPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  /** Marks a code or refresh token used; the first use's time stays. */
  async consume(id: string): Promise<void> {
    if (!storable(id)) return;
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: sql<Date>`coalesce(consumed_at, now())` })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    if (!storable(id)) return;
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  /** Drops this model's objects of the grant (the provider calls it on every token model it revokes). */
  async revokeByGrantId(grantId: string): Promise<void> {
    if (!storable(grantId)) return;
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.model)
      .where('grant_id', '=', grantId)
      .execute();
  }

  private async findWhere(
    column: 'id' | 'user_code' | 'uid',
    value: string,
  ): Promise<ProviderPayload | undefined> {
    if (!storable(value)) return undefined;
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where(notExpired)
      // A session's id changes on sign-in (the old row is destroyed then): the latest-expiring row is current.
      .orderBy('expires_at', (order) => order.desc().nullsFirst())
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as ProviderPayload;
    return row.consumed_at ? { ...payload, consumed: epochSeconds(row.consumed_at) } : payload;
  }
}

/**
 * Deletes expired rows now and then, from the write path (no timer to stop, nothing runs while idle), in
 * bounded batches that skip rows another transaction holds, so instances never wait for each other here.
 */
export class ExpiredRowPruner {
  private nextAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly everyMs = DEFAULTS.pruneEveryMs,
    private readonly batch = DEFAULTS.pruneBatch,
  ) {}

  async maybePrune(): Promise<void> {
    const now = Date.now();
    if (now < this.nextAt) return;
    this.nextAt = now + this.everyMs;
    await pruneExpired(this.db, this.batch);
  }
}

/** Deletes up to `limit` expired rows, oldest first; answers how many. */
export async function pruneExpired(db: Kysely<Database>, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('model', 'id'),
        'in',
        selectFrom('oidc_payloads')
          .select(['model', 'id'])
          .where('expires_at', '<=', sql<Date>`now()`)
          .orderBy('expires_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .$asTuple('model', 'id'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** oidc-provider's `adapter` setting: a factory called once per model name, sharing one pruner. */
export function databaseAdapter(
  db: Kysely<Database>,
  options: DatabaseAdapterOptions = {},
): (model: string) => DatabaseAdapter {
  const { graceSeconds, pruneEveryMs, pruneBatch } = { ...DEFAULTS, ...options };
  const pruner = new ExpiredRowPruner(db, pruneEveryMs, pruneBatch);
  return (model) => new DatabaseAdapter(db, model, pruner, graceSeconds);
}

function notExpired(eb: ExpressionBuilder<Database, 'oidc_payloads'>) {
  return eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]);
}

/**
 * Whether a value can be a key of a stored row: text without NUL, which PostgreSQL text cannot hold. Ids and
 * codes come from requests (a refresh token, a client id): one with a NUL matches nothing, as it would in the
 * memory adapter, instead of failing the query.
 */
function storable(value: unknown): value is string {
  return typeof value === 'string' && !value.includes('\u0000');
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
