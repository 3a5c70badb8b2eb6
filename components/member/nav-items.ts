// The member-area menu: labels, icons and groups here; which items a
// station shows, and where they lead, come from the feature registry (lib/stations/features.ts), so
// the menu never offers a page the product has not built or the station has turned off.
import { featureRoutes, MEMBER_FEATURES, type MemberFeature } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";

export type NavIcon =
  | "home" | "activities" | "feed" | "calendar" | "files" | "cart" | "profile" | "card" | "statement"
  | "orders" | "purchases" | "vouchers" | "trophies" | "invitations" | "support" | "clover" | "logout" | "news"
  | "plans" | "wallet" | "accounting" | "dental" | "legal" | "political" | "fuel";

export interface NavItem {
  href: string;
  label: string;
  icon: NavIcon;
  /** "discover" items go under "Descobrir", "manage" under "Gerenciar" on the mobile bottom bar. */
  group: "discover" | "manage";
}

/** Every menu entry in menu order; `memberNavItems` keeps those whose feature is on. */
export const MENU: readonly (Omit<NavItem, "href"> & { feature: MemberFeature })[] = [
  { feature: "home", label: "Início", icon: "home", group: "discover" },
  { feature: "activities", label: "Atividades", icon: "activities", group: "discover" },
  { feature: "feed", label: "Mural", icon: "feed", group: "discover" },
  { feature: "events", label: "Calendário", icon: "calendar", group: "discover" },
  { feature: "files", label: "Downloads", icon: "files", group: "discover" },
  { feature: "news", label: "Notícias", icon: "news", group: "discover" },
  { feature: "accounting", label: "Consultoria contábil", icon: "accounting", group: "discover" },
  { feature: "dental", label: "Serviço odontológico", icon: "dental", group: "discover" },
  { feature: "legal", label: "Consultoria jurídica", icon: "legal", group: "discover" },
  { feature: "political", label: "Político-sindical", icon: "political", group: "discover" },
  { feature: "cart", label: "Carrinho", icon: "cart", group: "discover" },
  { feature: "luckyNumbers", label: "Números da sorte", icon: "clover", group: "manage" },
  { feature: "profile", label: "Perfil", icon: "profile", group: "manage" },
  { feature: "card", label: "Carteirinha", icon: "card", group: "manage" },
  { feature: "statement", label: "Extrato", icon: "statement", group: "manage" },
  { feature: "wallet", label: "Meios de pagamento", icon: "wallet", group: "manage" },
  { feature: "plans", label: "Planos", icon: "plans", group: "manage" },
  { feature: "orders", label: "Meus pedidos", icon: "orders", group: "manage" },
  { feature: "purchases", label: "Minhas compras", icon: "purchases", group: "manage" },
  { feature: "vouchers", label: "Vouchers", icon: "vouchers", group: "manage" },
  { feature: "fuelClub", label: "Clube de combustível", icon: "fuel", group: "manage" },
  { feature: "trophies", label: "Troféus", icon: "trophies", group: "manage" },
  { feature: "invitations", label: "Meus convites", icon: "invitations", group: "manage" },
  { feature: "support", label: "Fale conosco", icon: "support", group: "manage" },
];

export function memberNavItems(station: Pick<Station, "flags" | "settings"> & Partial<Pick<Station, "hasPlans" | "hasNews">>): NavItem[] {
  const routes = featureRoutes(station);
  return MENU.flatMap(({ feature, ...item }) => {
    const href = routes[feature];
    return href ? [{ ...item, href }] : [];
  });
}

/**
 * The avatar menu: the "manage" items, and always the member's profile first. A station with lucky
 * numbers gives the profile's menu place to them, but the profile page is still there and a member
 * looks for it under their own name; only a station that hides the profile leaves it out.
 */
export function avatarMenuItems(station: Pick<Station, "flags" | "settings"> & Partial<Pick<Station, "hasPlans" | "hasNews">>): NavItem[] {
  const manage = memberNavItems(station).filter((item) => item.group === "manage");
  const profile = MENU.find((item) => item.feature === "profile")!;
  const hidden = station.settings.hiddenMenuItems.includes("profile");
  if (hidden || manage.some((item) => item.icon === profile.icon)) return manage;
  return [{ label: profile.label, icon: profile.icon, group: profile.group, href: MEMBER_FEATURES.profile.route }, ...manage];
}

/** Whether `href` is the current section (Início only on the exact home path). */
export function isActive(pathname: string, href: string): boolean {
  if (href === "/homepage") return pathname === "/homepage";
  return pathname === href || pathname.startsWith(`${href}/`);
}
