// A throwaway HTTP server on 127.0.0.1 and a random port, for the adapters' tests to stand in for
// an outside service (Pagar.me, ViaCEP). It records every request as it arrived and answers with
// what the test's handler returns.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/tokens?appId=pk_test". */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Milliseconds to wait before answering (to test timeouts). */
  delayMs?: number;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(handler: (request: RecordedRequest) => FakeReply | Promise<FakeReply>): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const recorded: RecordedRequest = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, json };
    requests.push(recorded);
    const reply = await handler(recorded);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const text = reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8" });
    res.end(text);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
