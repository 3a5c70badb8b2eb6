// Audit labels of the console area: atividades e suas partes, categorias, jornadas, destaques.
export const activityAuditLabels: Record<string, string> = {
  "activity.create": "Criou uma atividade",
  "activity.update": "Alterou uma atividade",
  "activity.publish": "Publicou uma atividade",
  "activity.unpublish": "Despublicou uma atividade",
  "activity.duplicate": "Duplicou uma atividade",
  "activity.research": "Alterou as perguntas de uma atividade",
};
