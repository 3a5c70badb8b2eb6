// The phone's rear camera as a QR reader (@zxing/browser): one read, then the caller stops it.
// `cameraProblem` turns the browser's refusal into what the person at the door can do next.
import { BrowserQRCodeReader, type IScannerControls } from "@zxing/browser";
import { DOOR_TEXTS } from "@/lib/validation-desk/schemas";

export interface QrScan {
  stop(): void;
}

/** Opens the rear camera into `video` and calls `onRead` with each QR text it reads. */
export async function startQrScan(video: HTMLVideoElement, onRead: (text: string) => void): Promise<QrScan> {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error("no camera API"), { name: "NotFoundError" });
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
  let controls: IScannerControls | null = null;
  let done = false;
  controls = await reader.decodeFromConstraints({ video: { facingMode: "environment" }, audio: false }, video, (result) => {
    if (!result || done) return;
    done = true;
    onRead(result.getText());
  });
  return { stop: () => controls?.stop() };
}

/** What to tell the person when the camera did not open. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || (typeof error === "object" && error && "name" in error) ? String((error as { name: unknown }).name) : "";
  if (name === "NotAllowedError" || name === "SecurityError") return DOOR_TEXTS.cameraDenied;
  if (name === "NotFoundError" || name === "OverconstrainedError") return DOOR_TEXTS.cameraMissing;
  return DOOR_TEXTS.cameraFailed;
}
