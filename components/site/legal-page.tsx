// A legal page (/termos-de-uso, /politica-de-privacidade): the station's secondary logo on top,
// then the text.
import type { LegalBody } from "@/lib/content/legal";
import type { Station } from "@/lib/stations/queries";
import { LegalContent } from "./legal-content";
import { StationLogo } from "./station-logo";

export function LegalPage({ station, title, body }: { station: Station; title: string; body: LegalBody }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <div className="mb-8 flex justify-center rounded-3xl bg-brand px-6 py-8">
        <StationLogo station={station} variant="secondary" className="h-12" />
      </div>
      <h1 className="mb-6 text-3xl font-bold md:text-4xl">{title}</h1>
      <LegalContent body={body} />
    </article>
  );
}
