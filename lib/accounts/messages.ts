// pt-BR texts of the accounts screens. Spec texts are verbatim; the ones marked "ours" fill gaps
// the spec leaves (a message it names without giving its text).
export const accountMessages = {
  /** Ours: one text for unknown identifier and wrong password (no account enumeration). */
  invalidCredentials: "CPF/e-mail ou senha inválidos",
  /** Ours: the login 401 of a roster affiliate who has no account yet. */
  affiliateWithoutAccount: "Encontramos você na base de associados, mas você ainda não tem cadastro. Complete seu cadastro para acessar.",
  /** Ours. */
  cpfNotOnRoster: "CPF não encontrado na base de associados desta estação. Fale com a sua entidade.",
  /** Ours. */
  emailTaken: "Este e-mail já possui cadastro nesta estação. Entre com a sua senha ou recupere o acesso.",
  /** Ours. */
  cpfTaken: "Este CPF já possui cadastro nesta estação. Entre com a sua senha ou recupere o acesso.",
  /** Ours. */
  invalidCode: "Código inválido ou expirado. Confira o código ou peça um novo.",
  /** Ours. */
  tooManyCodeAttempts: "Este código foi bloqueado após muitas tentativas. Peça um novo código.",
  codeValidated: "Sucesso! Código validado",
  /** Ours. */
  codeSent: "Enviamos um novo código.",
  emailSent: "E-mail enviado com sucesso",
  /** Ours. */
  activationFailed: "Link de ativação inválido ou expirado. Digite o código que enviamos ou peça um novo.",
  checkInbox: "Verifique sua caixa de e-mails.",
  /** Ours (spec: password-updated message, text not shown). */
  passwordUpdated: "Senha redefinida com sucesso! Entre com a sua nova senha.",
  /** Ours. */
  resetLinkInvalid: "Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link.",
  /** Ours. */
  loginTokenInvalid: "Este link de acesso é inválido, já foi usado ou expirou. Entre com o seu CPF/e-mail e senha.",
  /** Ours. */
  captchaFailed: "Não foi possível confirmar que você não é um robô. Marque a verificação de novo.",
  /** Ours. */
  noPendingAccount: "Não encontramos um cadastro aguardando confirmação para este e-mail.",
  /** Ours. */
  smsUnavailable: "Não temos um celular para este cadastro. Escolha receber por e-mail.",
  /** Ours. */
  emailRequired: "Informe o seu e-mail.",
  registered: "Cadastro realizado com sucesso",
  /** Ours: a registration form the station does not offer (its sign-up is another variant). */
  signupFormUnavailable: "Este formulário de cadastro não está disponível nesta estação.",
  /** Ours: step 2 opened by a browser that did not register, or after its sign-up cookie expired. */
  signupStepExpired: "Para escolher como receber um novo código, entre com o seu e-mail e a senha que você cadastrou.",
} as const;
