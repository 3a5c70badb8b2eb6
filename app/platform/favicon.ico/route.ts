import { platformPublicRoute } from "@/lib/auth/guard";
import { platformFaviconResponse } from "@/lib/seo/platform-icon";

export const GET = platformPublicRoute(() => platformFaviconResponse());
