"use client";
// The one toaster (sonner), mounted once per page tree. `toast` lasts 4,000 ms,
// `snackbar` 2,000 ms (the product's timings). Messages are announced politely to screen readers.
import { toast as sonner, Toaster as Sonner } from "sonner";

export const TOAST_MS = 4000;
export const SNACKBAR_MS = 2000;
// Toasts and snackbars take the pointer (also over an open dialog, whose body has none); a field's
// notice lets it through.
const INTERACTIVE = "pointer-events-auto";
const PASS_THROUGH = "pointer-events-none";

// font-sans: the page's (brand) font; sonner's own stylesheet would set the system one.
export function Toaster({ position = "top-center" }: { position?: "top-center" | "bottom-center" }) {
  return (
    <Sonner
      position={position}
      duration={TOAST_MS}
      visibleToasts={3}
      // Below the header; a single number would also push the toasts 72 px in from each side,
      // off a phone's screen.
      offset={80}
      mobileOffset={{ top: 72, bottom: 72, left: 16, right: 16 }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: "flex w-full max-w-md items-center gap-2 rounded-2xl px-5 py-3 font-sans text-sm font-bold text-white shadow-lg",
          success: "bg-emerald-700",
          error: "bg-red-700",
          info: "bg-ink",
          default: "bg-ink",
        },
      }}
    />
  );
}

type Kind = "success" | "error" | "info";

// sonner's region is polite but has no role; each message carries its own (an error is an alert).
function body(message: string, kind: Kind, text?: string) {
  return (
    <span role={kind === "error" ? "alert" : "status"}>
      {text ? <span className="block">{message}</span> : message}
      {text && <span className="mt-0.5 block font-normal">{text}</span>}
    </span>
  );
}

/** A message that stays 4 s; `text` adds a line under it (the spec's toasts with a title and a text). */
export function toast(message: string, kind: Kind = "success", text?: string) {
  return sonner[kind](body(message, kind, text), { duration: TOAST_MS, className: INTERACTIVE });
}

/** A short message that stays 2 s. */
export function snackbar(message: string, kind: Kind = "info") {
  return sonner[kind](body(message, kind), { duration: SNACKBAR_MS, className: INTERACTIVE });
}

/**
 * A field's error notice, a 2 s snackbar raised while the person is still filling the form: it lets
 * every click through to the control under it (and does not pause under the pointer), so it never
 * stands between them and the next field or the submit button.
 */
export function notice(message: string) {
  return sonner.error(body(message, "error"), { duration: SNACKBAR_MS, className: PASS_THROUGH });
}
