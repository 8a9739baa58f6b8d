import { z } from 'zod';
import { MAXIMO_SENHA, mensagensLogin } from '../../domain/comum/login';
import { PERFIS } from '../../domain/comum/perfil';
import { chamadasAuth } from './auth.chamadas';
import { c, Email, Mensagem } from './esquemas';

/** The user object of spec §3, as GET /login/me returns it. */
export const Usuario = z.object({
  dadosContatoPrincipal: z.array(
    z.object({
      ativo: z.boolean(),
      nome: z.string(),
      datA_NASCIMENTO: z.string().nullable(),
      cpf: z.string(),
      cep: z.string().nullable(),
      mae: z.string().nullable(),
      email: z.string(),
      telefone: z.string().nullable(),
      numero: z.string().nullable(),
      complemento: z.string().nullable(),
    }),
  ),
  carteira: z.object({
    associados: z.array(z.object({ codSocio: z.string(), nomeSocio: z.string() })),
  }),
  naoAssociado: z.boolean(),
  /** Whether this login is a consultant's (spec §6): the consultant area is theirs. Same as perfil 'consultor'. */
  consultor: z.boolean(),
  /** Who the login is: an associate's, a consultant's or staff (atendente). */
  perfil: z.enum(PERFIS),
});
export type Usuario = z.infer<typeof Usuario>;

export const Credenciais = z.object({
  email: Email(mensagensLogin.emailInvalido),
  senha: z.string().min(1, mensagensLogin.senhaVazia).max(MAXIMO_SENHA, `A senha pode ter no máximo ${MAXIMO_SENHA} caracteres.`),
});
export type Credenciais = z.infer<typeof Credenciais>;

/** The auth calls (auth.chamadas.ts) with their schemas: the server parses the login body with them, /api/openapi.json shows them. */
export const authContract = c.router(
  {
    login: { ...chamadasAuth.login, body: Credenciais, responses: { 200: Usuario, 400: Mensagem, 401: Mensagem, 403: Mensagem, 429: Mensagem } },
    logout: chamadasAuth.logout,
    me: { ...chamadasAuth.me, responses: { 200: Usuario, 401: Mensagem } },
  },
  { strictStatusCodes: true },
);
