import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Estação: sua plataforma de fidelidade e engajamento",
  description:
    "Crie o programa de vantagens da sua empresa, sindicato ou associação com a sua marca, no seu endereço, em minutos.",
};

const FEATURES = [
  ["Sua marca, seu endereço", "Logo, cores e textos da sua organização em um site próprio, no ar assim que você termina o cadastro."],
  ["Engajamento de verdade", "Quizzes, pesquisas, vídeos, convites e compartilhamentos que rendem pontos aos participantes."],
  ["Loja e benefícios", "Carteira, cartão e PIX, cupons, planos e serviços para os seus membros."],
] as const;

export default function PlatformHome() {
  return (
    <main>
      <section className="bg-[#0F172A] text-white">
        <div className="mx-auto flex max-w-[1180px] flex-col gap-6 px-4 py-24 sm:px-6">
          <p className="font-bold tracking-widest text-sky-300 uppercase">Estação</p>
          <h1 className="max-w-3xl text-4xl leading-tight font-bold md:text-6xl">
            O programa de fidelidade da sua organização, com a sua cara.
          </h1>
          <p className="max-w-2xl text-lg text-slate-200">
            Crie sua estação, convide seus membros e recompense cada participação.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="light" size="lg">
              <Link href="/criar-estacao">Criar minha estação</Link>
            </Button>
            <Button asChild variant="outline" size="lg" className="border-white text-white hover:bg-white/10">
              <Link href="/entrar">Já tenho uma estação</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-[1180px] gap-6 px-4 py-16 sm:px-6 md:grid-cols-3">
        {FEATURES.map(([title, text]) => (
          <article key={title} className="rounded-2xl border border-line p-6">
            <h2 className="text-xl font-bold">{title}</h2>
            <p className="mt-2 text-ink-muted">{text}</p>
          </article>
        ))}
      </section>
    </main>
  );
}
