"use client";
// Search form of /homepage/search: submits to /homepage/search/{name}.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function SearchBox({ initial = "" }: { initial?: string }) {
  const router = useRouter();
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      className="mb-6 flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (q.trim()) router.push(`/homepage/search/${encodeURIComponent(q.trim())}`);
      }}
    >
      <label className="flex-1">
        <span className="sr-only">Nome da atividade</span>
        <input
          type="search"
          autoFocus
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Procurar"
          className="h-12 w-full rounded-full border border-line bg-white px-5 text-ink outline-none focus:border-brand-ink"
        />
      </label>
      <Button type="submit" size="md" className="h-12">
        Buscar
      </Button>
    </form>
  );
}
