"use client";
// A menu opened by a button (Radix): arrow keys move between items, Escape closes it and gives the
// focus back to its button. Not modal: the page around it stays in the accessibility tree (a modal
// menu hid it with aria-hidden while its links could still take the focus).
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

export function DropdownMenu(props: React.ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={false} {...props} />;
}

export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className, align = "end", sideOffset = 8, ...props }: React.ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={cn("z-50 min-w-56 rounded-2xl border border-line bg-white p-2 shadow-xl", className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn("px-3 py-2 text-xs font-bold tracking-wide text-ink-muted uppercase", className)} {...props} />;
}

export const DropdownMenuItem = MenuPrimitive.Item;

export function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn("my-1 h-px bg-line", className)} {...props} />;
}
