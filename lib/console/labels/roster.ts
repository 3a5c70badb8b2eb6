// Audit labels of the roster's import in the console (Membros › Importar).
export const rosterAuditLabels: Record<string, string> = {
  "accounts.roster.import": "Importou a lista de associados",
};
