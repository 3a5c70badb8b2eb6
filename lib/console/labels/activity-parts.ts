// Audit labels of an activity's parts (products, coupons, course, invite rules, contents, videos,
// agreement, links, delivery locations, prerequisites) and of the organising lists (categories,
// journeys, now-playing lists, featured carousel).
const crud = (prefix: string, noun: string, article: "um" | "uma"): Record<string, string> => ({
  [`${prefix}.create`]: `Adicionou ${article} ${noun}`,
  [`${prefix}.update`]: `Alterou ${article} ${noun}`,
  [`${prefix}.delete`]: `Excluiu ${article} ${noun}`,
});

export const activityPartsAuditLabels: Record<string, string> = {
  ...crud("activity.product", "produto", "um"),
  ...crud("activity.coupon", "cupom", "um"),
  ...crud("activity.course", "curso presencial", "um"),
  ...crud("activity.invite-rule", "regra de indicação", "uma"),
  ...crud("activity.content", "conteúdo", "um"),
  ...crud("activity.video", "vídeo", "um"),
  ...crud("activity.link", "link", "um"),
  ...crud("activity.delivery-location", "local de entrega", "um"),
  "activity.video.reorder": "Reordenou os vídeos",
  "activity.link.reorder": "Reordenou os links",
  "activity.agreement.update": "Alterou o termo de adesão",
  "activity.prerequisites": "Alterou os pré-requisitos",
  ...crud("category", "categoria", "uma"),
  "category.reorder": "Reordenou as categorias",
  "category.activities": "Alterou as atividades de uma categoria",
  ...crud("journey", "jornada", "uma"),
  "journey.reorder": "Reordenou as jornadas",
  "journey.activities": "Alterou as atividades de uma jornada",
  ...crud("now-playing", "lista \"Em alta\"", "uma"),
  "now-playing.reorder": "Reordenou as listas \"Em alta\"",
  "now-playing.activities": "Alterou as atividades de uma lista \"Em alta\"",
  "activity.featured": "Alterou o carrossel de destaques",
};
