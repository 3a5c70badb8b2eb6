import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { noindexMetadata } from "@/lib/seo/metadata";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

export const metadata: Metadata = { title: "Erro 401!", ...noindexMetadata };

export default function NotAuthorizedPage() {
  return (
    <section className="mx-auto flex max-w-[1180px] flex-col items-center px-4 py-24 text-center sm:px-6">
      <p aria-hidden="true" className="text-7xl font-bold text-brand-ink">401</p>
      <h1 className="mt-4 text-3xl font-bold">Erro 401!</h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">Você não possui autorização para acessar esta página.</p>
      <Link href="/" className={`${buttonVariants()} mt-8`}>
        Voltar ao início
      </Link>
    </section>
  );
}
