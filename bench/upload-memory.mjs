// `npm run bench:upload`: what a wall video upload costs the server in memory (a 200 MB
// video is streamed to storage, so it must not raise the server's memory by more than a few MB).
// The demo member signs in through the real login page; the same server then takes, through the
// real upload route (/homepage/feed/upload?tipo=video), a first 50 MB video that lets V8 size its
// heap, a 2 MB video (the baseline) and a video of 200,000,000 bytes (the largest a post accepts) twice.
// Each is the demo's MP4 padded to size and sent in 1 MB chunks with back-pressure, so the bench
// itself never holds the file. While each upload runs, next-server's resident memory (VmRSS) is
// read every 50 ms; the table shows the peak's rise over the level just before the upload.
// Loopback, PGlite, one run.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { nextServerPid, peakRssRise, resetDataDir, root, seedMembers, signIn, startApp, stop } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3385);
const DIST = process.env.NEXT_DIST_DIR ?? ".next-bench";
const DATA_DIR = ".data-bench-upload";
const host = `demo.localhost:${PORT}`;
const VIDEO = fs.readFileSync(path.join(root, "public/static/videos/trocas.mp4"));
const SIZES = [
  // The first large body makes V8 grow its young generation to its working size (~30 MB here),
  // once per process, whatever the size: shown, but not the figure the budget is about.
  { label: "first 50 MB video (warm-up)", bytes: 50_000_000 },
  { label: "2 MB video (baseline)", bytes: 2_000_000 },
  { label: "200,000,000-byte video", bytes: 200_000_000 },
  { label: "200,000,000-byte video again", bytes: 200_000_000 },
];
const CHUNK = Buffer.alloc(1 << 20);

/** POSTs a padded MP4 of `bytes` to the upload route, writing 1 MB at a time as the socket drains. */
function upload(bytes, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method: "POST",
        path: "/homepage/feed/upload?tipo=video",
        headers: { host, cookie, origin: `http://${host}`, "content-type": "video/mp4", "content-length": String(bytes) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    (async () => {
      let sent = 0;
      const write = (buf) => (req.write(buf) ? Promise.resolve() : new Promise((r) => req.once("drain", r)));
      await write(VIDEO);
      sent += VIDEO.length;
      while (sent < bytes) {
        const piece = Math.min(CHUNK.length, bytes - sent);
        await write(piece === CHUNK.length ? CHUNK : CHUNK.subarray(0, piece));
        sent += piece;
      }
      req.end();
    })().catch(reject);
  });
}

/** One upload while sampling the server's RSS: the rise of the peak over the level just before. */
async function measured(pid, bytes, cookie) {
  const { value: _answer, ...memory } = await peakRssRise(pid, async () => {
    const answer = await upload(bytes, cookie);
    if (answer.status !== 200 || !JSON.parse(answer.body).ok) throw new Error(`upload of ${bytes} bytes answered ${answer.status}: ${answer.body}`);
    return answer;
  });
  return memory;
}

const mb = (b) => (b / 1e6).toFixed(1);

async function main() {
  resetDataDir(DATA_DIR);
  const { members } = seedMembers({ DATA_DIR }, 0);

  const app = await startApp({ port: PORT, dataDir: DATA_DIR, dist: DIST });
  try {
    const pid = nextServerPid(app.pid);
    if (!pid) throw new Error("next-server not found under the app's process");
    const [cookie] = await signIn({ port: PORT, members: members.slice(0, 1) });
    // Warm-up: the route, the sniffer and storage are loaded before anything is measured.
    await upload(VIDEO.length, cookie);
    const rows = [];
    for (const size of SIZES) rows.push({ ...size, ...(await measured(pid, size.bytes, cookie)) });

    console.log("\nnext-server resident memory during one upload (VmRSS every 50 ms; PGlite, loopback)");
    console.log("  upload                          before MB   peak MB   rise MB   seconds");
    for (const r of rows) {
      console.log(`  ${r.label.padEnd(30)} ${mb(r.before).padStart(10)} ${mb(r.peak).padStart(9)} ${mb(r.rise).padStart(9)} ${r.seconds.toFixed(1).padStart(9)}`);
    }
    const [warm, base, big, again] = rows;
    const worst = Math.max(big.rise, again.rise);
    console.log(`\n  200 MB upload: +${mb(worst)} MB at most; 2 MB baseline: +${mb(base.rise)} MB; the 198 MB more cost ${mb(worst - base.rise)} MB (${(((worst - base.rise) / 198e6) * 100).toFixed(2)} % of the extra bytes)`);
    console.log(`  the process's first large upload grew the heap once by ${mb(warm.rise)} MB (V8's young generation), not per upload`);
  } finally {
    await stop(app);
    resetDataDir(DATA_DIR);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
