"use client";
// "Imprimir": the browser's print dialog, where "Salvar como PDF" saves it too. Only the page's
// Printable block reaches the paper (styles/globals.css).
import { PrinterIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export function PrintButton({ label = "Imprimir", className }: { label?: string; className?: string }) {
  return (
    <Button type="button" variant="outline" className={className} onClick={() => window.print()}>
      <PrinterIcon className="size-4" aria-hidden />
      {label}
    </Button>
  );
}
