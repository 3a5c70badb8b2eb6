// A server's life as a process manager sees it, for `next start` run by one and for `npm start`
// (whose front forwards the signal and waits for Next):
// - each request leaves one JSON log line with its id (sent back), station, route pattern, status
//   and duration, and no CPF, e-mail or token from its URL;
// - SIGTERM drains: a request in flight when the signal arrives gets its whole answer, the server
//   takes no new connection, and the process then exits 0.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const PORT = 4200 + (Number(process.env.E2E_PORT ?? 3100) % 100);

interface Server {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

function start(command: string[], dataDir: string): Server {
  let output = "";
  const env: Record<string, string | undefined> = {
    ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ROOT_DOMAIN: "localhost", PAYMENTS_DRIVER: "simulator", NODE_ENV: "production",
  };
  const child = spawn(command[0]!, command.slice(1), { env: env as NodeJS.ProcessEnv, detached: true });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

function get(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: PORT, path: urlPath, headers: { host: `127.0.0.1:${PORT}`, connection: "close", ...headers } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
  });
}

const SECRETS = ["529.982.247-25", "52998224725", "membro.log@demo.test", "membro.log%40demo.test", "tok9f8e7d6c5b4a", "segredo-no-link-77"];

/** One request with personal data in its URL, and its log line from the server's output. */
async function requestLine(server: Server): Promise<Record<string, unknown>> {
  const answer = await get(`/login-token/tok9f8e7d6c5b4a?cpf=529.982.247-25&email=membro.log%40demo.test&token=segredo-no-link-77`, {
    host: `demo.localhost:${PORT}`,
    "x-request-id": "chosen-by-the-client-01",
  });
  const requestId = String(answer.headers["x-request-id"] ?? "");
  expect(requestId, "a request id is sent back").toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  expect(requestId, "a client cannot choose it").not.toBe("chosen-by-the-client-01");
  let line: Record<string, unknown> | undefined;
  await expect
    .poll(() => {
      line = server.output().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.requestId === requestId);
      return line !== undefined;
    }, { timeout: 10_000 })
    .toBe(true);
  for (const secret of SECRETS) expect(server.output()).not.toContain(secret);
  return line!;
}

async function waitReady(server: Server) {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const answer = await get("/readyz").catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on ${PORT} never became ready:\n${server.output()}`);
}

/**
 * A request Next is busy with until we say so: a Server Action post whose body is still arriving
 * (the request hook reads the whole body before routing). Resolves with the raw answer.
 */
function slowRequest() {
  const body = "0=" + encodeURIComponent(JSON.stringify(["x".repeat(200)]));
  const socket = net.connect(PORT, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
  socket.write(
    `POST / HTTP/1.1\r\nHost: demo.localhost:${PORT}\r\nNext-Action: ${"0".repeat(42)}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), closed };
}

for (const [label, command] of [
  ["next start", ["node_modules/.bin/next", "start", "-p", String(PORT)]],
  ["npm start", ["node", "scripts/start.mjs"]],
] as const) {
  test(`${label}: SIGTERM lets the request in flight finish, refuses new ones, then exits 0 @desktop-only`, async () => {
    test.setTimeout(240_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-drain-"));
    const server = start([...command], dataDir);
    try {
      await waitReady(server);
      expect(await requestLine(server)).toMatchObject({
        type: "request", level: "info", method: "GET", station: "demo", route: expect.stringMatching(/^\/s\/\[station\]\/.*login-token\/\[token\]/), status: expect.any(Number), durationMs: expect.any(Number),
      });
      const slow = slowRequest();
      // Requests on one server are taken in arrival order: once a later one is answered, the slow
      // one is inside the server.
      expect((await get("/healthz")).status).toBe(200);
      process.kill(server.child.pid!, "SIGTERM");
      // Until the slow request ends, the process is still up and takes nothing new.
      await expect.poll(() => get("/healthz").then(() => "answered", (error: Error) => error.message), { timeout: 10_000 }).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
      expect(server.child.exitCode).toBeNull();
      slow.finish();
      const answer = await slow.closed;
      expect(answer).toMatch(/^HTTP\/1\.1 [1-5]\d\d /);
      expect(answer).toMatch(/\r\n\r\n/);
      expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    } finally {
      if (server.child.exitCode === null) process.kill(-server.child.pid!, "SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

test("a signed-in member's request lines carry their user id as a number, never their e-mail or CPF @desktop-only", async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-log-"));
  const server = start(["node_modules/.bin/next", "start", "-p", String(PORT)], dataDir);
  try {
    await waitReady(server);
    await page.goto(`http://demo.localhost:${PORT}/login`);
    await page.getByRole("radio", { name: "E-mail" }).click();
    await page.getByLabel("E-mail", { exact: true }).fill("membro@demo.test");
    await page.getByLabel("Senha", { exact: true }).fill("Demo@1234");
    await page.getByLabel("Não sou um robô").click();
    await expect(page.getByText("Verificado")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/homepage/, { timeout: 30_000 });
    const lines = () => server.output().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
    await expect
      .poll(() => lines().find((l) => l.type === "request" && l.route === "/s/[station]/homepage" && l.status === 200)?.userId, { timeout: 10_000 })
      .toEqual(expect.any(Number));
    expect(server.output()).not.toContain("membro@demo.test");
  } finally {
    if (server.child.exitCode === null) process.kill(-server.child.pid!, "SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
