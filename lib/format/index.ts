// API pública de formatação para exibição (dinheiro, pontos, datas, documentos, texto).

export { formatBRL, parseBRL } from "./money";
export { formatPoints, formatStationCurrency, type StationCurrency } from "./points";
export { formatDate, formatDateTime, formatTime, isoDay } from "./dates";
export { formatCep, formatCnpj, formatCpf, formatPhone, maskEmail, maskPhone } from "./documents";
export { greeting, truncate } from "./text";
