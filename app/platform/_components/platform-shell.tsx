// The frame of the apex account pages: the platform's dark band with its wordmark, one centred
// column, and the signed-in owner's e-mail with a way out.
import Link from "next/link";
import { ownerLogoutAction } from "../owner-actions";

export function PlatformShell({ children, email }: { children: React.ReactNode; email?: string | null }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="bg-[#0F172A] text-white">
        <div className="mx-auto flex h-16 max-w-[1280px] items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/" className="rounded font-bold tracking-widest text-sky-300 uppercase">
            Estação
          </Link>
          {email && (
            <form action={ownerLogoutAction} className="flex items-center gap-3 text-sm">
              <span className="hidden text-slate-300 sm:inline">{email}</span>
              <button type="submit" className="rounded-full border border-white/40 px-4 py-1.5 font-bold hover:bg-white/10">
                Sair
              </button>
            </form>
          )}
        </div>
      </header>
      <div className="bg-[#0F172A] pb-28" aria-hidden />
      <main id="conteudo" className="-mt-24 flex flex-1 flex-col items-center px-4 pb-16">
        {children}
      </main>
    </div>
  );
}
