// The area's next news page for its infinite scroll: GET ?page=n answers { items, nextCursor }.
import { memberRoute } from "@/lib/auth/guard";
import { areaNewsResponse } from "@/lib/services/news";

export const GET = memberRoute(async ({ request, station }) => areaNewsResponse(station, "legal", request));
