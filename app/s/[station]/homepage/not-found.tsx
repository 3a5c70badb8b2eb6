import { NOT_FOUND_TEXT, PageProblem } from "@/components/site/page-problem";

export default function MemberNotFound() {
  return <PageProblem eyebrow="Erro 404" title="Página não encontrada" text={NOT_FOUND_TEXT} homeHref="/homepage" />;
}
