import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { PrismaClient } from "../generated/prisma/client";

/**
 * On SQLite, Prisma's adapter runs one thing at a time: an open transaction holds it until it
 * commits or rolls back. A query through the client (not the transaction's own) made from the
 * transaction's own work therefore waits for that transaction, which waits for it: nothing moves
 * until the transaction's timeout. A trade refusal worded inside its transaction did that (it read
 * the catalog's version) and stalled 20 s. This guard makes such a query fail at once, naming
 * itself, instead: the client given out for SQLite knows, per async flow, whether it is inside the
 * work of one of its own transactions. Tests and development run with it; a production server
 * (NODE_ENV=production) does not, so as not to pay for it on every query.
 */

/** The client's own methods that run a query (a model's methods all do). */
const QUERIES = new Set(["$queryRaw", "$queryRawUnsafe", "$executeRaw", "$executeRawUnsafe", "$transaction"]);

function refuseInside(insideTransaction: AsyncLocalStorage<true>, what: string): void {
  if (insideTransaction.getStore())
    throw new Error(
      `${what} was called through the database client inside a transaction's own work: on SQLite it would wait for that transaction until its timeout. Use the transaction's client, or do it after the transaction.`,
    );
}

/** `client` for SQLite, refusing a query made through it from inside one of its transactions' work. */
export function guardTransactions<C extends PrismaClient>(client: C): C {
  const insideTransaction = new AsyncLocalStorage<true>();
  const models = new Map<string, object>();
  return new Proxy(client, {
    get(target, prop) {
      const kept = typeof prop === "string" ? models.get(prop) : undefined;
      if (kept) return kept;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof prop !== "string" || typeof value !== "function" || !QUERIES.has(prop)) {
        if (typeof prop === "string" && !prop.startsWith("$") && !prop.startsWith("_") && value !== null && typeof value === "object") {
          const guarded = models.get(prop) ?? guardModel(insideTransaction, prop, value);
          models.set(prop, guarded);
          return guarded;
        }
        return typeof value === "function" ? value.bind(target) : value;
      }
      const run = value as (...args: unknown[]) => unknown;
      if (prop === "$transaction")
        return (work: unknown, options?: unknown) => {
          refuseInside(insideTransaction, "$transaction");
          return typeof work === "function"
            ? run.call(target, (tx: unknown) => insideTransaction.run(true, () => (work as (tx: unknown) => unknown)(tx)), options)
            : run.call(target, work, options);
        };
      return (...args: unknown[]) => {
        refuseInside(insideTransaction, prop);
        return run.apply(target, args);
      };
    },
  });
}

function guardModel(insideTransaction: AsyncLocalStorage<true>, model: string, delegate: object): object {
  return new Proxy(delegate, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        refuseInside(insideTransaction, `${model}.${String(prop)}`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
