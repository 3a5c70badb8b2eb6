import "server-only";
// The platform's own icon (public/static/icons), for the hosts that are Estação's rather than a
// station's: the apex and the owner console. Browsers ask for /favicon.ico on their own, whatever the
// page's <link rel="icon"> says, and every path of those hosts is rewritten into the app, so the file
// is answered by a route there. A station's favicon is its own (its layout's metadata), never this.
import fs from "node:fs/promises";
import path from "node:path";

export const PLATFORM_ICONS = {
  icon: [{ url: "/static/icons/estacao.svg", type: "image/svg+xml" }, { url: "/static/icons/estacao-32.png", sizes: "32x32", type: "image/png" }],
  apple: [{ url: "/static/icons/estacao-180.png", sizes: "180x180" }],
};

export async function platformFaviconResponse(): Promise<Response> {
  const png = await fs.readFile(path.join(process.cwd(), "public/static/icons/estacao-32.png"));
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" } });
}
