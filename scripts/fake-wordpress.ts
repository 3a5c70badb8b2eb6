// Serves the fake WordPress of lib/adapters/news/fake-wordpress.ts on FAKE_WORDPRESS_PORT, for the
// e2e (playwright.config.ts starts it beside the app): `npx tsx scripts/fake-wordpress.ts`.
import { startFakeWordPress } from "../lib/adapters/news/fake-wordpress";

const port = Number(process.env.FAKE_WORDPRESS_PORT ?? 3190);
void startFakeWordPress({ port }).then((wp) => {
  console.log(`fake WordPress on ${wp.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void wp.close().then(() => process.exit(0)));
});
