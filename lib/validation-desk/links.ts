// Where a code opens at the door: the console's validation page of its station with the code
// filled in. The station's public validation page links here ("Sou responsável pela estação"),
// and the old owner links on the platform apex redirect here.
import "server-only";
import { consoleOrigin } from "@/lib/console/tokens";

export function doorUrl(stationId: number, code: string): string {
  return `${consoleOrigin()}/estacoes/${stationId}/validar?codigo=${encodeURIComponent(code)}`;
}
