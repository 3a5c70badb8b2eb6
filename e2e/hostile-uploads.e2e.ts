// Hostile uploads at the running server: a member who sends file after file is stopped by the
// hourly upload limit, probes included. The daily quota and its races are proved on the route
// handlers themselves, in lib/uploads/*.test.ts.
import { expect, test } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";
import { originOf, raw } from "./raw-http";

// Its own loopback source, so the per-address upload budget it spends is not other suites'.
const localAddress = "127.0.0.151";
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]), Buffer.alloc(4096)]);

test("a member's 61st upload in an hour is refused with 429 @desktop-only", async ({ page }) => {
  test.setTimeout(120_000);
  await signInMember(page, "demo", "servicos.outro@demo.test");
  const cookie = (await page.context().cookies(hostUrl("demo"))).map((c) => `${c.name}=${c.value}`).join("; ");
  const upload = (body: Buffer) =>
    raw("POST", "/homepage/feed/upload?tipo=video", {
      headers: { cookie, origin: originOf("demo"), "content-type": "application/octet-stream", "content-length": String(body.length) },
      body,
      localAddress,
    });

  // The first upload goes through, and its file is served.
  const first = await upload(MP4);
  expect(first.status).toBe(200);
  const url = (JSON.parse(first.body) as { data: { url: string } }).data.url;
  expect((await raw("GET", url)).status).toBe(200);

  // Refused ones (not a video) count too: someone probing the route spends the same budget.
  for (let i = 1; i < 60; i++) expect((await upload(Buffer.from("<html>não é vídeo</html>"))).status).toBe(415);
  const refused = await upload(MP4);
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toEqual({ ok: false, message: "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente." });
});
