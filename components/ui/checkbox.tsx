"use client";
// A checkbox (Radix): checked state drawn with the brand colour; pair it with a <label htmlFor>.
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";
import { useFieldControl } from "./field";

export function Checkbox({ className, id, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  const control = useFieldControl(id);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-ink-muted bg-white aria-invalid:border-red-600 data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=checked]:text-brand-fg focus-visible:outline-3",
        className,
      )}
      {...control}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <CheckIcon className="size-4" strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
