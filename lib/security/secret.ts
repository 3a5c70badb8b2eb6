// The secret that signs sessions, captcha challenges and link hashes. AUTH_SECRET wins; the
// embedded default generates one on first use and keeps it in DATA_DIR, so `npm start` needs no setup.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  if (env.AUTH_SECRET) return (cached = env.AUTH_SECRET);
  if (env.DATA_DIR.startsWith("memory://")) return (cached = "test-secret-not-for-production-0123456789abcdef");
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET (32+ caracteres) é obrigatório quando DATABASE_URL aponta para um PostgreSQL de produção.");
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return (cached = fs.readFileSync(file, "utf8").trim());
}
