// The console's outer frame for pages outside a station (start page, invalid link): the dark band
// with the wordmark and one centred card.
export function ConsoleFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="bg-[#0F172A] text-white">
        <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-3 px-4 sm:px-6">
          <span className="font-bold tracking-widest text-sky-300 uppercase">Estação</span>
          <span className="text-sm text-slate-300">Painel</span>
        </div>
      </header>
      <div className="bg-[#0F172A] pb-28" aria-hidden />
      <main id="conteudo" className="-mt-24 flex flex-1 flex-col items-center px-4 pb-16">
        <div className="w-full max-w-xl rounded-3xl bg-white p-8 shadow-xl sm:p-10">{children}</div>
      </main>
    </div>
  );
}
