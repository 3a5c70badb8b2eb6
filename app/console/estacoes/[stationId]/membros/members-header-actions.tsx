// The list's heading actions: where the roster's "Importar" and "Exportar" buttons go. Empty until
// they exist, so the heading keeps its place for them.
export function MembersHeaderActions({ stationId }: { stationId: number }) {
  void stationId;
  return null;
}
