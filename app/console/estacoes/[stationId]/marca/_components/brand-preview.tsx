"use client";
// A miniature of the station's public site in the colour, font and images being edited: header,
// hero, a button and an activity card, drawn with the same brand variables the site writes into
// its first HTML, so what the owner sees here is what members will see.
import { StarIcon } from "lucide-react";
import { brandVariables } from "@/lib/stations/branding";
import { StationImage } from "@/components/ui/station-image";

export interface BrandPreviewProps {
  name: string;
  color: string;
  font: string;
  logo: string | null;
  headerImage: string | null;
  backgroundImage: string | null;
  /** The station's points as a member reads them ("1.500,00 Pontos"). */
  pointsExample: string;
}

export function BrandPreview({ name, color, font, logo, headerImage, backgroundImage, pointsExample }: BrandPreviewProps) {
  const vars = brandVariables({ mainBrandColor: color, font });
  return (
    <figure className="m-0">
      <div
        data-testid="brand-preview"
        style={{ ...(vars as React.CSSProperties), fontFamily: `${vars["--font-brand"]}, ui-sans-serif, system-ui, sans-serif` }}
        className="overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-line"
      >
        <div className="flex h-12 items-center justify-between gap-2 border-b border-line px-3">
          {logo ? (
            <StationImage src={logo} alt="" width={112} height={28} className="h-7 max-w-28 object-contain" />
          ) : (
            <span className="truncate text-sm font-bold text-brand-ink">{name}</span>
          )}
          <span className="flex shrink-0 items-center gap-1.5" aria-hidden>
            <span className="rounded-full px-2.5 py-1 text-xs font-bold text-brand-ink">Entrar</span>
            <span className="rounded-full bg-brand px-2.5 py-1 text-xs font-bold text-brand-fg">Cadastrar</span>
          </span>
        </div>
        <div
          className="relative flex min-h-36 flex-col justify-end gap-2 bg-brand-soft bg-cover bg-center p-4"
          style={headerImage ? { backgroundImage: `url("${headerImage}")` } : undefined}
        >
          {headerImage && <span className="absolute inset-0 bg-gradient-to-t from-black/70 to-black/10" aria-hidden />}
          <p className={`relative text-lg leading-tight font-bold ${headerImage ? "text-white" : "text-ink"}`}>Bem-vindo ao {name}</p>
          <p className={`relative text-xs ${headerImage ? "text-white/90" : "text-ink-muted"}`}>Participe das atividades, ganhe pontos e troque por benefícios.</p>
          <span className="relative mt-1 inline-flex w-fit items-center rounded-full bg-brand px-4 py-2 text-sm font-bold text-brand-fg">Quero participar</span>
        </div>
        <div className="bg-slate-50 bg-cover bg-center p-4" style={backgroundImage ? { backgroundImage: `url("${backgroundImage}")` } : undefined}>
          <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-line">
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-[11px] font-bold text-brand-ink">
              <StarIcon className="size-3" aria-hidden />
              Quiz
            </span>
            <p className="mt-2 text-sm font-bold">Responda o quiz da semana</p>
            <p className="mt-0.5 text-xs text-ink-muted">Vale {pointsExample}</p>
            <div className="mt-3 flex items-center justify-between gap-2">
              <span className="text-xs font-bold text-brand-ink underline">Ver regulamento</span>
              <span className="rounded-full bg-brand px-3 py-1.5 text-xs font-bold text-brand-fg">Participar</span>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-2 text-center text-xs text-ink-muted">Prévia do site público, atualizada enquanto você edita.</figcaption>
    </figure>
  );
}
