import { z } from 'zod';
import { MAXIMO_SENHA, mensagensLogin } from '../../domain/comum/login';
import { PERFIS } from '../../domain/comum/perfil';
import { publica, qualquerSessao } from './acesso';
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

export const authContract = c.router(
  {
    login: {
      method: 'POST',
      path: '/login',
      body: Credenciais,
      responses: { 200: Usuario, 400: Mensagem, 401: Mensagem, 429: Mensagem },
      metadata: publica,
      summary: 'Opens a session (cookie) for an e-mail and password.',
    },
    logout: {
      method: 'POST',
      path: '/login/logout',
      body: c.noBody(),
      responses: { 204: c.noBody() },
      // with or without a session: 204 either way
      metadata: publica,
      summary: 'Ends the current session.',
    },
    me: {
      method: 'GET',
      path: '/login/me',
      responses: { 200: Usuario, 401: Mensagem },
      metadata: qualquerSessao,
      summary: 'The logged-in user (spec §3).',
    },
  },
  { strictStatusCodes: true },
);
