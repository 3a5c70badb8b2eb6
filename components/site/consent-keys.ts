// Where the consent banners keep the visitor's answers (localStorage) and the marks that the
// inline script and the buttons put on <html> (styles/globals.css hides what was answered).
export const COOKIE_KEY = "estacao.cookie-consent";
export const AGE_KEY = "estacao.age-confirmed";
export const COOKIE_MARK = "data-cookies-ok";
export const AGE_MARK = "data-age-ok";
