"use client";
// A checkbox (Radix): checked state drawn with the brand colour. CheckboxField is the labelled row
// screens use: the row is the label, so a click anywhere on it toggles the box, and its text is the
// checkbox's accessible name.
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

type CheckboxFieldProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  label: React.ReactNode;
  /** Classes of the box itself (the row takes `className`). */
  checkboxClassName?: string;
};

export function CheckboxField({ label, className, checkboxClassName, ...props }: CheckboxFieldProps) {
  return (
    <label data-slot="checkbox-field" className={cn("flex items-center gap-2", props.disabled ? "cursor-default" : "cursor-pointer", className)}>
      <Checkbox className={checkboxClassName} {...props} />
      {label}
    </label>
  );
}
