"use client";
// Member-area toasts: success and error messages of participations (spec 2 §8), announced to
// screen readers, leaving by themselves after 4 s.
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { cn } from "@/lib/utils/cn";

type Kind = "success" | "error";
interface ToastItem {
  id: number;
  message: string;
  kind: Kind;
}
const ToastContext = createContext<{ show: (message: string, kind?: Kind) => void }>({ show: () => undefined });

export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function Toaster({ children }: { children: React.ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((message: string, kind: Kind = "success") => {
    const id = nextId++;
    setItems((list) => [...list.slice(-2), { id, message, kind }]);
    setTimeout(() => setItems((list) => list.filter((t) => t.id !== id)), 4000);
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4">
        {items.map((t) => (
          <p
            key={t.id}
            className={cn(
              "pointer-events-auto max-w-md rounded-2xl px-5 py-3 text-center text-sm font-bold text-white shadow-lg",
              t.kind === "success" ? "bg-emerald-700" : "bg-red-700",
            )}
          >
            {t.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
