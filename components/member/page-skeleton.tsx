// Placeholder for a member page's content while it streams (5 or 6 skeleton rows, as the lists
// show them). The member area has no loading.tsx: a page decides its 404 first, then wraps only
// its slow content in <Suspense fallback={<MemberPageSkeleton />}>.
import { Skeleton } from "@/components/ui/skeleton";

export function MemberPageSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando...</span>
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
