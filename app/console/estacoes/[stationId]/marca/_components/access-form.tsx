"use client";
// "Acesso e recursos": who may see the site, the member-area features, and the per-station
// variants that any station can turn on. Saved as columns and as the settings keys
// this screen edits; the rest of the station's settings stay as they are.
import { useRouter } from "next/navigation";
import { useWatch, type FieldPath } from "react-hook-form";
import { CheckboxField } from "@/components/ui/checkbox";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveStationAccessAction } from "@/lib/stations/console/actions";
import { MENU_ITEMS_A_STATION_HIDES, stationAccessSchema, type StationAccessInput } from "@/lib/stations/console/schemas";
import { ConsoleSection } from "../../../../_components/console-page";
import { SaveBar } from "./station-data-form";
import { SwitchRow } from "./switch-row";
import { FieldDescription, FieldLegend, FieldSet } from "@/components/ui/field";

const MENU_LABELS: Record<(typeof MENU_ITEMS_A_STATION_HIDES)[number], string> = {
  profile: "Perfil",
  trophies: "Troféus",
  statements: "Extrato",
  orders: "Pedidos",
  invitations: "Convites",
};

type BoolPath = Extract<FieldPath<StationAccessInput>, "public" | "hasMajoritySecurity" | "maintenance" | "feedAccess" | "eventsAccess" | "filesAccess" | "checkoutAccess" | "myAccountAccess" | `settings.${string}`>;

export function AccessForm({ initial }: { initial: StationAccessInput }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: stationAccessSchema,
    action: saveStationAccessAction,
    defaultValues: initial,
    onSuccess: (data, f) => {
      toast(data.changed.length ? "Configurações salvas." : "Nada mudou desde o último salvamento.");
      f.reset(f.getValues());
      router.refresh();
    },
  });
  const { register, control, setValue, formState } = form;
  const values = useWatch({ control }) as StationAccessInput;
  const errors = formState.errors;
  const s = errors.settings;
  const toggle = (name: BoolPath, label: string, help: string) => (
    <SwitchRow label={label} help={help} checked={Boolean(form.getValues(name as never))} onChange={(on) => setValue(name as never, on as never, { shouldDirty: true })} />
  );
  const hidden = values.settings?.hiddenMenuItems ?? [];
  const bank = values.settings?.bankTransfer;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ConsoleSection title="Acesso ao site" description="Quem pode ver a estação e o que aparece antes de entrar.">
        <div className="divide-y divide-line">
          {toggle("public", "Estação pública", "Visitantes veem atividades e planos sem entrar. Desligada, o conteúdo fica só para membros.")}
          {toggle("settings.requireRoster", "Cadastro só para a lista de afiliados", "Aceita cadastro apenas de CPFs importados na lista da estação.")}
          {toggle("hasMajoritySecurity", "Confirmação de maioridade (18+)", "Pergunta a idade na primeira visita, antes de mostrar o site.")}
          {toggle("maintenance", "Modo manutenção", "O site mostra \"Em manutenção\" a todos os visitantes até você desligar.")}
          {toggle("settings.hideLoginButton", "Esconder o botão \"Entrar\"", "Tira o botão do topo do site público; o login continua em /login.")}
        </div>
      </ConsoleSection>

      <ConsoleSection title="Recursos da área do membro" description="Cada recurso ligado ganha seu item no menu dos membros.">
        <div className="grid gap-x-8 md:grid-cols-2">
          {toggle("feedAccess", "Mural", "Posts, curtidas e comentários entre membros.")}
          {toggle("eventsAccess", "Calendário", "Eventos da estação por mês e por semana.")}
          {toggle("filesAccess", "Downloads", "Arquivos para os membros baixarem.")}
          {toggle("checkoutAccess", "Carrinho e compras", "Loja com carrinho, pagamento por cartão, PIX e pontos.")}
          {toggle("myAccountAccess", "Minha conta", "Carteirinha, extrato, pedidos, vouchers, troféus e meios de pagamento.")}
          {toggle("settings.luckyNumbers", "Números da sorte", "Mostra os números da sorte no lugar de \"Perfil\" no menu.")}
          {toggle("settings.fuelClub", "Clube de combustível", "Vouchers de abastecimento com QR para validar no posto.")}
          {toggle("settings.enterprisePlanCard", "Plano empresarial \"Sob consulta\"", "Um cartão a mais na página de planos, com formulário de contato.")}
          {toggle("settings.mobileBottomBar", "Barra inferior no celular", "Atalhos \"Descobrir\" e \"Gerenciar\" no rodapé da tela do celular.")}
          {toggle("settings.adminPanelButton", "Botão \"Acessar Painel\"", "Mostra aos donos, na área do membro, o atalho para este painel.")}
        </div>
        {values.settings?.luckyNumbers && (
          <TextField
            className="mt-3 max-w-sm"
            type="datetime-local"
            label="Divulgação dos números da sorte"
            hint="Data e hora (de Brasília) que o aviso aos membros anuncia. Em branco, o aviso diz “em breve”."
            {...register("settings.luckyNumbersPublishAt")}
            error={s?.luckyNumbersPublishAt?.message}
          />
        )}
        <FieldSet className="mt-5 border-t border-line pt-5">
          <FieldLegend>Esconder do menu do membro</FieldLegend>
          <FieldDescription>Itens marcados somem do menu, mesmo com o recurso ligado.</FieldDescription>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
            {MENU_ITEMS_A_STATION_HIDES.map((item) => (
              <CheckboxField
                key={item}
                label={MENU_LABELS[item]}
                className="text-ink"
                checked={hidden.includes(item)}
                onCheckedChange={(c) =>
                  setValue("settings.hiddenMenuItems", c === true ? [...hidden, item] : hidden.filter((h) => h !== item), { shouldDirty: true })
                }
              />
            ))}
          </div>
        </FieldSet>
      </ConsoleSection>

      <ConsoleSection title="Entrada e cadastro" description="As variantes de login e de cadastro que os membros usam.">
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField label="Login com" hint="O outro continua possível pelo seletor da tela." {...register("settings.loginIdentifier")}>
            <option value="email">E-mail</option>
            <option value="cpf">CPF</option>
          </SelectField>
          <SelectField label="Tela de login" hint="A de comunidade tem visual e textos próprios." {...register("settings.loginVariant")}>
            <option value="default">Padrão</option>
            <option value="community">Comunidade</option>
          </SelectField>
          <SelectField label="Tela de cadastro" hint="Etapas, página única ou a da promoção de viagem (com cidade e 18+)." {...register("settings.signupVariant")}>
            <option value="multistep">Em etapas (e-mail, senha e confirmação)</option>
            <option value="single">Página única</option>
            <option value="travel">Promoção de viagem</option>
          </SelectField>
        </div>
        <div className="mt-3 divide-y divide-line">
          {toggle("settings.firstLoginPhotoOnly", "Primeiro acesso só com foto", "O assistente do primeiro acesso termina depois da foto.")}
          {toggle("settings.showSupportPhoneOnSignup", "Telefone de suporte no cadastro", "Mostra o telefone de suporte na etapa de confirmação do cadastro.")}
          {toggle("settings.profileReadOnly", "Perfil somente leitura", "Membros veem seus dados, mas não podem alterá-los.")}
        </div>
      </ConsoleSection>

      <ConsoleSection title="Mural e loja" description="Regras do mural e do carrinho.">
        <div className="grid gap-5 md:grid-cols-3">
          <TextField label="Denúncias para ocultar um post" inputMode="numeric" hint="De 1 a 1000 membros diferentes." {...register("settings.postReportThreshold")} error={s?.postReportThreshold?.message} />
          <TextField label="Reserva do carrinho (segundos)" inputMode="numeric" hint="De 60 a 3600 segundos." {...register("settings.reserveTimeSeconds")} error={s?.reserveTimeSeconds?.message} />
          <TextField label="Envio de arquivos por membro (MB por dia)" inputMode="numeric" hint="De 10 a 100.000 MB em 24 horas, somando fotos e vídeos do mural, foto de perfil e vídeos de pesquisas." {...register("settings.uploadQuotaMegabytesPerDay")} error={s?.uploadQuotaMegabytesPerDay?.message} />
          <TextField label="Convites pagos por membro" inputMode="numeric" hint="Limite quando a atividade não define um." {...register("settings.inviteRewardLimit")} error={s?.inviteRewardLimit?.message} />
        </div>
        <div className="mt-3">{toggle("settings.hidePostVideo", "Sem vídeos no mural", "Tira a opção de vídeo do formulário de posts.")}</div>
      </ConsoleSection>

      <ConsoleSection title="Transferência bancária" description="Para membros abastecerem créditos por transferência. Sem conta, a aba avisa e não recebe pedidos.">
        {toggle("settings.bankTransfer.enabled", "Aceitar transferência", "Mostra a conta abaixo na aba \"Abastecer créditos\".")}
        {bank?.enabled && (
          <div className="mt-3 grid gap-5 md:grid-cols-2">
            <TextField label="Banco" {...register("settings.bankTransfer.bank")} error={s?.bankTransfer?.bank?.message} />
            <TextField label="Agência" {...register("settings.bankTransfer.branch")} error={s?.bankTransfer?.branch?.message} />
            <TextField label="Conta" {...register("settings.bankTransfer.account")} error={s?.bankTransfer?.account?.message} />
            <TextField label="Titular" {...register("settings.bankTransfer.holder")} error={s?.bankTransfer?.holder?.message} />
            <TextField label="CNPJ ou CPF do titular" hint="Opcional, como deve aparecer." {...register("settings.bankTransfer.document")} error={s?.bankTransfer?.document?.message} />
          </div>
        )}
      </ConsoleSection>

      <ConsoleSection title="Links externos" description="Use quando os textos legais ou o regulamento ficam em outro site. Endereços completos, com https://.">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Termos de uso externos" hint="No lugar dos termos escritos aqui." {...register("settings.externalTermsUrl")} error={s?.externalTermsUrl?.message} />
          <TextField label="Política de privacidade externa" hint="No lugar da política escrita aqui." {...register("settings.externalPrivacyUrl")} error={s?.externalPrivacyUrl?.message} />
          <TextField label="Regulamento" hint={"Link \"Regulamento\" no rodapé."} {...register("settings.regulationUrl")} error={s?.regulationUrl?.message} />
        </div>
      </ConsoleSection>

      <SaveBar dirty={formState.isDirty} pending={pending} ready={ready} label="Salvar configurações" />
    </form>
  );
}
