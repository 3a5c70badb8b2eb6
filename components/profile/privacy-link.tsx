// The profile's way to "Privacidade e dados" (download, correct, marketing consent, delete the
// account): shown to every member, whatever the station's shortcuts, because these are rights.
import Link from "next/link";
import { ChevronRightIcon, ShieldCheckIcon } from "lucide-react";

export function PrivacyLink() {
  return (
    <Link
      href="/homepage/perfil/privacidade"
      className="flex items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 font-semibold text-ink shadow-sm transition hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
        <ShieldCheckIcon className="size-5" aria-hidden />
      </span>
      <span className="flex-1">
        Privacidade e dados
        <span className="block text-sm font-normal text-ink-muted">Baixar, corrigir ou excluir seus dados e escolher o que recebe por e-mail</span>
      </span>
      <ChevronRightIcon className="size-4 text-ink-muted" aria-hidden />
    </Link>
  );
}
