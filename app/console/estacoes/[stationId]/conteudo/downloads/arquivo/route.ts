// A new download from the console (owner only): multipart "file" with the form's title,
// description and body. The file is checked by its bytes (a .pdf must start with %PDF-...) and
// stored under the station's private keys by createDownload, in one transaction with its audit
// row; answered as { ok, data: { id } } for `sendWithProgress`.
import { consoleRoute } from "@/lib/auth/guard";
import { receiveDownloadUpload } from "@/lib/library/console/upload";

export const POST = consoleRoute(({ request, station, account }) => receiveDownloadUpload(request, { station, account }), { role: "owner" });
