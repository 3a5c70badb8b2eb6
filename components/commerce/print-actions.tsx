"use client";
// The actions around a printable receipt or voucher. "Imprimir": the browser's print dialog, where
// "Salvar como PDF" saves it too; only the page's Printable block reaches the paper
// (styles/globals.css). "Página inicial": back to the member's home.
import Link from "next/link";
import { HomeIcon, PrinterIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export function PrintButton({ label = "Imprimir", className }: { label?: string; className?: string }) {
  return (
    <Button type="button" variant="outline" className={className} onClick={() => window.print()}>
      <PrinterIcon className="size-4" aria-hidden />
      {label}
    </Button>
  );
}

export function HomeLink() {
  return (
    <Button asChild variant="ghost">
      <Link href="/homepage">
        <HomeIcon className="size-4" aria-hidden />
        Página inicial
      </Link>
    </Button>
  );
}
