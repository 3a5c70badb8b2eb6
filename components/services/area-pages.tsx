// The pages of a service area this module owns, one server component each; the route files under
// app/s/[station]/homepage/<area>/ pass the gated member's station and their area. Each checks the
// area is on (404 otherwise) and that the area has that page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookOpenIcon, InfoIcon } from "lucide-react";
import { RichText } from "@/components/activities/rich-text";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { Page } from "@/components/ui/infinite-list";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { requireServiceArea, requireServicePage } from "@/lib/services/area";
import { SERVICE_MODULES, serviceHref, type ServiceModule, type ServicePage } from "@/lib/services/modules";
import { areaNewsPage, areaNewsPost, MSG_NEWS_END, MSG_NO_NEWS, type NewsCardItem } from "@/lib/services/news";
import type { Station } from "@/lib/stations/queries";
import { AreaNewsList } from "./area-news-list";
import { HoursCard } from "./hours-card";
import { NewsArticle } from "./news-article";
import { ServiceContact } from "./service-contact";
import { ServiceHub } from "./service-hub";
import { ServiceVideos } from "./service-videos";

type Props = { station: Station; module: ServiceModule };

const labelOf = (module: ServiceModule, page: ServicePage) => SERVICE_MODULES[module].pages.find((p) => p.page === page)?.label ?? page;

/** The tab title: "Contato · Consultoria jurídica". */
export function areaMetadata(module: ServiceModule, page?: ServicePage): Metadata {
  const title = SERVICE_MODULES[module].title;
  return { title: page ? `${labelOf(module, page)} · ${title}` : title };
}

const heading = (text: string) => <h1 className="text-2xl font-bold text-ink md:text-3xl">{text}</h1>;

/** The station's text for a page, sanitised, or an honest empty state when it wrote none. */
function StationText({ html, icon, emptyText }: { html: string | null; icon: typeof InfoIcon; emptyText: string }) {
  const clean = html ? sanitizeHtml(html) : "";
  return clean ? (
    <Card className="mt-5">
      <RichText html={clean} className="text-ink" />
    </Card>
  ) : (
    <EmptyState className="mt-5" icon={icon} text={emptyText} />
  );
}

export function AreaHubPage({ station, module }: Props) {
  return <ServiceHub area={requireServiceArea(station, module)} />;
}

export function AreaGuidancePage({ station, module }: Props) {
  const area = requireServiceArea(station, module);
  requireServicePage(area, "orientacoes");
  return (
    <div>
      {heading(labelOf(module, "orientacoes"))}
      <HoursCard settings={area.settings} className="mt-5" />
      <StationText html={area.settings.guidanceHtml} icon={BookOpenIcon} emptyText="A área ainda não publicou suas orientações." />
    </div>
  );
}

export function AreaInfoPage({ station, module }: Props) {
  const area = requireServiceArea(station, module);
  return (
    <div>
      {heading("Informações")}
      <StationText html={area.settings.infoHtml} icon={InfoIcon} emptyText="A área ainda não publicou informações." />
    </div>
  );
}

export function AreaContactPage({ station, module }: Props) {
  return <ServiceContact area={requireServiceArea(station, module)} />;
}

export async function AreaNewsPage({ station, module }: Props) {
  requireServicePage(requireServiceArea(station, module), "noticias");
  // Page 1 comes with the page; when the source fails, the list asks again and offers a retry.
  let first: Page<NewsCardItem> | undefined;
  try {
    first = await areaNewsPage(station, module, 1);
  } catch (error) {
    console.error(`news of ${module} on station ${station.id}:`, error);
  }
  return (
    <div>
      {heading("Notícias")}
      <div className="mt-5">
        <AreaNewsList base={serviceHref(module, "noticias")} initialPage={first} emptyText={MSG_NO_NEWS} endText={MSG_NEWS_END} />
      </div>
    </div>
  );
}

export async function AreaNewsDetailPage({ station, module, postId }: Props & { postId: string }) {
  requireServicePage(requireServiceArea(station, module), "noticias");
  if (!/^\d{1,12}$/.test(postId)) notFound();
  const post = await areaNewsPost(station, module, Number(postId));
  if (!post) notFound();
  return <NewsArticle backHref={serviceHref(module, "noticias")} title={post.title} image={post.image} html={post.html} />;
}

export function AreaVideosPage({ station, module, page }: Props & { page: "videos" | "cafe-com-politica" | "transforma" }) {
  const area = requireServiceArea(station, module);
  requireServicePage(area, page);
  return <ServiceVideos title={labelOf(module, page)} videos={area.settings.videos[page] ?? []} />;
}
