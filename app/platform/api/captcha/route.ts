import { captchaChallengeHandler } from "@/lib/adapters/captcha/route";
import { platformPublicRoute } from "@/lib/auth/guard";

export const GET = platformPublicRoute(() => captchaChallengeHandler());
