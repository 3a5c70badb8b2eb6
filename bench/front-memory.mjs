// `npm run bench:front-memory`: what large public files cost the front of `npm start` in memory.
// /files/* is public and long-lived (Cache-Control: public, max-age=31536000, immutable), and a wall
// video may be 200 MB: a front that held a body before deciding not to keep it grew by the size of
// every download in flight. This starts the front's own code (scripts/front/page-cache.mjs, with
// the page cache `npm start` gives it) in a child process, in front of an upstream standing in for
// Next that serves a 200,000,000-byte video from one reused 1 MB buffer; then makes BENCH_PARALLEL
// (8) GETs of it at once, each reading at most BENCH_READ_MBPS (25) MB/s so the front must hold
// back the upstream rather than the clients keeping up. The front's resident memory (VmRSS) is read
// every 50 ms; it prints the level before, the peak during and the level after, and the growth
// (peak over before) against its 50 MB budget. "Before" is the front after one download of the file
// alone, as a front that has served traffic is: the first download grows a process once (see
// below), and that step is printed too. Exits 1 when the budget is exceeded. Loopback.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const BYTES = Number(process.env.BENCH_BYTES ?? 200_000_000);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 8);
const READ_MBPS = Number(process.env.BENCH_READ_MBPS ?? 25);
const BUDGET_BYTES = 50 * 1024 * 1024;
const FILE_PATH = "/files/1/mural/video.mp4";
const CHUNK = Buffer.alloc(1 << 20, 7);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (b) => (b / (1024 * 1024)).toFixed(1);
const rssBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;

/** Stands in for Next's /files/* route: the video with its length and long-lived caching. */
function startUpstream() {
  const server = http.createServer((req, res) => {
    const size = req.url === FILE_PATH ? BYTES : 1024;
    res.writeHead(200, { "content-type": "video/mp4", "content-length": String(size), "cache-control": "public, max-age=31536000, immutable" });
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = Math.min(CHUNK.length, size - sent);
        sent += piece;
        if (!res.write(piece === CHUNK.length ? CHUNK : CHUNK.subarray(0, piece))) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** The front as scripts/start.mjs builds it, in a process of its own; resolves with { child, port }. */
function startFront(upstreamPort) {
  const code = `
    import { createFrontServer, PageCache } from ${JSON.stringify(pathToFileURL(path.join(root, "scripts/front/page-cache.mjs")).href)};
    const front = createFrontServer({ upstreamPort: ${upstreamPort}, upstreamHost: "127.0.0.1", cache: new PageCache({ maxAgeSeconds: 5 }), peerSecret: "b".repeat(43) });
    front.listen(0, "127.0.0.1", () => console.log("FRONT_PORT " + front.address().port));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = /FRONT_PORT (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on("exit", (code) => reject(new Error(`the front exited with code ${code}`)));
  });
}

/** One GET through the front, read at most READ_MBPS; resolves with the status and bytes read. */
function slowGet(port, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers: { host: "demo.localhost:3000" } }, (res) => {
      const started = performance.now();
      let read = 0;
      res.on("data", (chunk) => {
        read += chunk.length;
        const due = (read / (READ_MBPS * 1e6)) * 1000 - (performance.now() - started);
        if (due > 5) {
          res.pause();
          setTimeout(() => res.resume(), due);
        }
      });
      res.on("end", () => resolve({ status: res.statusCode, read }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function main() {
  const upstream = await startUpstream();
  const { child, port } = await startFront(upstream.address().port);
  try {
    await slowGet(port, "/warm-up"); // the front's code paths are loaded before anything is measured
    await sleep(1000);
    const fresh = rssBytes(child.pid);
    // One download first, alone: a process that streams for the first time grows once by what
    // its garbage collector lets pile up between collections (freed socket buffers), whatever the
    // size or number of downloads. Shown, but not the figure the budget is about.
    await slowGet(port, FILE_PATH);
    await sleep(1000);
    const warmed = rssBytes(child.pid);
    const before = rssBytes(child.pid);
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssBytes(child.pid))), 50);
    const started = performance.now();
    let results;
    try {
      results = await Promise.all(Array.from({ length: PARALLEL }, () => slowGet(port, FILE_PATH)));
    } finally {
      clearInterval(timer);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssBytes(child.pid));
    await sleep(1000);
    const after = rssBytes(child.pid);
    for (const r of results) if (r.status !== 200 || r.read !== BYTES) throw new Error(`a download answered ${r.status} with ${r.read} of ${BYTES} bytes`);

    const growth = peak - before;
    console.log(`\nThe front's resident memory (VmRSS every 50 ms) during ${PARALLEL} parallel GETs of a ${BYTES.toLocaleString("en")}-byte file under /files/,`);
    console.log(`each client reading at most ${READ_MBPS} MB/s (${seconds.toFixed(1)} s in all; loopback)`);
    console.log(`  fresh    ${mb(fresh).padStart(8)} MB (a process that has not streamed yet)`);
    console.log(`  warm     ${mb(warmed).padStart(8)} MB (after one download alone: +${mb(warmed - fresh)} MB, once per process)`);
    console.log(`  before   ${mb(before).padStart(8)} MB`);
    console.log(`  peak     ${mb(peak).padStart(8)} MB`);
    console.log(`  after    ${mb(after).padStart(8)} MB`);
    console.log(`  growth   ${mb(growth).padStart(8)} MB (peak over before; budget ${mb(BUDGET_BYTES)} MB); over the fresh process: ${mb(peak - fresh)} MB`);
    const ok = growth < BUDGET_BYTES;
    console.log(ok ? "  verdict  OK: under the budget" : "  verdict  OVER BUDGET: the front holds the bodies it streams");
    if (!ok) process.exitCode = 1;
  } finally {
    child.kill("SIGTERM");
    upstream.close();
    upstream.closeAllConnections();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
