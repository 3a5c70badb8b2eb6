"use client";
// A small status toast (polite live region) for completion messages; hides itself after a while.
import { useEffect } from "react";

export function Toast({ message, onDone, ms = 6000 }: { message: string | null; onDone: () => void; ms?: number }) {
  useEffect(() => {
    if (!message) return;
    const t = window.setTimeout(onDone, ms);
    return () => window.clearTimeout(t);
  }, [message, ms, onDone]);
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      {message ? (
        <p className="pointer-events-auto max-w-md rounded-2xl bg-ink px-5 py-3 text-sm font-semibold text-white shadow-xl">{message}</p>
      ) : null}
    </div>
  );
}
