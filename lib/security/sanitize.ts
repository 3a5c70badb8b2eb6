// Station-owned HTML (legal texts, about pages) is sanitised before render: no scripts, no event
// handlers, no javascript: URLs. Runs on the server, so the page arrives already clean.
import DOMPurify from "isomorphic-dompurify";

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
    FORBID_ATTR: ["style"],
  });
}
