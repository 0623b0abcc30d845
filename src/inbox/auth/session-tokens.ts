import { createHash } from "node:crypto";
import type { DBAdapter, DBTransactionAdapter, Where } from "better-auth";

/**
 * A session's token as the database keeps it: its SHA-256, never the token itself. Whatever is
 * asked for is hashed, a stored value too, so presenting what a copy of the table holds finds
 * nothing.
 */
export function storedSessionToken(token: string): string {
  return `sha256:${createHash("sha256").update(token).digest("hex")}`;
}

const isSession = (model: string) => model === "session";

function hashedWhere<W extends Where[] | undefined>(model: string, where: W): W {
  if (!isSession(model) || !where) return where;
  return where.map((clause): Where => {
    if (clause.field !== "token") return clause;
    const { value } = clause;
    if (typeof value === "string") return { ...clause, value: storedSessionToken(value) };
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      return { ...clause, value: value.map(storedSessionToken) };
    }
    return clause;
  }) as W;
}

/** The token a row was asked for by, given back in place of its hash. */
function askedToken(where: Where[] | undefined): string | undefined {
  const clause = where?.find(
    ({ field, operator }) => field === "token" && (operator ?? "eq") === "eq",
  );
  return typeof clause?.value === "string" ? clause.value : undefined;
}

function withToken<T>(row: T, token: string | undefined): T {
  return row && token ? { ...row, token } : row;
}

type Methods = Omit<DBTransactionAdapter, "id" | "options" | "createSchema">;

function hashingMethods(adapter: DBTransactionAdapter): Methods {
  return {
    async create<T extends Record<string, unknown>, R = T>(
      data: Parameters<Methods["create"]>[0] & { data: Omit<T, "id"> },
    ): Promise<R> {
      const token = (data.data as { token?: unknown }).token;
      if (!isSession(data.model) || typeof token !== "string") return adapter.create<T, R>(data);
      const row = await adapter.create<T, R>({
        ...data,
        data: { ...data.data, token: storedSessionToken(token) },
      });
      return withToken(row, token);
    },
    async findOne<T>(data: Parameters<Methods["findOne"]>[0]): Promise<T | null> {
      const row = await adapter.findOne<T>({
        ...data,
        where: hashedWhere(data.model, data.where),
      });
      return isSession(data.model) ? withToken(row, askedToken(data.where)) : row;
    },
    findMany: (data) => adapter.findMany({ ...data, where: hashedWhere(data.model, data.where) }),
    count: (data) => adapter.count({ ...data, where: hashedWhere(data.model, data.where) }),
    async update<T>(data: Parameters<Methods["update"]>[0]): Promise<T | null> {
      const row = await adapter.update<T>({ ...data, where: hashedWhere(data.model, data.where) });
      return isSession(data.model) ? withToken(row, askedToken(data.where)) : row;
    },
    updateMany: (data) =>
      adapter.updateMany({ ...data, where: hashedWhere(data.model, data.where) }),
    delete: (data) => adapter.delete({ ...data, where: hashedWhere(data.model, data.where) }),
    deleteMany: (data) =>
      adapter.deleteMany({ ...data, where: hashedWhere(data.model, data.where) }),
    consumeOne: (data) =>
      adapter.consumeOne({ ...data, where: hashedWhere(data.model, data.where) }),
    incrementOne: (data) =>
      adapter.incrementOne({ ...data, where: hashedWhere(data.model, data.where) }),
  };
}

/**
 * Better Auth's adapter with the session table's tokens kept as their SHA-256: the cookie holds
 * the token, the database only its hash, so a copy of the database (a backup, a replica, a leaked
 * file) holds no session anyone can present. Every other table passes through unchanged.
 */
export function hashingSessionTokens(adapter: DBAdapter): DBAdapter {
  return {
    ...adapter,
    ...hashingMethods(adapter),
    transaction: (callback) =>
      adapter.transaction((trx) => callback({ ...trx, ...hashingMethods(trx) })),
  };
}
