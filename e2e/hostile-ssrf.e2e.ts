// The server fetches a station's WordPress for its members; a hostile WordPress must not turn that
// fetch into a window on the server's own network. The e2e's fake WordPress (the only origin the
// server is told to trust, OUTBOUND_ALLOW_ORIGINS in playwright.config.ts) answers one post with a
// 302 to a service on another loopback port: the server must refuse that hop, so the member never
// sees what the inward service says and the inward service is never asked. Read-only.
import { expect, test } from "@playwright/test";
import { FAKE_INWARD_TITLE, FAKE_REDIRECT_POST_ID } from "../lib/adapters/news/fake-wordpress";
import { PORT, hostUrl, signInMember } from "./helpers";

const FAKE_WORDPRESS = `http://127.0.0.1:${PORT + 90}`;

async function inwardRequests(): Promise<string[]> {
  const response = await fetch(`${FAKE_WORDPRESS}/__fake/inward-requests`);
  expect(response.ok, "the fake WordPress answers").toBe(true);
  return (await response.json()) as string[];
}

test("a WordPress post that redirects into the server's network is not followed", async ({ page }) => {
  const before = await inwardRequests();
  await signInMember(page, "imprensa", "leitora@imprensa.test");
  // The area's news list still comes from the trusted WordPress.
  await page.goto(hostUrl("imprensa", "/homepage/consultoria-juridica/noticias"));
  await expect(page.locator('[data-slot="infinite-list"] li').first()).toContainText("Jurídico – WordPress nº 1");

  await page.goto(hostUrl("imprensa", `/homepage/consultoria-juridica/noticias/${FAKE_REDIRECT_POST_ID}`));
  await expect(page.locator("body")).not.toContainText(FAKE_INWARD_TITLE);
  expect(await inwardRequests(), "the inward service was asked nothing by the server").toEqual(before);
});
