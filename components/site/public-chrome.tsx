// Chrome of the public site: header with the landing's menu, footer with legal dialogs, and the
// consent banners around a page's own content. Used by the landing and the (site) layout.
import { getSiteMenu } from "@/lib/content/site";
import type { Station } from "@/lib/stations/queries";
import { ConsentBanners } from "./consent-banners";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export async function PublicChrome({ station, children }: { station: Station; children: React.ReactNode }) {
  const menu = await getSiteMenu(station);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader station={station} menu={menu} />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <SiteFooter station={station} legalDialogs />
      <ConsentBanners ageGate={station.hasMajoritySecurity} stationName={station.name} />
    </div>
  );
}
