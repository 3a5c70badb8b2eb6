"use client";
// A member page that failed keeps the shell (the layout is outside this boundary).
import { PageError } from "@/components/site/page-error";

export default function MemberError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <PageError retry={retry} homeHref="/homepage" />;
}
