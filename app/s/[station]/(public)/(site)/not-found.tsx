import type { Metadata } from "next";
import { NOT_FOUND_TEXT, PageProblem } from "@/components/site/page-problem";

export const metadata: Metadata = { title: "Página não encontrada", robots: { index: false } };

export default function StationNotFound() {
  return <PageProblem eyebrow="Erro 404" title="Página não encontrada" text={NOT_FOUND_TEXT} homeHref="/" />;
}
