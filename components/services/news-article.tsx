// A news item read in full: back link, title, subtitle, image and the sanitised body.
import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { RichText } from "@/components/activities/rich-text";
import { Card } from "@/components/ui/card";
import { StationImage } from "@/components/ui/station-image";

export function NewsArticle({ backHref, title, subtitle, image, html, meta }: { backHref: string; title: string; subtitle?: string | null; image: string | null; html: string; meta?: string }) {
  return (
    <article className="mx-auto max-w-3xl">
      <Link href={backHref} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-ink hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden />
        Voltar para as notícias
      </Link>
      <Card className="mt-4 overflow-hidden p-0">
        {image && (
          <StationImage src={image} alt="" width={1280} height={720} priority className="aspect-video w-full object-cover" />
        )}
        <div className="p-6 md:p-8">
          {meta && <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{meta}</p>}
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-lg text-ink-muted">{subtitle}</p>}
          <RichText html={html} className="mt-5 text-ink [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl" />
        </div>
      </Card>
    </article>
  );
}
