import type { Metadata } from "next";
import { PageHeading } from "@/components/activities/page-heading";
import { SearchBox } from "@/components/activities/search-box";

export const metadata: Metadata = { title: "Buscar" };

export default function SearchPage() {
  return (
    <>
      <PageHeading title="Buscar atividades" subtitle="Digite o nome de uma atividade." />
      <SearchBox />
    </>
  );
}
