"use client";
// A native <select>, styled like Input: on phones it opens the system picker, and it registers
// with react-hook-form like any input.
import { ChevronDownIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";
import { useFieldControl } from "./field";
import { inputClass } from "./input";

export function Select({ className, id, children, ...props }: React.ComponentProps<"select">) {
  const control = useFieldControl(id);
  return (
    <div className="relative">
      <select data-slot="select" className={cn(inputClass, "appearance-none pr-10", className)} {...control} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted" aria-hidden />
    </div>
  );
}
