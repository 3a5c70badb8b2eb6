// The profile's shortcut links, shown only when the station's my_account_access is on;
// each link also follows the feature registry (built, the station's flags and hidden menu items,
// lucky numbers only where that setting is on), with the menu's own labels and icons.
import Link from "next/link";
import { ChevronRightIcon } from "lucide-react";
import { NavIcon } from "@/components/member/nav-icon";
import { MENU } from "@/components/member/nav-items";
import { featureRoutes, type MemberFeature } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";

/** In the spec's order: carteirinha, extrato, pedidos, números da sorte, troféus, convites, vouchers. */
const SHORTCUTS: readonly MemberFeature[] = ["card", "statement", "orders", "luckyNumbers", "trophies", "invitations", "vouchers"];

export function ProfileShortcuts({ station }: { station: Pick<Station, "flags" | "settings"> }) {
  if (!station.flags.myAccount) return null;
  const routes = featureRoutes(station);
  const links = SHORTCUTS.flatMap((feature) => {
    const href = routes[feature];
    const item = MENU.find((m) => m.feature === feature);
    return href && item ? [{ href, label: item.label, icon: item.icon }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="atalhos-title">
      <h2 id="atalhos-title" className="mb-3 text-lg font-bold text-ink">
        Minha conta
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="flex items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 font-semibold text-ink shadow-sm transition hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                <NavIcon name={link.icon} />
              </span>
              <span className="flex-1">{link.label}</span>
              <ChevronRightIcon className="size-4 text-ink-muted" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
