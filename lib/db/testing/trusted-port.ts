// A free loopback port whose origin the outbound-fetch rule trusts, for a test's fake server on
// plain http (the operator's OUTBOUND_ALLOW_ORIGINS). Call it inside `vi.hoisted`, so the variable
// is set before lib/env.ts is read.
import net from "node:net";
import { vi } from "vitest";

export async function trustedLoopbackPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  vi.stubEnv("OUTBOUND_ALLOW_ORIGINS", `http://127.0.0.1:${port}`);
  return port;
}
