// `npm run bench:ppr-floor`: does Partial Prerendering (Cache Components) make a member page cheaper
// to serve? Issue 28 asks for member pages 5× faster and names PPR as the way. This measures the
// framework alone, with no database, session or station: one small Next app, written to a temporary
// folder, built twice with the installed Next (plain dynamic rendering, then `cacheComponents`),
// each served by one `next start` process and loaded by autocannon in the same run.
// Pages (the same code in both builds):
// - /static: a member-like page of 29 KB (header with a client menu, 12 activity cards, footer), no
//   request data: the ceiling, a prerendered page;
// - /ppr: the same page with the member's own figures in <Suspense>, read from a cookie: under
//   PPR the shell is prerendered and only the figures render per request; without it the whole
//   page renders per request;
// - /empty: only the cookie read, in <Suspense>: the per-request floor.
// Prints req/s and latency per page and build, and PPR ÷ dynamic per page.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { root, sleep, stop } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3520);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const FILES = {
  "next.config.mjs": `export default { cacheComponents: process.env.PPR === "1", distDir: process.env.PPR === "1" ? ".next-ppr" : ".next-dyn", poweredByHeader: false };\n`,
  "app/layout.jsx": `export default function RootLayout({ children }) { return <html lang="pt-BR"><body>{children}</body></html>; }\n`,
  "app/menu.jsx": `"use client";
import { useState } from "react";
export function Menu({ items }) {
  const [open, setOpen] = useState(false);
  return <nav><button onClick={() => setOpen(!open)} aria-expanded={open}>Menu</button>
    <ul className={open ? "block" : "hidden md:flex"}>{items.map((i) => <li key={i}><a href={"/homepage/" + i} className="px-3 py-2 text-sm font-medium">{i}</a></li>)}</ul></nav>;
}
`,
  "app/shell.jsx": `import { Menu } from "./menu";
const ITEMS = ["atividades", "loja", "carteira", "mural", "noticias", "calendario", "trofeus", "perfil", "planos", "suporte"];
export function Shell({ children }) {
  return <div className="min-h-dvh">
    <header className="sticky top-0 border-b"><a href="/homepage" className="text-lg font-bold">Clube Demo</a><Menu items={ITEMS} /></header>
    <main className="mx-auto max-w-6xl p-4">{children}
      <section aria-label="Atividades" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 12 }, (_, i) => <article key={i} className="overflow-hidden rounded-2xl border bg-white shadow-sm">
          <img src={"/files/demo/card-" + i + ".webp"} alt="" width={600} height={400} className="aspect-[3/2] w-full object-cover" loading="lazy" />
          <div className="space-y-2 p-4"><h3 className="line-clamp-2 font-semibold">Atividade número {i + 1}: responda o quiz da semana</h3>
            <p className="line-clamp-3 text-sm">Participe e ganhe pontos respondendo perguntas sobre a nossa organização e seus benefícios.</p>
            <div className="flex items-center justify-between"><span className="rounded-full px-2 py-1 text-xs font-semibold">+{(i + 1) * 10} pontos</span>
              <a href={"/homepage/atividades/" + (i + 1)} className="text-sm font-semibold underline">Participar</a></div></div>
        </article>)}
      </section>
    </main>
    <footer className="border-t p-6 text-center text-sm">© Clube Demo · <a href="/termos-de-uso">Termos de uso</a></footer>
  </div>;
}
`,
  "app/figures.jsx": `import { cookies } from "next/headers";
export async function Figures() {
  const who = (await cookies()).get("s")?.value ?? "anon";
  const points = [...who].reduce((a, c) => a + c.charCodeAt(0), 0);
  return <div className="grid grid-cols-3 gap-3"><p>Olá, <strong>{who}</strong></p><p><strong>{points.toLocaleString("pt-BR")}</strong> pontos</p><p><strong>3</strong> troféus</p></div>;
}
`,
  "app/static/page.jsx": `import { Shell } from "../shell";
export default function Page() { return <Shell><p>Olá, visitante</p></Shell>; }
`,
  "app/ppr/page.jsx": `import { Suspense } from "react";
import { Shell } from "../shell";
import { Figures } from "../figures";
export default function Page() { return <Shell><Suspense fallback={<div className="h-16" />}><Figures /></Suspense></Shell>; }
`,
  "app/empty/page.jsx": `import { Suspense } from "react";
import { cookies } from "next/headers";
async function Who() { return <p>{(await cookies()).get("s")?.value ?? "anon"}</p>; }
export default function Page() { return <Suspense fallback={null}><Who /></Suspense>; }
`,
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-ppr-floor-"));
for (const [file, text] of Object.entries(FILES)) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}
// The app's own node_modules; webpack follows the link (Turbopack refuses a root outside the folder).
fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
const next = path.join(root, "node_modules", ".bin", "next");
const BUILDS = { dynamic: {}, ppr: { PPR: "1" } };
for (const [name, env] of Object.entries(BUILDS)) {
  console.log(`building the ${name} variant...`);
  const built = spawnSync(next, ["build", "--webpack"], { cwd: dir, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`build (${name}) failed:\n${built.stdout}\n${built.stderr}`);
  const routes = /Route \(app\)[\s\S]*?\n\n/.exec(built.stdout)?.[0] ?? "";
  console.log(routes.trim().split("\n").filter((l) => /\/(static|ppr|empty)$/.test(l)).map((l) => `  ${l.trim()}`).join("\n"));
}

async function load(urlPath) {
  const options = { url: `http://127.0.0.1:${PORT}${urlPath}`, headers: { cookie: "s=membro42" } };
  await autocannon({ ...options, connections: 4, amount: 200 });
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${urlPath}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p97: r.latency.p97_5 };
}

const results = {};
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, env] of Object.entries(BUILDS)) {
    const child = spawn(next, ["start", "-p", String(PORT)], { cwd: dir, env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: "ignore", detached: true });
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://127.0.0.1:${PORT}/static`).then((r) => r.ok, () => false)) break;
      await sleep(200);
    }
    for (const page of ["/static", "/ppr", "/empty"]) (results[`${name} ${page}`] ??= []).push(await load(page));
    await stop(child);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\nOne next start process per build, ${CONNECTIONS} connections, ${SECONDS} s per page, median of ${ROUNDS} rounds (alternating builds):`);
for (const [key, runs] of Object.entries(results)) {
  console.log(`  ${key.padEnd(16)} ${median(runs.map((r) => r.rps)).toFixed(0).padStart(5)} req/s · p50 ${median(runs.map((r) => r.p50))} ms · p97.5 ${median(runs.map((r) => r.p97))} ms   (rounds: ${runs.map((r) => r.rps.toFixed(0)).join(", ")})`);
}
for (const page of ["/ppr", "/empty"]) {
  const ratio = median(results[`ppr ${page}`].map((r) => r.rps)) / median(results[`dynamic ${page}`].map((r) => r.rps));
  console.log(`  ${page}: PPR ÷ dynamic ${ratio.toFixed(2)}`);
}
fs.rmSync(dir, { recursive: true, force: true });
