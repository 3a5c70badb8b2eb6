// Skeleton while a member page loads (spec 2 §9: 5 or 6 skeleton rows).
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando...</span>
      <Skeleton className="mb-6 h-8 w-48 rounded-full" />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-line bg-white">
            <Skeleton className="aspect-[16/9] rounded-none bg-surface-muted" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-3 w-20 rounded-full" />
              <Skeleton className="h-4 w-3/4 rounded-full" />
              <Skeleton className="h-3 w-1/2 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
