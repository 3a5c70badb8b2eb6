import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full text-center leading-tight font-bold transition-colors focus-visible:outline-3 disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        primary: "bg-brand text-brand-fg hover:bg-brand-strong hover:text-white",
        outline: "border-2 border-brand-ink text-brand-ink hover:bg-brand-soft",
        ghost: "text-brand-ink hover:bg-brand-soft",
        light: "bg-white text-ink hover:bg-surface-muted",
        onBrand: "border-2 border-current text-brand-fg hover:bg-black/10",
      },
      size: {
        // A minimum height, not a fixed one: a label longer than a phone's width wraps inside the
        // button instead of pushing the page wider than the screen.
        sm: "min-h-9 px-4 py-1.5 text-sm",
        md: "min-h-11 px-6 py-2 text-base",
        lg: "min-h-13 px-8 py-2.5 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
