// GET handler shared by every host: a fresh challenge, never cached.
import { createCaptchaChallenge } from "./index";

export async function captchaChallengeHandler(): Promise<Response> {
  return Response.json(await createCaptchaChallenge(), { headers: { "cache-control": "no-store" } });
}
