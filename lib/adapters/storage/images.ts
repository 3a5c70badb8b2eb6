// Image uploads are trusted by their bytes, not by the name or the browser's declared type: only
// JPEG, PNG and GIF signatures pass, within the spec's size limits and with its error texts.

export type ImageKind = { ext: "jpg" | "png" | "gif"; contentType: "image/jpeg" | "image/png" | "image/gif" };

/** 1 MB as the spec's crop uploader counts it (default 1,000,000 bytes). */
export const MEGABYTE = 1_000_000;

export const IMAGE_LIMITS = {
  /** Participant first-login wizard photo. */
  wizardPhoto: 3 * MEGABYTE,
  /** Station-owner wizard photo. */
  ownerPhoto: 1 * MEGABYTE,
  /** Station-owner wizard logo. */
  logo: 1 * MEGABYTE,
  /**
   * Profile image: the same photo the first-login wizard takes, so the same limit (the wizard said
   * "até 3MB" and "Editar perfil" "até 1MB" for one picture).
   */
  profilePhoto: 3 * MEGABYTE,
  // Owner console: the station's brand and the pictures of its content.
  /** Logos and favicon set in the console's branding screen. */
  brandImage: 1 * MEGABYTE,
  /** Header and background images, landing-section backgrounds. */
  banner: 3 * MEGABYTE,
  /** Pictures of activities, products, section items, news, schedules, team photos. */
  contentImage: 3 * MEGABYTE,
} as const;

/** What the console's upload route accepts (app/console/estacoes/[stationId]/arquivos). */
export const CONSOLE_IMAGE_PURPOSES = ["brandImage", "banner", "contentImage"] as const satisfies readonly ImagePurpose[];

export type ImagePurpose = keyof typeof IMAGE_LIMITS;

export const UNSUPPORTED_IMAGE_MESSAGE = "Formato não suportado. Envie uma imagem JPG, PNG ou GIF.";
export const EMPTY_IMAGE_MESSAGE = "Selecione uma imagem para enviar.";

export function imageTooLargeMessage(maxBytes: number): string {
  return `Erro: Imagem maior que ${Math.round((maxBytes / MEGABYTE) * 10) / 10}MB`.replace(".", ",");
}

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { ext: "jpg", contentType: "image/jpeg" };
  if (
    b.length >= 8 &&
    b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 &&
    b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a
  ) {
    return { ext: "png", contentType: "image/png" };
  }
  if (b.length >= 6) {
    const head = String.fromCharCode(...b.subarray(0, 6));
    if (head === "GIF87a" || head === "GIF89a") return { ext: "gif", contentType: "image/gif" };
  }
  return null;
}

export type ImageCheck = { ok: true; kind: ImageKind } | { ok: false; message: string; status: 413 | 415 | 422 };

/** Size first (cheap, and the message people expect for big photos), then the signature. */
export function checkImage(bytes: Uint8Array, maxBytes: number): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: EMPTY_IMAGE_MESSAGE, status: 422 };
  if (bytes.length > maxBytes) return { ok: false, message: imageTooLargeMessage(maxBytes), status: 413 };
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, message: UNSUPPORTED_IMAGE_MESSAGE, status: 415 };
  return { ok: true, kind };
}

/** The browser-side pre-check on a picked file (before cropping), by declared type and size. */
export function precheckPickedFile(file: { size: number; type: string }, maxBytes: number): string | null {
  if (!["image/jpeg", "image/png", "image/gif"].includes(file.type)) return UNSUPPORTED_IMAGE_MESSAGE;
  if (file.size > maxBytes) return imageTooLargeMessage(maxBytes);
  return null;
}
