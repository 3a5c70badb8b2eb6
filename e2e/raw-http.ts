// Raw HTTP to the server of the suite, with full control of the headers and of the local address
// the connection comes from (Playwright's request context can set neither Host freely nor the
// source address). Also: Server Action ids by exported name, from the production build.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PORT } from "./helpers";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function raw(
  method: string,
  urlPath: string,
  options: { sub?: string; headers?: Record<string, string>; body?: string | Buffer; address?: string; localAddress?: string; port?: number } = {},
): Promise<RawAnswer> {
  const sub = options.sub ?? "demo";
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: options.address ?? "127.0.0.1",
        port: options.port ?? PORT,
        method,
        path: urlPath,
        localAddress: options.localAddress,
        headers: { host: `${sub ? `${sub}.` : ""}localhost:${PORT}`, ...options.headers },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    // A server that refuses a body early (413) closes while we still write: the answer counts.
    req.on("error", (error) => {
      if (answered) return;
      setTimeout(() => (answered ? undefined : reject(new Error(`${method} ${urlPath}: ${error.message}`))), 200);
    });
    req.end(options.body);
  });
}

/** The origin a browser on this host would send. */
export function originOf(sub = "demo"): string {
  return `http://${sub ? `${sub}.` : ""}localhost:${PORT}`;
}

export interface ActionEntry {
  id: string;
  name: string;
  file: string;
  /** A page path that carries the action, as a URL path on its host. */
  path: string;
  /** The host the action's page lives on: "demo" for station pages, "" for the apex, "painel" for the console. */
  sub: string;
}

/** Every Server Action of the production build (server-reference-manifest.json). */
export function serverActions(): ActionEntry[] {
  const dist = process.env.NEXT_DIST_DIR ?? ".next";
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const worker = Object.keys(entry.workers)[0] ?? "app/s/[station]/page";
    const sub = worker.startsWith("app/platform/") ? "" : worker.startsWith("app/console/") ? "painel" : "demo";
    const urlPath =
      worker
        .replace(/^app\/(platform|console|s\/\[station\])/, "")
        .replace(/\/page$/, "")
        .replace(/\/\([^)]+\)/g, "")
        .replace(/\[[^\]]+\]/g, "1") || "/";
    return { id, name: entry.exportedName ?? id, file: entry.filename ?? "", path: urlPath, sub };
  });
}

export function actionId(name: string): string {
  const found = serverActions().find((a) => a.name === name);
  if (!found) throw new Error(`Server Action ${name} is not in the build`);
  return found.id;
}

/** Calls a Server Action the way React's client does: a JSON array of arguments as text/plain. */
export function callAction(action: { id: string; path: string; sub?: string }, args: unknown[], extra: { headers?: Record<string, string>; localAddress?: string; body?: string; port?: number } = {}) {
  const sub = action.sub ?? "demo";
  return raw("POST", action.path, {
    sub,
    localAddress: extra.localAddress,
    port: extra.port,
    body: extra.body ?? JSON.stringify(args),
    headers: {
      "next-action": action.id,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: originOf(sub),
      ...extra.headers,
    },
  });
}

/** An IPv4 address of this machine that is not loopback, or null. */
export function nonLoopbackAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  }
  return null;
}
