"use client";
// A short confirmation that floats at the top and leaves by itself (spec 1 §9: toast timeout 4000 ms).
import { useEffect } from "react";

export function Toast({ message, onDone, timeoutMs = 4000 }: { message: string | null; onDone: () => void; timeoutMs?: number }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, timeoutMs);
    return () => clearTimeout(timer);
  }, [message, onDone, timeoutMs]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {message && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-emerald-700 px-5 py-3 text-sm font-bold text-white shadow-lg">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
            <path d="m5 12 5 5L20 7" />
          </svg>
          {message}
        </p>
      )}
    </div>
  );
}
