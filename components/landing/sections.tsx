// The nine landing section kinds (lib/content/console/schemas.ts), server-rendered from the station's data. Only the
// carousels, videos and the support form hydrate.
import Link from "next/link";
import type { SupportAction } from "@/components/site/support-form";
import { buttonVariants } from "@/components/ui/button";
import { activityHref, type PublicActivityCard } from "@/lib/content/activities";
import type { LandingItem, LandingSection } from "@/lib/content/queries";
import { formatBRL, formatStationCurrency, truncate } from "@/lib/format";
import { DEFAULT_PLAN_BENEFITS, publicPeriodLabel, type PublicPlan } from "@/lib/plans/queries";
import type { Station } from "@/lib/stations/queries";
import { cn } from "@/lib/utils/cn";
import { Carousel } from "./carousel";
import { StoreIcon } from "@/components/site/social-icons";
import { LazySupportForm } from "./lazy-support-form";
import { VideoFacade } from "./video-facade";
import { StationImage } from "@/components/ui/station-image";

export interface SectionContext {
  station: Station;
  plans: PublicPlan[];
  activities: PublicActivityCard[];
  supportAction: SupportAction;
}

const SECTION_LABELS: Record<number, string> = {
  1: "Destaques",
  2: "Conheça",
  3: "Destaques",
  4: "Destaques",
  5: "Atividades",
  6: "Aplicativo",
  7: "Planos",
  8: "Fale Conosco",
  9: "Destaque",
};

type ImgProps = { src: string; alt?: string; className?: string; width?: number; height?: number; eager?: boolean };

/** Images load lazily, except in the page's first section, which may be on screen at once. */
function Img({ src, alt = "", className, width = 600, height = 400, eager = false }: ImgProps) {
  return <StationImage src={src} alt={alt} width={width} height={height} priority={eager} className={className} />;
}

/** What every section kind receives; `eager` is true for the first section under the hero. */
type SectionProps = { section: LandingSection; context: SectionContext; eager: boolean };

function SectionShell({
  section,
  children,
  tone = "plain",
  wide = false,
}: {
  section: LandingSection;
  children: React.ReactNode;
  tone?: "plain" | "muted";
  wide?: boolean;
}) {
  const headingId = `secao${section.id}-titulo`;
  const image = section.backgroundType === "image" && section.backgroundImage;
  const style: React.CSSProperties = {
    ...(section.backgroundColor && !image ? { backgroundColor: section.backgroundColor } : {}),
    ...(image ? { backgroundImage: `url(${section.backgroundImage})`, backgroundSize: "cover", backgroundPosition: "center" } : {}),
    ...(section.textColor ? { color: section.textColor } : {}),
  };
  return (
    <section
      id={section.typeId === 7 ? "plans" : `secao${section.id}`}
      data-section-type={section.typeId}
      aria-labelledby={section.title ? headingId : undefined}
      aria-label={section.title ? undefined : SECTION_LABELS[section.typeId]}
      className={cn("scroll-mt-20 py-16 md:py-24", !section.backgroundColor && !image && tone === "muted" && "bg-surface-muted")}
      style={style}
    >
      <div className={cn("mx-auto px-4 sm:px-6", wide ? "max-w-[1280px]" : "max-w-[1180px]")}>
        {(section.title || section.subtitle) && (
          <header className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
            {section.title && (
              <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl" style={section.titleColor ? { color: section.titleColor } : undefined}>
                {section.title}
              </h2>
            )}
            {section.subtitle && <p className={cn("mt-3 text-lg", !section.textColor && "text-ink-muted")}>{section.subtitle}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

const DEFAULT_LABELS = { external: "Saiba mais", login: "Entrar", signup: "Cadastrar", additional: "Saiba mais" } as const;

function itemHref(item: LandingItem): { href: string; external: boolean } | null {
  switch (item.linkType) {
    case "external":
      return item.externalLink ? { href: item.externalLink, external: true } : null;
    case "login":
      return { href: "/login", external: false };
    case "signup":
      return { href: "/cadastrar", external: false };
    case "additional":
      return item.aboutSectionId ? { href: `/sobre/${item.aboutSectionId}`, external: false } : null;
    default:
      return null;
  }
}

function ItemLink({ item, variant = "outline", className }: { item: LandingItem; variant?: "outline" | "primary" | "light"; className?: string }) {
  const target = itemHref(item);
  if (!target || item.linkType === "nolink") return null;
  const label = item.buttonLabel ?? DEFAULT_LABELS[item.linkType as keyof typeof DEFAULT_LABELS];
  const cls = cn(buttonVariants({ variant, size: "sm" }), className);
  // Same label on several cards: the item name tells them apart for screen readers.
  const a11y = item.name ? `${label}: ${item.name}` : undefined;
  return target.external ? (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className={cls} aria-label={a11y}>
      {label}
    </a>
  ) : (
    <Link href={target.href} className={cls} aria-label={a11y}>
      {label}
    </Link>
  );
}

function Card({ item, eager }: { item: LandingItem; eager: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white text-ink shadow-sm transition-shadow hover:shadow-md">
      {item.image && <Img src={item.image} eager={eager} className="aspect-[3/2] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-2 p-6">
        {item.name && <h3 className="text-xl font-bold">{item.name}</h3>}
        {item.description && <p className="flex-1 text-ink-muted">{item.description}</p>}
        <div className="mt-3">
          <ItemLink item={item} />
        </div>
      </div>
    </article>
  );
}

function CardsGrid({ section, eager }: SectionProps) {
  const n = section.items.length;
  return (
    <SectionShell section={section}>
      <ul className={cn("grid gap-6 sm:grid-cols-2", n >= 4 ? "lg:grid-cols-4" : n === 3 ? "lg:grid-cols-3" : "")}>
        {section.items.map((item) => (
          <li key={item.id}>
            <Card item={item} eager={eager} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function Media({ item, title, eager }: { item: LandingItem; title: string; eager: boolean }) {
  if (item.videoId || item.videoUrl) {
    return <VideoFacade title={item.name ?? title} poster={item.image} videoId={item.videoId} videoUrl={item.videoUrl} eager={eager} />;
  }
  return item.image ? <Img src={item.image} eager={eager} width={800} height={500} className="aspect-[8/5] w-full rounded-3xl object-cover" /> : null;
}

function Alternating({ section, eager }: SectionProps) {
  return (
    <SectionShell section={section} tone="muted">
      <div className="space-y-16 md:space-y-24">
        {section.items.map((item, i) => (
          <article key={item.id} className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
            <div className={cn(item.imageLeft ? "md:order-1" : "md:order-2")}>
              <Media item={item} title={section.title ?? ""} eager={eager && i === 0} />
            </div>
            <div className={cn("space-y-4", item.imageLeft ? "md:order-2" : "md:order-1")}>
              {item.name && <h3 className="text-2xl font-bold md:text-3xl">{item.name}</h3>}
              {item.description && <p className="text-lg text-ink-muted">{item.description}</p>}
              <ItemLink item={item} variant="primary" />
            </div>
          </article>
        ))}
      </div>
    </SectionShell>
  );
}

function CardCarousel({ section, eager }: SectionProps) {
  return (
    <SectionShell section={section}>
      <Carousel label={section.title ?? "Destaques"}>
        {section.items.map((item, i) => (
          <li key={item.id} className="shrink-0 basis-full snap-start px-2 sm:basis-1/2 lg:basis-1/3">
            <Card item={item} eager={eager && i < 3} />
          </li>
        ))}
      </Carousel>
    </SectionShell>
  );
}

function Centred({ section, eager }: SectionProps) {
  const onImage = section.backgroundType === "image" && Boolean(section.backgroundImage);
  return (
    <SectionShell section={section} tone="muted">
      <ul className={cn("grid gap-6", section.items.length >= 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
        {section.items.map((item) => (
          <li
            key={item.id}
            className={cn(
              "flex flex-col items-center gap-3 rounded-3xl p-8 text-center",
              onImage ? "bg-white/10 ring-1 ring-white/20 backdrop-blur-sm" : "bg-white text-ink shadow-sm",
            )}
          >
            {item.image && <Img src={item.image} eager={eager} width={96} height={96} className="size-20 rounded-2xl object-cover" />}
            {item.name && <h3 className="text-2xl font-bold">{item.name}</h3>}
            {item.description && <p className={onImage ? "opacity-90" : "text-ink-muted"}>{item.description}</p>}
            <ItemLink item={item} variant={onImage ? "light" : "outline"} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function Activities({ section, context, eager }: SectionProps) {
  const { activities, station } = context;
  return (
    <SectionShell section={section} tone="muted" wide>
      {activities.length === 0 ? (
        <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-line bg-white p-10 text-center">
          <p className="text-lg font-bold">Novas atividades em breve</p>
          <p className="mt-2 text-ink-muted">Cadastre-se para ser avisado assim que elas forem publicadas.</p>
          <Link href="/cadastrar" className={cn(buttonVariants({ size: "sm" }), "mt-5")}>
            Cadastrar
          </Link>
        </div>
      ) : (
        <Carousel label={section.title ?? "Atividades"}>
          {activities.map((a, i) => {
            const target = activityHref(a);
            const content = (
              <>
                <span className="relative block">
                  {a.image ? (
                    <Img src={a.image} eager={eager && i < 4} className="aspect-[4/3] w-full object-cover" />
                  ) : (
                    <span className="block aspect-[4/3] w-full bg-brand-soft" />
                  )}
                  <span className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-bold text-ink shadow">{a.typeName}</span>
                </span>
                <span className="flex flex-1 flex-col gap-2 p-5">
                  <span className="text-lg leading-snug font-bold">{truncate(a.name, 62)}</span>
                  {a.points > 0 && (
                    <span className="mt-auto text-sm font-bold text-brand-ink">Ganhe {formatStationCurrency(a.points, station)}</span>
                  )}
                </span>
              </>
            );
            const cls = "flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white text-ink shadow-sm transition-shadow hover:shadow-md";
            return (
              <li key={a.id} className="shrink-0 basis-full snap-start px-2 sm:basis-1/2 lg:basis-1/4">
                {target.external ? (
                  <a href={target.href} target="_blank" rel="noopener noreferrer" className={cls}>
                    {content}
                  </a>
                ) : (
                  <Link href={target.href} className={cls}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </Carousel>
      )}
    </SectionShell>
  );
}

function StoreBadge({ href, store }: { href: string; store: "ios" | "android" }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-3 rounded-2xl bg-ink px-5 py-3 text-white transition-transform hover:-translate-y-0.5"
    >
      <StoreIcon store={store} />
      <span className="text-left leading-tight">
        <span className="block text-xs opacity-80">{store === "ios" ? "Baixar na" : "Disponível no"}</span>
        <span className="block font-bold">{store === "ios" ? "App Store" : "Google Play"}</span>
      </span>
    </a>
  );
}

function AppDownload({ section, context, eager }: SectionProps) {
  const { station } = context;
  const image = section.items.find((i) => i.image)?.image;
  return (
    <section
      id={`secao${section.id}`}
      data-section-type={6}
      aria-labelledby={`secao${section.id}-titulo`}
      className="scroll-mt-20 bg-brand text-brand-fg"
    >
      <div className="mx-auto grid max-w-[1180px] items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="space-y-5">
          <h2 id={`secao${section.id}-titulo`} className="text-3xl font-bold md:text-4xl">
            {section.title ?? "Baixe o aplicativo"}
          </h2>
          {section.subtitle && <p className="text-lg opacity-95">{section.subtitle}</p>}
          <div className="flex flex-wrap gap-3">
            {station.ios && <StoreBadge href={station.ios} store="ios" />}
            {station.android && <StoreBadge href={station.android} store="android" />}
          </div>
        </div>
        {image && <Img src={image} eager={eager} width={480} height={560} className="mx-auto w-full max-w-sm" />}
      </div>
    </section>
  );
}

function Plans({ section, context }: SectionProps) {
  return (
    <SectionShell section={section}>
      {context.plans.length === 0 ? (
        <p className="text-center text-ink-muted">Em breve, novos planos.</p>
      ) : (
        <ul className={cn("grid gap-6", context.plans.length >= 3 ? "md:grid-cols-3" : "mx-auto max-w-4xl md:grid-cols-2")}>
          {context.plans.map((plan, i) => {
            // The plan the owner highlighted; without one, the middle card (or the only one).
            const anyHighlighted = context.plans.some((p) => p.highlighted);
            const featured = anyHighlighted ? plan.highlighted : i === 1 || context.plans.length === 1;
            const benefits = plan.benefits.length ? plan.benefits : DEFAULT_PLAN_BENEFITS;
            return (
              <li key={plan.id}>
                <article
                  className={cn(
                    "flex h-full flex-col rounded-3xl border p-8 shadow-sm",
                    featured ? "border-transparent bg-brand text-brand-fg shadow-xl" : "border-line bg-white text-ink",
                  )}
                >
                  <h3 className="text-xl font-bold">{plan.name}</h3>
                  {plan.description && <p className={cn("mt-2", !featured && "text-ink-muted")}>{plan.description}</p>}
                  <p className="mt-6">
                    <span className="text-4xl font-bold">{formatBRL(plan.priceCents)}</span>{" "}
                    <span className={featured ? undefined : "text-ink-muted"}>{publicPeriodLabel(plan.days)}</span>
                  </p>
                  <ul className="check-list mt-6 flex-1 space-y-3">
                    {benefits.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                  <Link
                    href={`/planos/${plan.id}`}
                    className={cn(buttonVariants({ variant: featured ? "light" : "primary" }), "mt-8 w-full")}
                    aria-label={`Ver plano ${plan.name}`}
                  >
                    Ver plano
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </SectionShell>
  );
}

function Support({ section, context }: SectionProps) {
  return (
    <SectionShell section={section} tone="muted">
      <div className="mx-auto max-w-3xl rounded-3xl bg-white p-6 text-ink shadow-sm sm:p-10">
        <LazySupportForm action={context.supportAction} />
      </div>
    </SectionShell>
  );
}

function MediaOnly({ section, eager }: SectionProps) {
  const item = section.items[0];
  if (!item) return null;
  return (
    <section
      id={`secao${section.id}`}
      data-section-type={9}
      aria-label={section.title ?? item.name ?? SECTION_LABELS[9]}
      className="scroll-mt-20 py-12 md:py-16"
    >
      <div className="mx-auto max-w-[1180px] px-4 sm:px-6">
        {item.videoId || item.videoUrl ? (
          <VideoFacade title={item.name ?? section.title ?? "Vídeo"} poster={item.image} videoId={item.videoId} videoUrl={item.videoUrl} eager={eager} />
        ) : item.image ? (
          <Img src={item.image} eager={eager} alt={item.name ?? section.title ?? ""} width={1200} height={500} className="w-full rounded-3xl object-cover" />
        ) : null}
      </div>
    </section>
  );
}

/** One landing section by its type_id; unknown types and app download without an app render nothing. */
export function LandingSectionView(props: SectionProps) {
  switch (props.section.typeId) {
    case 1:
      return <CardsGrid {...props} />;
    case 2:
      return <Alternating {...props} />;
    case 3:
      return <CardCarousel {...props} />;
    case 4:
      return <Centred {...props} />;
    case 5:
      return <Activities {...props} />;
    case 6:
      return props.context.station.hasApp ? <AppDownload {...props} /> : null;
    case 7:
      return <Plans {...props} />;
    case 8:
      return <Support {...props} />;
    case 9:
      return <MediaOnly {...props} />;
    default:
      return null;
  }
}
