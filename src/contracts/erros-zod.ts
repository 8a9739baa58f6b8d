import { z, type ZodErrorMap } from 'zod';

const campo = (path: (string | number)[]) => (path.length ? `"${path.join('.')}"` : 'os dados');

/** zod's messages in pt-BR: whatever a contract rejects, the user reads Portuguese. */
export const erroZodPtBR: ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return { message: issue.received === 'undefined' ? `Campo obrigatório: ${campo(issue.path)}.` : `Valor inválido em ${campo(issue.path)}.` };
    case z.ZodIssueCode.too_small:
      return { message: issue.type === 'string' ? `Preencha ${campo(issue.path)}.` : `Valor pequeno demais em ${campo(issue.path)}.` };
    case z.ZodIssueCode.too_big:
      return { message: `Valor grande demais em ${campo(issue.path)}.` };
    case z.ZodIssueCode.invalid_string:
      return { message: issue.validation === 'email' ? 'Informe um e-mail válido.' : `Formato inválido em ${campo(issue.path)}.` };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: `Opção inválida em ${campo(issue.path)}.` };
    case z.ZodIssueCode.unrecognized_keys:
      return { message: 'Há campos desconhecidos nos dados enviados.' };
    default:
      return { message: ctx.defaultError && issue.path.length ? `Valor inválido em ${campo(issue.path)}.` : 'Dados inválidos.' };
  }
};

z.setErrorMap(erroZodPtBR);
