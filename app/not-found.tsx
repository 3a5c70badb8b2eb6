import type { Metadata } from "next";

export const metadata: Metadata = { title: "Página não encontrada", robots: { index: false } };

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Erro 404</p>
      <h1 className="text-3xl font-bold">Página não encontrada</h1>
      <p className="text-ink-muted">
        O endereço que você acessou não existe ou não está mais disponível. Confira se digitou corretamente.
      </p>
    </main>
  );
}
