import type { Metadata } from "next";
import { LinkIcon } from "lucide-react";
import { ConsoleFrame } from "../_components/console-frame";

export const metadata: Metadata = { title: "Link de acesso inválido" };

export default function InvalidLinkPage() {
  return (
    <ConsoleFrame>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-900">
        <LinkIcon className="size-6" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-ink">Este link de acesso não vale mais</h1>
      <p className="mt-3 text-ink-muted">
        Cada link de acesso ao painel funciona uma única vez e por menos de um minuto. Este já foi usado ou expirou.
      </p>
      <p className="mt-3 text-ink-muted">
        Volte ao site da sua estação e toque em <strong className="text-ink">Acessar Painel</strong> de novo para receber um link novo.
      </p>
    </ConsoleFrame>
  );
}
