// Audit labels of the console area: marca, dados, textos legais.
export const siteAuditLabels: Record<string, string> = {
  "site.data": "Alterou os dados da estação",
  "site.access": "Alterou acesso, recursos e variantes",
  "site.branding": "Alterou a marca",
  "site.legal": "Alterou um texto legal",
  "site.legal-restore": "Restaurou um texto legal padrão",
};
