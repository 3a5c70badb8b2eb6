// The wall's texts: the product's own (verbatim) and the ones it left to us, marked so.

export const FEED_END = "Isso é tudo por enquanto!";
export const FEED_EMPTY = "Ainda não há posts no feed. Seja o primeiro e diga o que está pensando.";
export const DELETE_POST_TITLE = "Você vai deletar esse post";
export const DELETE_CONFIRM = "Tem certeza?";
/** Toast title of every failed post, comment or like call. */
export const ERROR_TITLE = "Erro";
export const COMMENT_REMOVED = "Comentário removido";
export const VIDEO_READY = "Vídeo pronto para publicar";
/** Visitors are asked to log in or sign up to comment. */
export const VISITOR_NOTE = "Para curtir e comentar, entre na sua conta ou cadastre-se.";

// Not in the spec ("unsupported or oversize video gives no user message"): ours, in the style of
// the crop uploader's "Erro: Imagem maior que N MB".
export const VIDEO_TOO_LARGE = "Erro: Vídeo maior que 200 MB";
export const VIDEO_UNSUPPORTED = "Formato não suportado. Envie um vídeo MP4, MOV ou WMV.";
export const IMAGE_TOO_LARGE = "Erro: Imagem maior que 10 MB";
export const IMAGE_UNSUPPORTED = "Formato não suportado. Envie uma imagem JPG ou PNG.";
export const UPLOAD_EMPTY = "Selecione um arquivo para enviar.";
export const UPLOAD_INTERRUPTED = "O envio foi interrompido. Tente novamente.";
export const MEDIA_MISSING = "A mídia enviada não foi encontrada. Envie o arquivo novamente.";
export const NOT_FOUND = "Esse conteúdo não existe mais.";
export const ONLY_AUTHOR = "Só quem publicou pode apagar.";
export const REPLY_DEPTH = "Não é possível responder a uma resposta.";
export const OWN_REPORT = "Você não pode denunciar o que você mesmo publicou.";
export const REPORTED = "Denúncia enviada. Obrigado por avisar.";
