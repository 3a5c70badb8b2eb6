"use client";
// A public page that failed keeps the station's header and footer (the layout is outside this boundary).
import { PageError } from "@/components/site/page-error";

export default function StationError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <PageError retry={retry} homeHref="/" />;
}
