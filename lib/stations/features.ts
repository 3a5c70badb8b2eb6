// The member area's features in one list: the route of each, the station flag or setting that
// turns it on (the `*_access` flags or a setting) and whether the product has built
// its page yet. The menu and every link in a message ("Ver meus vouchers") read it, so no link
// points at a route that does not exist on a station. Pure and client-safe.
//
// When the work that builds a feature's page lands, it flips that entry's `built` to true: a one-line change
// (components/member/nav-items.test.ts then checks the page file exists).
import type { Station } from "./queries";
import type { StationSettings } from "./settings";

export type MemberFeature =
  | "home"
  | "activities"
  | "feed"
  | "events"
  | "files"
  | "cart"
  | "luckyNumbers"
  | "profile"
  | "card"
  | "statement"
  | "orders"
  | "purchases"
  | "vouchers"
  | "trophies"
  | "invitations"
  | "plans"
  | "wallet"
  | "support"
  | "news"
  | "accounting"
  | "dental"
  | "legal"
  | "political"
  | "fuelClub";

type StationFeatures = Pick<Station, "flags" | "settings"> & Partial<Pick<Station, "hasPlans" | "hasNews">>;

export interface FeatureEntry {
  route: string;
  /** Whether the product has a page at `route` (under app/s/[station]/). */
  built: boolean;
  /** The station flag that turns it on (feed_access, events_access, ...); none: always on. */
  flag?: keyof Station["flags"];
  /** The hiddenMenuItems value a station sets to hide it. */
  hiddenBy?: StationSettings["hiddenMenuItems"][number];
  /** Extra condition from the station's settings (lucky numbers replace the profile). */
  when?: (settings: StationSettings) => boolean;
  /** Shown only while the station sells a plan. */
  needsPlans?: true;
  /** Shown only while the station has published station news. */
  needsNews?: true;
}

export const MEMBER_FEATURES: Record<MemberFeature, FeatureEntry> = {
  home: { route: "/homepage", built: true },
  activities: { route: "/homepage/atividades", built: true },
  feed: { route: "/homepage/feed", flag: "feed", built: true },
  events: { route: "/homepage/calendario", flag: "events", built: true },
  files: { route: "/homepage/downloads", flag: "files", built: true },
  cart: { route: "/homepage/carrinho", flag: "checkout", built: true },
  luckyNumbers: { route: "/homepage/numeros-da-sorte", when: (s) => s.luckyNumbers, built: true },
  profile: { route: "/homepage/perfil", hiddenBy: "profile", when: (s) => !s.luckyNumbers, built: true },
  card: { route: "/homepage/carteirinha", flag: "myAccount", built: true },
  statement: { route: "/homepage/extrato/extratos-totais", flag: "myAccount", hiddenBy: "statements", built: true },
  orders: { route: "/homepage/pedidos", flag: "myAccount", hiddenBy: "orders", built: true },
  purchases: { route: "/homepage/minhas-compras", flag: "myAccount", built: true },
  vouchers: { route: "/homepage/vouchers", flag: "myAccount", built: true },
  trophies: { route: "/homepage/trofeus", flag: "myAccount", hiddenBy: "trophies", built: true },
  invitations: { route: "/homepage/convites-do-usuario", hiddenBy: "invitations", built: true },
  plans: { route: "/homepage/planos", needsPlans: true, built: true },
  wallet: { route: "/homepage/meios-de-pagamento", flag: "myAccount", built: true },
  support: { route: "/homepage/support", built: true },
  news: { route: "/homepage/noticias", needsNews: true, built: true },
  accounting: { route: "/homepage/consultoria-contabil", when: (s) => s.services.accounting.enabled, built: true },
  dental: { route: "/homepage/servico-odontologico", when: (s) => s.services.dental.enabled, built: true },
  legal: { route: "/homepage/consultoria-juridica", when: (s) => s.services.legal.enabled, built: true },
  political: { route: "/homepage/politico-sindical", when: (s) => s.services.political.enabled, built: true },
  fuelClub: { route: "/homepage/legisclub-gasolina", when: (s) => s.fuelClub, built: true },
};

/** Whether the feature has a page and this station has it on. */
export function isFeatureOn(station: StationFeatures, feature: MemberFeature): boolean {
  const entry = MEMBER_FEATURES[feature];
  if (!entry.built) return false;
  if (entry.flag && !station.flags[entry.flag]) return false;
  if (entry.hiddenBy && station.settings.hiddenMenuItems.includes(entry.hiddenBy)) return false;
  if (entry.needsPlans && !station.hasPlans) return false;
  if (entry.needsNews && !station.hasNews) return false;
  return entry.when ? entry.when(station.settings) : true;
}

/** The route of every feature that is on for this station (what the member shell hands to links). */
export function featureRoutes(station: StationFeatures): Partial<Record<MemberFeature, string>> {
  const routes: Partial<Record<MemberFeature, string>> = {};
  for (const feature of Object.keys(MEMBER_FEATURES) as MemberFeature[]) {
    if (isFeatureOn(station, feature)) routes[feature] = MEMBER_FEATURES[feature].route;
  }
  return routes;
}
