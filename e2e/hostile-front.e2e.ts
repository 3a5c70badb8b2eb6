// The front of `npm start` against a visitor downloading large public files: /files/* (wall photos
// and videos, public and cached for a year by Next's headers) is streamed through, never held or
// kept in the front's memory, so parallel downloads of a 200 MB video cannot exhaust it. The memory
// figure itself is `npm run bench:front-memory`; here, what a client of the running server sees.
import { expect, test } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";
import { raw } from "./raw-http";

// Its own loopback source, so the per-IP budgets this suite spends are not other suites'.
const localAddress = "127.0.0.151";

test("a station's /files/* is never kept by the front, however long-lived its Cache-Control", async ({ page }) => {
  // A photo on demo's wall, as its members see it; the file itself needs no session.
  await signInMember(page, "demo", "carla.mural@demo.test");
  await page.goto(hostUrl("demo", "/homepage/feed"));
  const photo = page.getByRole("img", { name: /Foto publicada por/ }).first();
  await expect(photo).toBeVisible();
  const src = new URL((await photo.getAttribute("src"))!, hostUrl("demo")).pathname;
  expect(src).toMatch(/^\/files\//);

  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await raw("GET", src, { localAddress }));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
    expect(answer.headers["x-page-cache"], `the front kept ${src}`).toBeUndefined();
  }
});
