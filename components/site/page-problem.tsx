// The body of a station's "not found" and "error" pages, inside the member shell or the public
// chrome: say what happened and offer the way back home (no dead ends).
import Link from "next/link";
import { Button } from "@/components/ui/button";

export function PageProblem({
  eyebrow,
  title,
  text,
  homeHref,
  children,
}: {
  eyebrow?: string;
  title: string;
  text: string;
  homeHref: string;
  /** Extra actions before "Voltar ao início" (the error page's "Tentar de novo"). */
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center sm:py-24">
      {eyebrow && <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="text-ink-muted">{text}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        {children}
        <Button asChild>
          <Link href={homeHref}>Voltar ao início</Link>
        </Button>
      </div>
    </div>
  );
}

export const NOT_FOUND_TEXT = "O endereço que você acessou não existe ou não está mais disponível. Confira se digitou corretamente.";
export const ERROR_TEXT = "Não conseguimos carregar esta página agora. Tente de novo em instantes.";
