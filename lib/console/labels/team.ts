// Audit labels of the console area: equipe.
export const teamAuditLabels: Record<string, string> = {
  "team.add": "Adicionou à equipe",
  "team.role": "Mudou o acesso de alguém da equipe",
  "team.remove": "Tirou alguém da equipe",
};
