import { consolePublicRoute } from "@/lib/auth/guard";
import { platformFaviconResponse } from "@/lib/seo/platform-icon";

export const GET = consolePublicRoute(() => platformFaviconResponse());
