// Image uploads of the owner console, into the managed station's own storage scope: checked by
// content and size for their purpose (?purpose=brandImage|banner|contentImage), answered as
// { ok, data: { url } } for `uploadWithProgress`. Staff cannot upload: only owners edit content.
// Rate limited per account and address; recorded, so unused pictures are removed after a day.
import { CONSOLE_IMAGE_PURPOSES } from "@/lib/adapters/storage/images";
import { consoleRoute } from "@/lib/auth/guard";
import { receiveConsoleImageUpload } from "@/lib/uploads/routes";

export const POST = consoleRoute(({ request, station, account }) => receiveConsoleImageUpload(request, station.id, account.id, CONSOLE_IMAGE_PURPOSES), { role: "owner" });
