"use client";
// Text controls: Input, Textarea and PasswordInput (with a show/hide toggle). Inside a Field they
// pick up its id and error wiring.
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils/cn";
import { useFieldControl } from "./field";

export const inputClass =
  "h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink shadow-xs outline-none transition-colors placeholder:text-slate-400 aria-invalid:border-red-600 focus-visible:border-brand-ink focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-[color-mix(in_srgb,var(--brand-ink)_25%,transparent)] disabled:bg-surface-muted disabled:opacity-70";

export function Input({ className, id, ...props }: React.ComponentProps<"input">) {
  const control = useFieldControl(id);
  return <input data-slot="input" className={cn(inputClass, className)} {...control} {...props} />;
}

export function Textarea({ className, id, ...props }: React.ComponentProps<"textarea">) {
  const control = useFieldControl(id);
  return <textarea data-slot="textarea" className={cn(inputClass, "h-auto min-h-28 py-3", className)} {...control} {...props} />;
}

export function PasswordInput({ className, id, label, ...props }: Omit<React.ComponentProps<"input">, "type"> & { label: string }) {
  const control = useFieldControl(id);
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input data-slot="password-input" type={visible ? "text" : "password"} className={cn(inputClass, "pr-14", className)} {...control} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-brand-ink hover:bg-brand-soft"
        aria-label={visible ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
        aria-pressed={visible}
      >
        {visible ? <EyeOffIcon className="size-5" aria-hidden /> : <EyeIcon className="size-5" aria-hidden />}
      </button>
    </div>
  );
}
