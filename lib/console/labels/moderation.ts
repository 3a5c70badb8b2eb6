// Audit labels of the console area: moderação.
export const moderationAuditLabels: Record<string, string> = {
  "moderation.hide": "Ocultou um conteúdo do mural",
  "moderation.restore": "Restaurou um conteúdo no mural",
  "moderation.dismiss": "Descartou denúncias",
};
