// The console's frame: the dark header (wordmark, station switcher, account, "Sair"), the side
// menu (the built sections, and the ones still to come, marked "Em breve") and the content.
import type { ConsoleContext } from "@/lib/auth/guard";
import { Toaster } from "@/components/ui/toast";
import { SideMenu, StationSwitcher, type SideItem } from "./console-nav";

import { ROLE_LABELS } from "@/lib/console/team-schemas";

export { ROLE_LABELS };

export function ConsoleShell({ ctx, children, logoutIcon }: { ctx: ConsoleContext; children: React.ReactNode; logoutIcon: React.ReactNode }) {
  const base = `/estacoes/${ctx.station.id}`;
  const owner = ctx.station.role === "owner";
  // Staff see the overview, the door (validating codes), orders (delivery steps, not refunds), the support inbox and the wall's moderation; money, members, the site and the team are the owner's.
  const items: SideItem[] = [
    { href: base, label: "Visão geral", icon: "overview" },
    { href: `${base}/validar`, label: "Validar", icon: "door" },
    ...(owner
      ? ([
          { href: `${base}/marca`, label: "Marca e dados", icon: "brand" },
          { href: `${base}/pagina-inicial`, label: "Página inicial", icon: "landing" },
          { href: `${base}/atividades`, label: "Atividades", icon: "activities" },
          { href: `${base}/planos`, label: "Planos", icon: "plans" },
          { href: `${base}/conteudo`, label: "Conteúdo", icon: "content" },
          { href: `${base}/membros`, label: "Membros", icon: "members" },
          { href: `${base}/transferencias`, label: "Transferências", icon: "transfers" },
        ] satisfies SideItem[])
      : []),
    { href: `${base}/pedidos`, label: "Pedidos", icon: "orders" },
    { href: `${base}/suporte`, label: "Suporte", icon: "support" },
    { href: `${base}/moderacao`, label: "Moderação", icon: "moderation" },
    ...(owner
      ? ([
          { href: `${base}/relatorios`, label: "Relatórios", icon: "reports" },
          { href: `${base}/privacidade`, label: "Privacidade", icon: "privacy" },
          { href: `${base}/equipe`, label: "Equipe", icon: "team" },
          { href: `${base}/auditoria`, label: "Auditoria", icon: "audit" },
        ] satisfies SideItem[])
      : []),
  ];
  const soon: string[] = [];
  const toSwitcher = (s: ConsoleContext["station"]) => ({ id: s.id, name: s.name, roleLabel: ROLE_LABELS[s.role] });
  const who = ctx.account.name ?? ctx.account.email ?? "Sua conta";
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <Toaster />
      <header className="bg-[#0F172A] text-white">
        <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-3 px-4 sm:px-6">
          <span className="hidden font-bold tracking-widest text-sky-300 uppercase sm:inline">Estação</span>
          <span className="hidden h-6 w-px bg-white/20 sm:block" aria-hidden />
          <StationSwitcher current={toSwitcher(ctx.station)} stations={ctx.stations.map(toSwitcher)} />
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="hidden min-w-0 text-right md:block">
              <span className="block truncate text-sm font-bold">{who}</span>
              {ctx.account.email && ctx.account.email !== who && <span className="block truncate text-xs text-slate-400">{ctx.account.email}</span>}
            </span>
            <form method="post" action="/sair">
              <button type="submit" className="flex items-center gap-2 rounded-full border border-white/40 px-4 py-1.5 text-sm font-bold hover:bg-white/10">
                {logoutIcon}
                Sair
              </button>
            </form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-[1280px] flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:py-8">
        <aside className="lg:w-60 lg:shrink-0">
          <SideMenu items={items} soon={soon} />
        </aside>
        <main id="conteudo" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
