// A legal text as it is read: the station's sanitised HTML, or the default document's sections.
import type { LegalBody } from "@/lib/content/legal";

/** Readable typography for owner-written HTML (no typography plugin: a few element rules). */
export const PROSE =
  "text-ink [&_a]:font-bold [&_a]:text-brand-ink [&_a]:underline [&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0";


export function LegalContent({ body, headingLevel = 2 }: { body: LegalBody; headingLevel?: 2 | 3 }) {
  if (body.kind === "html") {
    return <div className={PROSE} dangerouslySetInnerHTML={{ __html: body.html }} />;
  }
  const H = headingLevel === 2 ? "h2" : "h3";
  const { document } = body;
  return (
    <div className={PROSE}>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.title}>
          <H>{section.title}</H>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p className="text-sm text-ink-muted">{document.updatedLine}</p>
    </div>
  );
}
