// The console's moderation texts (pt-BR). The product gives none for this screen: these are ours.

export const MODERATION_NOT_FOUND = "Publicação não encontrada. Ela pode ter sido apagada pelo autor.";
export const HIDDEN_DONE = "Conteúdo ocultado do mural.";
export const KEPT_HIDDEN_DONE = "Conteúdo mantido oculto. Denúncias encerradas.";
export const RESTORED_DONE = "Conteúdo restaurado no mural.";
export const DISMISSED_DONE = "Denúncias descartadas.";
export const TARGET_LABELS = { post: "Post", comment: "Comentário" } as const;
