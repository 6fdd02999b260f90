// API keys for the public API (docs/decisions/004-public-api.md): the secret is shown once and
// only its SHA-256 is stored, so the database alone never yields a usable key.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { API_KEY_PREFIX, MAX_API_KEYS } from "../../../domain/api-keys.ts";
import { byKey } from "../../../domain/messages.ts";
import type { SessionUser } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { apiKeys, profiles, user } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";

// The part of a key shown in the list: enough to tell keys apart, far too little to guess one.
const SHOWN_CHARS = API_KEY_PREFIX.length + 6;
// last_used_at is written at most once a minute per key: a busy key would otherwise cost a
// write on every call.
const LAST_USED_RESOLUTION_MS = 60_000;

export function hashKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export interface ApiKeyCaller {
  keyId: string;
  user: SessionUser;
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
/** A key as the list shows it: never the secret. */
export type ApiKeyView = ReturnType<typeof view>;
/** The answer to a creation: the only time the secret is sent. */
export type CreatedApiKey = Awaited<ReturnType<ApiKeysService["create"]>>;

export function createApiKeysService(db: Db, now: () => Date) {
  // Read on every public-API call: prepared once. A key of a deactivated user matches nothing.
  const byHash = db
    .select({
      keyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      id: user.id,
      email: user.email,
      name: user.name,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .leftJoin(profiles, eq(profiles.userId, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.hash, sql.placeholder("hash")),
        or(isNull(profiles.status), eq(profiles.status, "active")),
      ),
    )
    .prepare("api_key_by_hash");

  async function list(userId: string) {
    const rows = await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(desc(apiKeys.createdAt));
    return rows.map(view);
  }

  /** Creates a key; the answer holds the secret, which is never readable again. */
  async function create(owner: SessionUser, name: string) {
    const secret = API_KEY_PREFIX + randomBytes(32).toString("base64url");
    const row = {
      id: randomUUID(),
      userId: owner.id,
      name,
      prefix: secret.slice(0, SHOWN_CHARS),
      hash: hashKey(secret),
      createdAt: now(),
    };
    // The user row is locked while counting, so parallel creations cannot pass the limit together.
    const created = await db.transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, owner.id)).for("update");
      const [existing] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(eq(apiKeys.userId, owner.id));
      if ((existing?.n ?? 0) >= MAX_API_KEYS) return false;
      await tx.insert(apiKeys).values(row);
      return true;
    });
    if (!created)
      throw new ApiError(409, "API_KEY_LIMIT", byKey("apiKeysLimit", { max: MAX_API_KEYS }));
    return { id: row.id, name: row.name, prefix: row.prefix, key: secret };
  }

  /** Deletes the key at once: the next call with it is refused. */
  async function revoke(userId: string, id: string): Promise<boolean> {
    const deleted = await db
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning({ id: apiKeys.id });
    return deleted.length > 0;
  }

  /** The caller a secret belongs to, or null for an unknown, revoked or deactivated one. */
  async function verify(secret: string): Promise<ApiKeyCaller | null> {
    if (!secret.startsWith(API_KEY_PREFIX)) return null;
    // Looked up by the hash through a unique index: the secret itself is never compared, so the
    // time taken says nothing about how much of it was right.
    const [row] = await byHash.execute({ hash: hashKey(secret) });
    if (!row) return null;
    const at = now();
    if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      const stale = new Date(at.getTime() - LAST_USED_RESOLUTION_MS);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, row.keyId),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale)),
          ),
        );
    }
    return { keyId: row.keyId, user: { id: row.id, email: row.email, name: row.name } };
  }

  return { list, create, revoke, verify };
}

function view(row: typeof apiKeys.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
