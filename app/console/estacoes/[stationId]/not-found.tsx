// A console screen this account cannot open (staff on an owner's screen) or that does not exist,
// inside the console's shell: the answer is a 404 either way, and the way back is the overview.
import { SearchXIcon } from "lucide-react";
import { OverviewLink } from "./overview-link";

export default function ConsoleNotFound() {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-16 text-center shadow-sm">
      <SearchXIcon className="size-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold text-ink">Página não encontrada</h1>
      <p className="max-w-md text-ink-muted">Esta tela não existe ou não faz parte do seu acesso a esta estação. Se precisar dela, fale com o dono da estação.</p>
      <OverviewLink />
    </section>
  );
}
