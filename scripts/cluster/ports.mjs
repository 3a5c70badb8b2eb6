// Loopback ports for the processes `npm start` and `npm run start:cluster` spawn: one free now,
// and the wait until something listens on one.
import net from "node:net";

/** A port free on `host` right now. */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * Resolves once something accepts connections on host:port; rejects when `alive()` turns false
 * (the process that should listen has gone) or after `timeoutMs`.
 */
export async function waitForPort(port, { host = "127.0.0.1", timeoutMs = 30_000, alive = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host, () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (!alive() || Date.now() > until) throw new Error(`nada respondeu na porta ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
