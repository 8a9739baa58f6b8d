/** The spec's named routes (§2), one place to read a path from. */
export const rotas = {
  login: '/login',
  Dashboard: '/',
  'clube-produtos': '/',
  institucional: '/institucional',
  'clube-painel': '/produto/clube-vantagens/painel',
  'clube-termo': '/produto/clube-vantagens/termo',
  cancelamentoClube: '/produto/clube-vantagens/cancelamento',
  clubeFormulario: (tipoProduto: 'anuncio' | 'usuarios' | 'banner' | 'clube') => `/produto/clube-vantagens/formulario/${tipoProduto}`,
  removerUsuarios: '/produto/clube-vantagens/remover-usuarios',
  envioImagens: '/produto/clube-vantagens/envio-imagens',
  cdlSaude: '/produto/cdl-saude-plano',
  minhaCarteira: '/produto/cdl-consultor/minha-carteira',
  spcConciliador: '/produto/spc-conciliador',
  varejoProdutos: '/produto/cdl-varejo-inteligente/produtos',
} as const;

/** Login with the path to come back to after logging in. */
export function loginVoltandoPara(destino: string): string {
  return destino === '/' || destino.startsWith('/login') ? rotas.login : `${rotas.login}?voltar=${encodeURIComponent(destino)}`;
}
