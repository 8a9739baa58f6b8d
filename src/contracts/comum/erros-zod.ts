import { z, type ZodErrorMap } from 'zod';
import { EMAIL_INVALIDO } from '../../domain/comum/email';

const campo = (path: (string | number)[]) => `"${path.join('.')}"`;

/** zod's messages in pt-BR: whatever a contract rejects, the user reads Portuguese. */
export const erroZodPtBR: ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (!issue.path.length) return { message: 'Dados inválidos.' };
      return { message: issue.received === 'undefined' ? `Campo obrigatório: ${campo(issue.path)}.` : `Valor inválido em ${campo(issue.path)}.` };
    case z.ZodIssueCode.too_small:
      if (!issue.path.length) return { message: issue.type === 'array' ? 'Envie ao menos um item.' : 'Dados inválidos.' };
      return { message: issue.type === 'string' ? `Preencha ${campo(issue.path)}.` : `Valor pequeno demais em ${campo(issue.path)}.` };
    case z.ZodIssueCode.too_big:
      return { message: issue.path.length ? `Valor grande demais em ${campo(issue.path)}.` : 'Dados em excesso.' };
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === 'email') return { message: EMAIL_INVALIDO };
      return { message: issue.path.length ? `Formato inválido em ${campo(issue.path)}.` : 'Dados inválidos.' };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: issue.path.length ? `Opção inválida em ${campo(issue.path)}.` : 'Dados inválidos.' };
    case z.ZodIssueCode.unrecognized_keys:
      return { message: 'Há campos desconhecidos nos dados enviados.' };
    default:
      return { message: ctx.defaultError && issue.path.length ? `Valor inválido em ${campo(issue.path)}.` : 'Dados inválidos.' };
  }
};

z.setErrorMap(erroZodPtBR);
