// "X pontos vencem em dd/mm/aaaa": the soonest day on which some of the member's points expire
// (lib/wallet/lots.ts nextExpiry), under the balance on the member home and the statement. Nothing
// when none of their points expire.
import { HourglassIcon } from "lucide-react";
import { formatDate, formatStationCurrency, type StationCurrency } from "@/lib/format";
import type { NextExpiry } from "@/lib/wallet/lots";

export function ExpiryNotice({ expiry, currency, className = "" }: { expiry: NextExpiry | null; currency: StationCurrency; className?: string }) {
  if (!expiry) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm font-semibold text-amber-900 ${className}`} data-testid="points-expiry">
      <HourglassIcon className="size-4 shrink-0" aria-hidden />
      <span>
        {formatStationCurrency(expiry.points, currency)} vencem em {formatDate(expiry.expiresAt)}
      </span>
    </p>
  );
}
