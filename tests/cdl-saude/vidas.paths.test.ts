import { describe, expect, it } from 'vitest';
import { itemDaVida, linhaDaVida, LINHAS_VIDAS } from '../../src/machines/cdl-saude/vidas.machine';
import { apagarRascunhoSaude, CHAVE_RASCUNHO_SAUDE } from '../../src/services/cdl-saude/rascunho';
import { chaveDoRascunho, type Ambiente } from '../../src/services/comum/rascunho';
import { testarModelo } from '../support/modelo';
import { dependente, vida } from './dados';
import { entradaConsultor, vidasModelo } from './vidas.model';

testarModelo(vidasModelo, (agora, calls) => {
  // every page read asks for the member acted for, its section and 5 lives a page (§9), the page on screen
  for (const c of calls) expect(c).toMatchObject({ id: 'loadPage', input: { input: entradaConsultor, linhas: LINHAS_VIDAS } });
  const ultima = calls.at(-1)?.input as { pagina: number } | undefined;
  if (ultima && agora.matches('loading')) expect(ultima.pagina).toBe(agora.context.pagina);
  // a refusal (a member outside the carteira) shows the server's words; no network, the kit's sentence
  if (agora.matches('loadFailed')) expect(agora.context.notice).toMatch(/^(Associado não encontrado na sua carteira\.|Não foi possível falar com o portal agora\.)/);
});

describe('linha da Lista de Vidas (§4)', () => {
  it('titular com dois dependentes: rótulo, plano, Documentação e o nome Unicode como veio', () => {
    const v = vida({ dependentes: [dependente('Łukasz Nowak', '11144477735'), dependente('李小龙', '39053344705')] });
    expect(itemDaVida(v)).toMatchObject({
      id: '52998224725', titulo: 'Nguyễn Văn An', detalhes: ['Titular + 2 dependente(s)', 'UNIMED BH, Hospitalar com obstetrícia (Apartamento)'],
    });
    expect(linhaDaVida(v)).toMatchObject({
      situacao: { rotulo: 'Documentação', acao: 'Clique para enviar', destino: { tipo: 'documentos', cpfTitular: '52998224725' } }, alterarPlano: false,
    });
  });
  it('vida ativa: Situação Ativa e Alterar Plano', () => {
    expect(linhaDaVida(vida({ status: 'VIDA' }))).toMatchObject({ rotulo: 'Titular', situacao: { rotulo: 'Situação Ativa', destino: null }, alterarPlano: true });
  });
});

describe('abrir a lista apaga o rascunho do cadastro (§4, §9)', () => {
  const ambiente = () => {
    const guardado = new Map<string, string>();
    const local = {
      getItem: (k: string) => guardado.get(k) ?? null, setItem: (k: string, v: string) => void guardado.set(k, v),
      removeItem: (k: string) => void guardado.delete(k), key: (i: number) => [...guardado.keys()][i] ?? null, get length() { return guardado.size; }, clear: () => guardado.clear(),
    } as Storage;
    const a: Ambiente = { armazenamento: (tipo) => (tipo === 'local' ? local : null), agora: () => 0 };
    return { a, guardado };
  };
  it('do associado: só o seu rascunho; o do membro de um consultor: só o daquele membro', () => {
    const { a, guardado } = ambiente();
    for (const k of [chaveDoRascunho(CHAVE_RASCUNHO_SAUDE, 'dono1'), chaveDoRascunho(CHAVE_RASCUNHO_SAUDE, 'dono1', '0002001'),
      chaveDoRascunho(CHAVE_RASCUNHO_SAUDE, 'dono1', '0002002'), chaveDoRascunho('spc_conciliador', 'dono1')]) guardado.set(k, '{}');
    apagarRascunhoSaude({ dono: 'dono1' }, a);
    expect([...guardado.keys()]).toEqual(['cdlsaude_cadastro:dono1:0002001', 'cdlsaude_cadastro:dono1:0002002', 'spc_conciliador:dono1']);
    apagarRascunhoSaude({ dono: 'dono1', escopo: '0002001' }, a);
    expect([...guardado.keys()]).toEqual(['cdlsaude_cadastro:dono1:0002002', 'spc_conciliador:dono1']);
  });
});
