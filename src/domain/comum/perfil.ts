/**
 * Who a login is (DESIGN.md "Identity"): an associate's (naoAssociado included), a consultant's, or
 * the association's staff, who move tickets on at /atendimento. One per login.
 */
export const PERFIS = ['associado', 'consultor', 'atendente'] as const;
export type Perfil = (typeof PERFIS)[number];
