// Station-owned HTML, already sanitised on the server, with readable typography.
import { cn } from "@/lib/utils/cn";

export const RICH_TEXT =
  "leading-relaxed [&_a]:font-semibold [&_a]:text-brand-ink [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-bold [&_h3:first-child]:mt-0 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_strong]:font-bold [&_ul]:list-disc [&_ul]:pl-5";

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn(RICH_TEXT, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
