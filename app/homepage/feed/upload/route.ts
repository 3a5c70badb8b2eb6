// Photo and video uploads of the wall (POST, raw body, ?tipo=imagem|video), streamed to storage.
//
// Why here and not under app/s/[station]: Next hands a request that goes through the request hook
// (proxy.ts) to the route only after buffering its body in memory, and cuts it at
// proxyClientMaxBodySize (10 MB). So proxy.ts's matcher leaves this one path alone, Next routes it
// as it is, and the guard resolves the station from the Host header as it always does.
import { memberRoute } from "@/lib/auth/guard";
import { receivePostUpload } from "@/lib/social/upload";

export const POST = memberRoute(({ request, station, user }) => receivePostUpload(request, station, user));
