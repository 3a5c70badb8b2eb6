// The public pages other than the landing share its header, footer and consent banners.
import { PublicChrome } from "@/components/site/public-chrome";
import { stationFromParams } from "@/lib/stations/current";

export default async function PublicSiteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ station: string }> }) {
  return <PublicChrome station={await stationFromParams(params)}>{children}</PublicChrome>;
}
