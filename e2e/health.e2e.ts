// The probes the front and the process manager call: /healthz (the process answers) and /readyz
// (database, migrations, job queue), on any host a front may send, without a session, never cached.
import { expect, test } from "@playwright/test";
import { raw } from "./raw-http";
import { PORT } from "./helpers";

const HOSTS: Array<[string, string]> = [
  ["a station", `demo.localhost:${PORT}`],
  ["the apex", `localhost:${PORT}`],
  ["the owner console", `painel.localhost:${PORT}`],
  ["a loopback address", `127.0.0.1:${PORT}`],
  ["an unknown host", `nenhuma.localhost:${PORT}`],
];

for (const [label, host] of HOSTS) {
  test(`/healthz and /readyz answer 200 on ${label}, uncached, without a cookie`, async () => {
    for (const probe of ["/healthz", "/readyz"]) {
      const answer = await raw("GET", probe, { headers: { host } });
      expect(answer.status, `${probe} on ${host}`).toBe(200);
      expect(answer.headers["cache-control"], `${probe} on ${host}`).toMatch(/no-store/);
      expect(answer.headers["set-cookie"], `${probe} on ${host}`).toBeUndefined();
      expect(JSON.parse(answer.body).ok).toBe(true);
    }
  });
}

test("/readyz names its checks and nothing else (no versions, paths or errors)", async () => {
  const answer = await raw("GET", "/readyz", { headers: { host: `127.0.0.1:${PORT}` } });
  expect(JSON.parse(answer.body)).toEqual({ ok: true, checks: { database: "ok", migrations: "ok", queue: "ok" } });
});
