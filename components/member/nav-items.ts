// The member-area menu, gated by the station's flags and settings (spec 1 §4 "Sidebar items").
import type { Station } from "@/lib/stations/queries";

export type NavIcon =
  | "home" | "activities" | "feed" | "calendar" | "files" | "cart" | "profile" | "card" | "statement"
  | "orders" | "purchases" | "vouchers" | "trophies" | "invitations" | "support" | "clover" | "logout" | "news";

export interface NavItem {
  href: string;
  label: string;
  icon: NavIcon;
  /** "discover" items go under "Descobrir", "manage" under "Gerenciar" on the mobile bottom bar. */
  group: "discover" | "manage";
}

export function memberNavItems(station: Pick<Station, "flags" | "settings">): NavItem[] {
  const { flags, settings } = station;
  const hidden = new Set(settings.hiddenMenuItems);
  const items: (NavItem | false)[] = [
    { href: "/homepage", label: "Início", icon: "home", group: "discover" },
    { href: "/homepage/atividades", label: "Atividades", icon: "activities", group: "discover" },
    flags.feed && { href: "/homepage/feed", label: "Mural", icon: "feed", group: "discover" },
    flags.events && { href: "/homepage/calendario", label: "Calendário", icon: "calendar", group: "discover" },
    flags.files && { href: "/homepage/downloads", label: "Downloads", icon: "files", group: "discover" },
    flags.checkout && { href: "/homepage/carrinho", label: "Carrinho", icon: "cart", group: "discover" },
    settings.luckyNumbers
      ? { href: "/homepage/numeros-da-sorte", label: "Números da sorte", icon: "clover", group: "manage" }
      : !hidden.has("profile") && { href: "/homepage/perfil", label: "Perfil", icon: "profile", group: "manage" },
    flags.myAccount && { href: "/homepage/carteirinha", label: "Carteirinha", icon: "card", group: "manage" },
    flags.myAccount && !hidden.has("statements") && { href: "/homepage/extrato/extratos-totais", label: "Extrato", icon: "statement", group: "manage" },
    flags.myAccount && !hidden.has("orders") && { href: "/homepage/pedidos", label: "Meus pedidos", icon: "orders", group: "manage" },
    flags.myAccount && { href: "/homepage/minhas-compras", label: "Minhas compras", icon: "purchases", group: "manage" },
    flags.myAccount && { href: "/homepage/vouchers", label: "Vouchers", icon: "vouchers", group: "manage" },
    flags.myAccount && !hidden.has("trophies") && { href: "/homepage/trofeus", label: "Troféus", icon: "trophies", group: "manage" },
    !hidden.has("invitations") && { href: "/homepage/convites-do-usuario", label: "Meus convites", icon: "invitations", group: "manage" },
    { href: "/homepage/support", label: "Fale conosco", icon: "support", group: "manage" },
  ];
  return items.filter((i): i is NavItem => i !== false);
}

/** Whether `href` is the current section (Início only on the exact home path). */
export function isActive(pathname: string, href: string): boolean {
  if (href === "/homepage") return pathname === "/homepage";
  return pathname === href || pathname.startsWith(`${href}/`);
}
