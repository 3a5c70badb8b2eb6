// The QR codes of receipts, coupons and vouchers: each leads to the public validation page of the
// code on the station's own host (app/s/[station]/validar/[code]), so a staff member's phone camera
// opens it. Rendered on the server as SVG (sharp on paper at any size, no client script). The
// caller passes the station's origin (stationOrigin), so any feature can draw one.
import "server-only";
import QRCode from "qrcode";

/** The public validation page of `code` on the station served at `origin`. */
export function validationUrl(origin: string, code: string): string {
  return `${origin}/validar/${encodeURIComponent(code)}`;
}

/** An <img>-ready SVG data URL of the QR code for `text`. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The validation link of a code and its QR image. */
export async function validationQr(origin: string, code: string): Promise<{ url: string; image: string }> {
  const url = validationUrl(origin, code);
  return { url, image: await qrDataUrl(url) };
}
