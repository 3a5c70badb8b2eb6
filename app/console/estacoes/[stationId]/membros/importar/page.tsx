// Membros › Importar: the owner sends the station's roster of affiliates as a CSV file, watches the
// rows go in, and reads what was imported, updated, left as it was and refused. Owners only: the
// roster decides who may sign up on a private station.
import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { requireConsolePage } from "@/lib/auth/guard";
import { ConsolePage } from "../../../../_components/console-page";
import { RosterImporter } from "./roster-importer";

export const metadata: Metadata = { title: "Importar lista de associados" };

export default async function RosterImportPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const exportBase = `/estacoes/${station.id}/membros/exportar`;
  return (
    <ConsolePage
      eyebrow={station.name}
      title="Importar lista de associados"
      description="Envie a lista de associados da estação em CSV (colunas cpf, nome, email e telefone). CPFs novos entram na lista, os que já estão nela são atualizados, e as linhas com problema aparecem no relatório com o motivo. Enviar o mesmo arquivo de novo não muda nada."
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <a href={`${exportBase}?o=roster`} download>
              <DownloadIcon className="size-4" aria-hidden />
              Exportar lista de associados
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={exportBase} download>
              <DownloadIcon className="size-4" aria-hidden />
              Exportar membros
            </a>
          </Button>
        </>
      }
    >
      <RosterImporter stationId={station.id} />
    </ConsolePage>
  );
}
