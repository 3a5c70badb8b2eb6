// Text members wrote, shown as text: line breaks kept, http(s) addresses as safe links, any markup
// shown literally (React escapes it; nothing here is ever parsed as HTML).
import { linkify, USER_LINK_REL } from "@/lib/social/text";
import { cn } from "@/lib/utils/cn";

export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn("break-words whitespace-pre-line", className)}>
      {linkify(text).map((segment, i) =>
        segment.kind === "link" ? (
          <a key={i} href={segment.href} target="_blank" rel={USER_LINK_REL} className="font-semibold text-brand-ink underline">
            {segment.text}
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
