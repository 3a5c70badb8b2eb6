import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { annotateRequest } from "./request-context";
import { installRequestLog, NEXT_REQUEST_META } from "./requests";

const lines: string[] = [];
const logger = createLogger({ write: (line: string) => void lines.push(line) });
let trusted = false;
let uninstall: () => void;
let server: http.Server;
let port = 0;

// A stand-in for Next: the request hook names the station, the guard the user, and Next keeps the
// route it matched on the request (its request meta); a static file matches none.
beforeAll(async () => {
  uninstall = installRequestLog({ logger, trustsRequestId: () => trusted });
  server = http.createServer((request, response) => {
    annotateRequest({ station: "demo" });
    if (request.url?.startsWith("/static/")) {
      response.end("a file");
      return;
    }
    setImmediate(() => {
      annotateRequest({ userId: 7 });
      Object.assign(request, { [NEXT_REQUEST_META]: { match: { definition: { pathname: "/s/[station]/login-token/[token]" } } } });
      response.statusCode = request.url?.includes("missing") ? 404 : 200;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  uninstall();
  await new Promise((resolve) => server.close(resolve));
});

function get(urlPath: string, headers: Record<string, string> = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path: urlPath, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res));
    }).on("error", reject);
  });
}

async function lineFor(requestId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const found = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.requestId === requestId);
    if (found) return found;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`no log line for request ${requestId}: ${lines.join("")}`);
}

describe("one log line per request", () => {
  it("names the request id (sent back), station, user id, route pattern, status and duration; never the CPF, e-mail or token of its URL", async () => {
    const url = "/login-token/tok_5f3a9c2e1b7d?cpf=529.982.247-25&email=membro%40demo.test&token=segredo-do-link-42";
    const response = await get(url);
    const requestId = String(response.headers["x-request-id"] ?? "");
    expect(requestId).toMatch(/^[A-Za-z0-9-]{16,}$/);
    const line = await lineFor(requestId);
    expect(line).toMatchObject({ type: "request", requestId, station: "demo", userId: 7, route: "/s/[station]/login-token/[token]", method: "GET", status: 200 });
    expect(typeof line.durationMs).toBe("number");
    const text = JSON.stringify(line);
    for (const secret of ["529.982.247-25", "52998224725", "membro", "demo.test", "tok_5f3a9c2e1b7d", "segredo-do-link-42"]) expect(text).not.toContain(secret);
  });

  it("gives each request its own id and status", async () => {
    const [a, b] = await Promise.all([get("/a"), get("/missing")]);
    const [idA, idB] = [String(a.headers["x-request-id"]), String(b.headers["x-request-id"])];
    expect(idA).not.toBe(idB);
    expect((await lineFor(idA)).status).toBe(200);
    expect((await lineFor(idB)).status).toBe(404);
  });

  it("keeps an incoming X-Request-Id only from a trusted front, and only a well-formed one", async () => {
    trusted = false;
    const forged = await get("/x", { "x-request-id": "client-chosen-id-0001" });
    expect(forged.headers["x-request-id"]).not.toBe("client-chosen-id-0001");
    trusted = true;
    const fromFront = await get("/x", { "x-request-id": "front-chosen-id-0002" });
    expect(fromFront.headers["x-request-id"]).toBe("front-chosen-id-0002");
    const malformed = await get("/x", { "x-request-id": "bad id with spaces" });
    expect(malformed.headers["x-request-id"]).toMatch(/^[A-Za-z0-9-]{16,}$/);
    trusted = false;
  });

  it("names no route for a request Next matched none for (a static file)", async () => {
    const response = await get("/static/demo/logo.svg");
    expect(await lineFor(String(response.headers["x-request-id"]))).toMatchObject({ route: null, station: "demo", status: 200 });
  });
});
