// The frame of every member page: top bar, sidebar (wide screens), menu sheet or bottom bar
// (phones) and the content column (max 1180px, navigation 1280px).
import { StationLogo } from "@/components/site/station-logo";
import type { SessionUser } from "@/lib/auth/session";
import { featureRoutes } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";
import { FeatureRoutesProvider } from "./feature-link";
import { MemberSidebar, MobileBottomBar, MobileMenuButton } from "./member-nav";
import { ScrollToTopOnNavigation } from "@/components/ui/use-scroll-to-top";
import { avatarMenuItems, memberNavItems } from "./nav-items";
import { QueryProvider } from "./query-provider";
import { StationCurrencyProvider } from "./station-currency";
import { Toaster } from "@/components/ui/toast";
import { currencyOf } from "@/lib/activities/member-pages";
import { MemberTopBar } from "./top-bar";

export function MemberShell({
  station,
  user,
  balance,
  canOpenConsole = false,
  children,
}: {
  station: Station;
  user: Pick<SessionUser, "name" | "image" | "typeId">;
  balance: number;
  /** The account has a role on this station's owner console (the station shows "Acessar Painel"). */
  canOpenConsole?: boolean;
  children: React.ReactNode;
}) {
  const items = memberNavItems(station);
  const bottomBar = station.settings.mobileBottomBar;
  const adminPanelUrl = station.settings.adminPanelButton && canOpenConsole ? (station.settings.adminPanelUrl ?? "/painel") : null;
  return (
    <QueryProvider>
      <Toaster />
      <ScrollToTopOnNavigation />
      <div className="min-h-dvh bg-surface-muted/40 font-sans text-ink">
        <MemberTopBar
          logo={<StationLogo station={station} className="h-7 w-auto max-w-[92px] object-contain object-left sm:h-9 sm:max-w-[180px]" priority />}
          currency={currencyOf(station)}
          initialBalance={balance}
          user={{ name: user.name, image: user.image }}
          manageItems={avatarMenuItems(station)}
          adminPanelUrl={adminPanelUrl}
          menuButton={bottomBar ? null : <MobileMenuButton items={items} />}
        />
        <div className="mx-auto flex max-w-[1280px] gap-8 px-4 py-6 lg:px-6">
          <MemberSidebar items={items} />
          <main id="conteudo" className={`min-w-0 max-w-[1180px] flex-1 ${bottomBar ? "pb-20 lg:pb-0" : ""}`}>
            <FeatureRoutesProvider routes={featureRoutes(station)}>
              <StationCurrencyProvider currency={currencyOf(station)}>{children}</StationCurrencyProvider>
            </FeatureRoutesProvider>
          </main>
        </div>
        {bottomBar && <MobileBottomBar items={items} />}
      </div>
    </QueryProvider>
  );
}
