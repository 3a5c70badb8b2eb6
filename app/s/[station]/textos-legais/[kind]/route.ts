// The station's legal texts for the footer dialogs, fetched when a dialog opens so that every
// public page's HTML does not carry both of them (sanitised HTML or the default document).
import { publicRoute } from "@/lib/auth/guard";
import { getLegalBodies } from "@/lib/content/public";
import { stationOrigin } from "@/lib/stations/current";

const KINDS = { termos: "terms", privacidade: "privacy" } as const;

export const GET = publicRoute<{ kind: string }>(async ({ params, station }) => {
  const kind = KINDS[params.kind as keyof typeof KINDS];
  if (!kind) return Response.json({ message: "Texto não encontrado" }, { status: 404 });
  return Response.json((await getLegalBodies(station, stationOrigin(station)))[kind], {
    headers: { "Cache-Control": "public, max-age=60, s-maxage=60" },
  });
});
