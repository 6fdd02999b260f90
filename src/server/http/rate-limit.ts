// Our rate limits, kept in the database so every instance draws from one budget and a restart
// forgets nothing. rate-limiter-flexible's Drizzle store counts with one atomic
// `INSERT … ON CONFLICT DO UPDATE`, on PGlite and PostgreSQL alike: parallel requests cannot all
// pass a stale read. Its table is ours (rate_limits, created by a migration), shared by every
// limiter through the key prefix.
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

export interface RateLimitRule {
  /** Unique per limiter: the keys' prefix in the shared table. */
  name: string;
  /** Requests allowed per window. */
  points: number;
  durationSeconds: number;
}

export interface RateLimiter {
  /** True when this request is allowed, and counts it; false once the window's budget is spent. */
  take(key: string): Promise<boolean>;
  /** Returns one taken point, for an attempt that should not count after all (a right password). */
  giveBack(key: string): Promise<void>;
  /** Whole seconds until a refused key may try again (HTTP's Retry-After); 0 when it may now. */
  wait(key: string): Promise<number>;
}

export function createRateLimiter(db: Db, rule: RateLimitRule): RateLimiter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
  });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        // A refusal arrives as a rejection carrying the counter; anything else is a database error.
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
    async wait(key) {
      const counter = await limiter.get(key);
      if (!counter || counter.remainingPoints > 0) return 0;
      return Math.max(1, Math.ceil(counter.msBeforeNext / 1000));
    },
  };
}
