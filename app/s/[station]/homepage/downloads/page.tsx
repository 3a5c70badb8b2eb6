// /homepage/downloads: the station's files (files_access). Each opens its page; the
// button downloads it at once. Empty: "Não há arquivos para download".
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DownloadIcon, FileTextIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { requireMemberPage } from "@/lib/auth/guard";
import { formatFileSize } from "@/lib/library/downloads";
import { loadDownloads } from "@/lib/library/member-pages";
import { DOWNLOADS_TITLE, MSG_NO_DOWNLOADS } from "@/lib/library/types";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: DOWNLOADS_TITLE };

export default async function DownloadsPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  if (!isFeatureOn(member.station, "files")) notFound();
  const files = await loadDownloads(member.station.id);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={DOWNLOADS_TITLE} subtitle={files.length > 0 ? "Documentos, formulários e materiais do clube para você baixar." : undefined} />
      {files.length === 0 ? (
        <EmptyState text={MSG_NO_DOWNLOADS} icon={DownloadIcon} />
      ) : (
        <ul className="grid gap-3" aria-label="Arquivos">
          {files.map((file) => (
            <li key={file.id}>
              <Card className="flex items-center gap-4 p-4 sm:p-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink" aria-hidden>
                  <FileTextIcon className="size-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <Link href={`/homepage/downloads/${file.id}`} className="font-bold text-ink hover:underline">
                    {file.name}
                  </Link>
                  {file.description && <p className="line-clamp-2 text-sm text-ink-muted">{file.description}</p>}
                  <p className="mt-1 text-xs font-semibold text-ink-muted uppercase">
                    {file.fileName.slice(file.fileName.lastIndexOf(".") + 1)} · {formatFileSize(file.size)}
                  </p>
                </div>
                <a
                  href={`/homepage/downloads/${file.id}/arquivo`}
                  download={file.fileName}
                  className="flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-brand-ink text-brand-ink hover:bg-brand-soft"
                  aria-label={`Baixar ${file.name}`}
                >
                  <DownloadIcon className="size-5" aria-hidden />
                </a>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
