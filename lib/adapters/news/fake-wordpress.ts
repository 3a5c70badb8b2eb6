// A stand-in WordPress for tests: the part of the REST API the news driver reads
// (/wp-json/wp/v2/posts with tags, page, per_page and _embed; /wp-json/wp/v2/posts/{id}), with
// WordPress's paging headers and its 400 past the last page, and featured images it serves itself.
// Vitest starts it on a random port (lib/adapters/news/news.test.ts); the e2e starts it through
// scripts/fake-wordpress.ts. No dependency on the app: plain node:http.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePost {
  id: number;
  tags: number[];
  title: string;
  content: string;
  /** Whether the post has a featured image (served by this server). */
  image: boolean;
}

/** The spec's tags; each gets FAKE_POSTS_PER_TAG posts: two pages of ten. */
export const FAKE_TAGS = { accounting: 13754, dental: 13753, legal: 13752, political: 13755 } as const;
export const FAKE_POSTS_PER_TAG = 14;

/**
 * A post whose address answers 302 towards a service inside the network (another loopback port,
 * `inward` below), as a hostile WordPress would: the server must not follow it there.
 */
export const FAKE_REDIRECT_POST_ID = 6661;
/** The title the inward service gives its post: seen by a member only if the server followed the redirect. */
export const FAKE_INWARD_TITLE = "Segredo da rede interna";

const AREA_NAMES: Record<number, string> = { 13754: "Contábil", 13753: "Odontologia", 13752: "Jurídico", 13755: "Político-sindical" };

/** Posts numbered from newest: "{area} – WordPress nº 1" first. The third of each tag carries a script and an onerror to prove sanitising. */
export function defaultFakePosts(): FakePost[] {
  const posts: FakePost[] = [];
  let id = 9000;
  for (const tag of Object.values(FAKE_TAGS)) {
    for (let n = 1; n <= FAKE_POSTS_PER_TAG; n++) {
      const hostile = n === 3 ? `<script>window.__hacked = true</script><img src="x" onerror="window.__hacked = true">` : "";
      posts.push({
        id: ++id,
        tags: [tag],
        title: `${AREA_NAMES[tag]} &#8211; WordPress nº ${n}`,
        content: `<p>Notícia <strong>${n}</strong> da área ${AREA_NAMES[tag]}, publicada no WordPress da estação.</p>${hostile}`,
        image: n % 2 === 1,
      });
    }
  }
  return posts;
}

export interface FakeWordPress {
  url: string;
  /** Paths and queries asked, in order (e.g. "/wp-json/wp/v2/posts?tags=13752&page=1&per_page=10&_embed"). */
  requests: string[];
  posts: FakePost[];
  /** Answer every request with this status until set back to null (an outage). */
  failWith: number | null;
  /** Tags whose posts answer 503 (an outage of one area's news, for a test in another process). */
  failingTags: Set<number>;
  /** The internal service the redirecting post points to, and the paths it was asked for. */
  inward: { url: string; requests: string[] };
  close(): Promise<void>;
}

const IMAGE = (id: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${(id * 47) % 360} 55% 45%)"/><text x="320" y="195" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">WP ${id}</text></svg>`;

export async function startFakeWordPress(options: { port?: number; host?: string; posts?: FakePost[] } = {}): Promise<FakeWordPress> {
  const state: { failWith: number | null } = { failWith: null };
  const failingTags = new Set<number>();
  const posts = options.posts ?? defaultFakePosts();
  const requests: string[] = [];
  const sockets = new Set<import("node:net").Socket>();
  let origin = "";

  const toJson = (post: FakePost) => ({
    id: post.id,
    date: new Date(Date.UTC(2026, 0, 1) - post.id * 3_600_000).toISOString(),
    tags: post.tags,
    title: { rendered: post.title },
    content: { rendered: post.content, protected: false },
    featured_media: post.image ? post.id : 0,
    ...(post.image
      ? { _embedded: { "wp:featuredmedia": [{ id: post.id, source_url: `${origin}/wp-content/uploads/${post.id}.svg`, media_details: { sizes: {} } }] } }
      : {}),
  });

  // Stands for a service inside the network (an admin API, cloud metadata): it answers anything
  // with a post of every tag, so a followed redirect shows up as its title.
  const inwardRequests: string[] = [];
  const inward = http.createServer((req, res) => {
    inwardRequests.push(req.url ?? "/");
    res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
    res.end(JSON.stringify({ id: FAKE_REDIRECT_POST_ID, tags: Object.values(FAKE_TAGS), title: { rendered: FAKE_INWARD_TITLE }, content: { rendered: "<p>Dados internos.</p>" } }));
  });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
      res.end(JSON.stringify(body));
    };
    // The test's controls, for a test in another process (the e2e): not WordPress, not counted.
    // What the inward service was asked; what this WordPress was asked; which tags are down
    // (POST /__fake/failing-tags with a JSON list of tag ids; an empty list ends the outage).
    if (url.pathname === "/__fake/inward-requests") return send(200, inwardRequests);
    if (url.pathname === "/__fake/requests") return send(200, requests);
    if (url.pathname === "/__fake/failing-tags" && req.method === "POST") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        const tags = JSON.parse(body || "[]") as number[];
        failingTags.clear();
        for (const tag of tags) failingTags.add(Number(tag));
        send(200, [...failingTags]);
      });
      return;
    }
    requests.push(url.pathname + url.search);
    if (state.failWith) return send(state.failWith, { code: "internal_server_error", message: "Erro" });
    const askedTags = (url.searchParams.get("tags") ?? "").split(",").filter(Boolean).map(Number);
    if (askedTags.some((tag) => failingTags.has(tag))) return send(503, { code: "internal_server_error", message: "Erro" });
    const image = url.pathname.match(/^\/wp-content\/uploads\/(\d+)\.svg$/);
    if (image) {
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
      return res.end(IMAGE(Number(image[1])));
    }
    if (url.pathname === "/wp-json" || url.pathname === "/wp-json/") return send(200, { name: "WordPress de teste", namespaces: ["wp/v2"] });
    if (url.pathname === `/wp-json/wp/v2/posts/${FAKE_REDIRECT_POST_ID}`) {
      res.writeHead(302, { location: `${inwardUrl}${url.pathname}${url.search}` });
      return res.end();
    }
    const one = url.pathname.match(/^\/wp-json\/wp\/v2\/posts\/(\d+)$/);
    if (one) {
      const post = posts.find((p) => p.id === Number(one[1]));
      return post ? send(200, toJson(post)) : send(404, { code: "rest_post_invalid_id", message: "ID de post inválido.", data: { status: 404 } });
    }
    if (url.pathname === "/wp-json/wp/v2/posts") {
      const tags = (url.searchParams.get("tags") ?? "").split(",").filter(Boolean).map(Number);
      const page = Number(url.searchParams.get("page") ?? 1);
      const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? 10));
      const matching = posts.filter((p) => tags.length === 0 || p.tags.some((t) => tags.includes(t)));
      const totalPages = Math.ceil(matching.length / perPage);
      // WordPress refuses any page past the last one (and past page 1 when there is nothing).
      if (page > Math.max(1, totalPages)) {
        return send(400, { code: "rest_post_invalid_page_number", message: "O número da página requisitada é maior do que o número de páginas disponíveis.", data: { status: 400 } });
      }
      const slice = matching.slice((page - 1) * perPage, page * perPage);
      return send(200, slice.map(toJson), { "X-WP-Total": String(matching.length), "X-WP-TotalPages": String(totalPages) });
    }
    send(404, { code: "rest_no_route", message: "Nenhuma rota foi encontrada.", data: { status: 404 } });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => inward.listen(0, host, resolve));
  const inwardUrl = `http://${host}:${(inward.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    requests,
    posts,
    failingTags,
    inward: { url: inwardUrl, requests: inwardRequests },
    get failWith() {
      return state.failWith;
    },
    set failWith(value) {
      state.failWith = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        inward.closeAllConnections();
        inward.close();
        server.close(() => resolve());
      }),
  };
}
