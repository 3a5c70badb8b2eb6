import { captchaChallengeHandler } from "@/lib/adapters/captcha/route";
import { publicRoute } from "@/lib/auth/guard";

export const GET = publicRoute(() => captchaChallengeHandler());
