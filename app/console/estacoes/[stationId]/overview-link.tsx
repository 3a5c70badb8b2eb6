"use client";
// "Voltar para a visão geral" from any depth under /estacoes/{id} (a not-found page gets no params).
import Link from "next/link";
import { usePathname } from "next/navigation";

export function OverviewLink() {
  const station = /^\/estacoes\/\d+/.exec(usePathname() ?? "")?.[0] ?? "/";
  return (
    <Link href={station} className="font-bold text-sky-800 underline underline-offset-4 hover:no-underline">
      Voltar para a visão geral
    </Link>
  );
}
