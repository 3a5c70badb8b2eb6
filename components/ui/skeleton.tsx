// Loading placeholders. The spec shows 5 or 6 rows while a list loads.
import { cn } from "@/lib/utils/cn";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden className={cn("animate-pulse rounded-xl bg-line/70", className)} {...props} />;
}

export function SkeletonRows({ rows = 5, className, rowClassName }: { rows?: 5 | 6; className?: string; rowClassName?: string }) {
  return (
    <div data-slot="skeleton-rows" role="status" className={cn("space-y-3", className)}>
      <span className="sr-only">Carregando...</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn("h-16 w-full", rowClassName)} />
      ))}
    </div>
  );
}
