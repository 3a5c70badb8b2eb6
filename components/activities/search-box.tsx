"use client";
// Search form of /homepage/search: submits to /homepage/search/{name}.
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";

export function SearchBox({ initial = "" }: { initial?: string }) {
  const router = useRouter();
  return (
    <div className="mb-6 flex">
      <SearchInput
        label="Nome da atividade"
        placeholder="Procurar"
        defaultValue={initial}
        autoFocus
        onSearch={(term) => term && router.push(`/homepage/search/${encodeURIComponent(term)}`)}
      >
        <Button type="submit" size="md" className="h-12">
          Buscar
        </Button>
      </SearchInput>
    </div>
  );
}
