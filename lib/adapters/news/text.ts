// WordPress titles arrive as HTML (title.rendered: "Reforma &#8211; o que muda"); the cards show
// them as plain text.
import { sanitizeHtml } from "@/lib/security/sanitize";

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", hellip: "…", ndash: "–", mdash: "—", laquo: "«", raquo: "»", ordm: "º", ordf: "ª" };

export function plainText(html: string): string {
  // A block's end or a line break separates words; inline tags (<strong>) do not.
  const withoutTags = sanitizeHtml(html)
    .replace(/<\/(p|div|li|h[1-6]|blockquote|tr|td|th)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "");
  return withoutTags
    .replace(/&#(\d+);/g, (_, n: string) => safeCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => safeCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (all, name: string) => NAMED[name.toLowerCase()] ?? all)
    .replace(/\s+/g, " ")
    .trim();
}

function safeCodePoint(n: number): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
}
