// Image uploads of the owner console, into the managed station's own storage scope: checked by
// content and size for their purpose (?purpose=brandImage|banner|contentImage), answered as
// { ok, data: { url } } for `uploadWithProgress`. Staff cannot upload: only owners edit content.
import { receiveImageUpload } from "@/lib/adapters/storage/http";
import { CONSOLE_IMAGE_PURPOSES } from "@/lib/adapters/storage/images";
import { consoleRoute } from "@/lib/auth/guard";

export const POST = consoleRoute(({ request, station }) => receiveImageUpload(request, station.id, CONSOLE_IMAGE_PURPOSES), { role: "owner" });
