// A data table that scrolls sideways on phones instead of breaking the page. The scrolling box
// takes the keyboard focus, so a keyboard alone can scroll it too (WCAG 2.1.1; axe
// scrollable-region-focusable, serious, on every table at 390 px). The box is the containing block
// of what the table positions (a visually hidden "Ações" heading): without it such text is placed
// against the page, outside the box's clip, and the whole page scrolls sideways on a phone.
import { cn } from "@/lib/utils/cn";

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" tabIndex={0} className="relative w-full overflow-x-auto rounded-3xl border border-line bg-white">
      <table data-slot="table" className={cn("w-full text-left text-sm text-ink", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-surface-muted text-xs font-bold tracking-wide text-ink-muted uppercase", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("divide-y divide-line", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("align-middle", className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th data-slot="table-head" scope="col" className={cn("px-4 py-3 whitespace-nowrap", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-4 py-3", className)} {...props} />;
}
