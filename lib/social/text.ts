// Post and comment text is plain text. To show it, it is split into text and link segments that
// React renders as text nodes and <a> elements: nothing is ever parsed as HTML, and only http(s)
// addresses become links. Client-safe.

export type TextSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}]+$/;

export function linkify(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, "");
    const start = match.index;
    let href: string | null = null;
    try {
      const url = new URL(trimmed);
      if (url.protocol === "http:" || url.protocol === "https:") href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) out.push({ kind: "text", text: text.slice(last, start) });
    out.push({ kind: "link", text: trimmed, href });
    last = start + trimmed.length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/** rel of every link members write: no referrer, no window access, no SEO credit (user content). */
export const USER_LINK_REL = "noopener noreferrer nofollow ugc";
