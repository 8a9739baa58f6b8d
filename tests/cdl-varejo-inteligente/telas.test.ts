import { afterEach, describe, expect, it, vi } from 'vitest';
import { mensagensVarejo } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { conflitoDoTermo } from '../../src/machines/cdl-varejo-inteligente/termo.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { ReservaEmConflito, simularReserva } from '../../src/services/cdl-varejo-inteligente/varejo.service';
import { linkDaAgenda } from '../../src/views/cdl-varejo-inteligente/links';

describe('os links do Varejo Inteligente (§2)', () => {
  it('cada tipo de espaço abre o seu formulário', () => {
    expect(linkDaAgenda({ agendaId: 1, tipoReserva: 'reuniao' })).toBe('/produto/cdl-varejo-inteligente/formulario/reuniao/1');
    expect(linkDaAgenda({ agendaId: 3, tipoReserva: 'rooftop' })).toBe('/produto/cdl-varejo-inteligente/formulario/rooftop/3');
    expect(linkDaAgenda({ agendaId: 4, tipoReserva: 'estacao-trabalho' })).toBe('/produto/cdl-varejo-inteligente/estacao-trabalho/4');
    expect(linkDaAgenda({ agendaId: 5, tipoReserva: 'escritorio-virtual' })).toBe('/produto/cdl-varejo-inteligente/formulario-estacao-trabalho/5/escritorio-virtual');
  });
});

describe('as estações que um 409 nomeou, para a grade', () => {
  afterEach(() => { vi.unstubAllGlobals(); });
  it('vêm na recusa (nenhum armazenamento): o passo do termo as leva à grade (conflitoDoTermo)', async () => {
    const dados = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => dados.get(k) ?? null, setItem: (k: string, v: string) => void dados.set(k, v), removeItem: (k: string) => void dados.delete(k) });
    const ocupacoes = [{ inicio: '2027-01-10', fim: '2027-03-10', estacoes: [{ posicao: 2 }, { posicao: 5 }] }, { inicio: '2027-01-10', fim: '2027-02-10', estacoes: [{ posicao: 5 }] }];
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ mensagem: 'Estação ocupada.', ocupacoes }), { status: 409, headers: { 'content-type': 'application/json' } }));
    const erro = await simularReserva({
      tipoReserva: 'estacao-trabalho', agendaId: 4, idempotencyKey: '00000000-0000-4000-8000-000000000000', responsavel: 'Joana', telefone: '31988887777',
      email: 'joana@exemplo.com.br', inicio: '2027-01-10', qtdMeses: 1, estacoes: [{ posicao: 2, nome: 'A', telefone: '31977776666', rg: 'MG1', cpf: '52998224725' }],
    }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ReservaEmConflito);
    expect(erro).toMatchObject({ kind: 'rejected', message: 'Estação ocupada.', estacoes: [2, 5] });
    expect(dados.size).toBe(0);
    const fim = (falha: unknown) => ({ event: { type: 'xstate.done.actor.termo', output: { saida: 'leftToPanel', resposta: null, falha } } });
    expect(conflitoDoTermo(fim(erro))).toEqual([2, 5]);
    expect(conflitoDoTermo(fim(new ApiFailure('rejected', 'Outra recusa.')))).toEqual([]);
    expect(conflitoDoTermo(fim(null))).toEqual([]);
  });
});

describe('SimularReserva além dos limites do associado (429, issue 19)', () => {
  afterEach(() => { vi.unstubAllGlobals(); });
  it('é uma recusa com o texto do servidor (o termo avisa e volta), não estações ocupadas', async () => {
    const dados = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => dados.get(k) ?? null, setItem: (k: string, v: string) => void dados.set(k, v), removeItem: (k: string) => void dados.delete(k) });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ mensagem: mensagensVarejo.reservasEmAberto }), { status: 429, headers: { 'content-type': 'application/json' } }));
    const erro = await simularReserva({
      tipoReserva: 'estacao-trabalho', agendaId: 4, idempotencyKey: '00000000-0000-4000-8000-000000000000', responsavel: 'Joana', telefone: '31988887777',
      email: 'joana@exemplo.com.br', inicio: '2027-01-10', qtdMeses: 1, estacoes: [{ posicao: 1, nome: 'A', telefone: '31977776666', rg: 'MG1', cpf: '52998224725' }],
    }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiFailure);
    expect(erro).toMatchObject({ kind: 'rejected', message: mensagensVarejo.reservasEmAberto });
    expect(dados.size).toBe(0);
  });
});
