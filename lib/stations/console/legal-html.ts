// The default legal document (lib/content/legal.ts) as HTML, so the console's editor can start from
// the text the station shows today.
import type { LegalDocument } from "@/lib/content/legal";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function legalDocumentHtml(doc: LegalDocument): string {
  const sections = doc.sections.map((s) => `<h2>${escape(s.title)}</h2>${s.paragraphs.map((p) => `<p>${escape(p)}</p>`).join("")}`);
  return `<p>${escape(doc.intro)}</p>${sections.join("")}<p>${escape(doc.updatedLine)}</p>`;
}
