// /homepage/downloads/{id}: one file's page: title, subtitle, the station's text
// (sanitised) and the download button. Another station's id is this area's 404.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireMemberPage } from "@/lib/auth/guard";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { formatFileSize } from "@/lib/library/downloads";
import { loadDownload, parseId } from "@/lib/library/member-pages";
import { DOWNLOADS_TITLE } from "@/lib/library/types";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: "Arquivo" };

type Props = { params: Promise<{ station: string; id: string }> };

export default async function DownloadPage({ params }: Props) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  if (!isFeatureOn(member.station, "files")) notFound();
  const id = parseId((await params).id);
  const file = id === null ? null : await loadDownload(member.station.id, id);
  if (!file) notFound();
  return (
    <article className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link href="/homepage/downloads">
          <ArrowLeftIcon className="size-4" aria-hidden />
          {DOWNLOADS_TITLE}
        </Link>
      </Button>
      <Card className="space-y-5 p-6 sm:p-8">
        <header className="space-y-2">
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{file.title}</h1>
          {file.subtitle && <p className="text-lg text-ink-muted">{file.subtitle}</p>}
        </header>
        {file.body && <div className="space-y-3 leading-relaxed text-ink [&_a]:font-bold [&_a]:text-brand-ink [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: sanitizeHtml(file.body) }} />}
        <div className="flex flex-col gap-2 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-ink">{file.fileName}</span> · {formatFileSize(file.size)}
          </p>
          <Button asChild size="lg">
            <a href={`/homepage/downloads/${file.id}/arquivo`} download={file.fileName}>
              <DownloadIcon className="size-5" aria-hidden />
              Baixar arquivo
            </a>
          </Button>
        </div>
      </Card>
    </article>
  );
}
