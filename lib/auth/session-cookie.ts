// The session cookie's name, on its own so the request hook can test for it without loading the
// session code (database, secrets).
export const SESSION_COOKIE = "estacao.session";
