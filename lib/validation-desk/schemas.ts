// The door's form and texts (client-safe): the code staff type or the camera reads. A QR on a
// receipt, coupon or voucher carries the station's validation link (…/validar/{code}); older
// printed owner links carry …/validar/{station}/{code}. Either way the code is the link's last
// segment, so the camera and the keyboard end in the same code.
import { z } from "zod";

export const DOOR_TEXTS = {
  codeRequired: "Digite o código",
  codeInvalid: "Código inválido. Confira e digite de novo.",
  valid: "Válido",
  used: "Já utilizado",
  invalid: "Inválido",
  notFound: "Este código não existe nesta estação.",
  mark: "Marcar como utilizado",
  marking: "Registrando...",
  marked: "Pronto! Código marcado como utilizado.",
  alreadyMarked: "Este código já tinha sido utilizado. Nada mudou.",
  scan: "Escanear",
  scanning: "Aponte a câmera para o QR code",
  stopScan: "Fechar câmera",
  cameraDenied: "Não conseguimos usar a câmera: o acesso foi negado. Libere a câmera nas permissões do navegador ou digite o código abaixo.",
  cameraMissing: "Este aparelho não tem uma câmera disponível. Digite o código abaixo.",
  cameraFailed: "Não foi possível abrir a câmera. Digite o código abaixo.",
  notACode: "Este QR code não é de um código da estação. Tente outro ou digite o código.",
} as const;

/** Codes are letters and digits (4 to 20); people add spaces and dashes, or type in lower case. */
function cleanCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(code) ? code : null;
}

/** The code a QR value or a typed text names, or null when it names none. */
export function codeFromScan(raw: string): string | null {
  const text = raw.trim();
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    const segments = url.pathname.split("/").filter(Boolean);
    if (segments[0] !== "validar" || segments.length < 2 || segments.length > 3) return null;
    try {
      return cleanCode(decodeURIComponent(segments[segments.length - 1]!));
    } catch {
      return null;
    }
  }
  return cleanCode(text);
}

export const doorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, DOOR_TEXTS.codeRequired)
    .max(300, DOOR_TEXTS.codeInvalid)
    .transform((raw, ctx) => {
      const code = codeFromScan(raw);
      if (!code) ctx.addIssue({ code: "custom", message: DOOR_TEXTS.codeInvalid });
      return code ?? "";
    }),
});
export type DoorCodeInput = z.input<typeof doorCodeSchema>;
