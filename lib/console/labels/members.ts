// Audit labels of the console area: membros (the owner's decisions on one member).
export const membersAuditLabels: Record<string, string> = {
  "member.suspend": "Suspendeu um membro",
  "member.reactivate": "Reativou um membro",
  "member.delete": "Apagou os dados de um membro (LGPD)",
  "member.adjust-points": "Ajustou os pontos de um membro",
};
