// What an empty list says: an icon, a sentence and, optionally, what to do next.
import { InboxIcon, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";

export function EmptyState({ text, icon: Icon = InboxIcon, action, className }: { text: React.ReactNode; icon?: LucideIcon; action?: React.ReactNode; className?: string }) {
  return (
    <div data-slot="empty-state" className={cn("flex flex-col items-center rounded-3xl border border-dashed border-line bg-white px-6 py-16 text-center", className)}>
      <Icon className="size-10 text-ink-muted" strokeWidth={1.6} aria-hidden />
      <p className="mt-3 font-semibold text-ink-muted">{text}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
