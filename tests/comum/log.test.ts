import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { log, MAXIMO_LINHA_LOG, semDadosSensiveis } from '../../src/server/infra/log';

const CPF = '52998224725';
/** No run of 11 digits of the CPF survives, whatever punctuation was around it. */
const semCpfInteiro = (texto: string) => expect(texto.replace(/\D/g, '')).not.toContain(CPF);

describe('semDadosSensiveis (logs sem CPF nem cartão)', () => {
  it.each([
    ['CPF formatado', 'titular 529.982.247-25 salvo'],
    ['CPF só dígitos', `titular ${CPF} salvo`],
    ['CPF sozinho', CPF],
    ['CPF em JSON', JSON.stringify({ cpF_TITULAR: CPF, nome: 'Ana' })],
    ['CPF em query string', `GET /api/GestaoSaude/BuscarTermoSaude?cpfTitular=${CPF}`],
    ['CPF em query JSON do ts-rest (%22…%22)', `GET /api/Drive/BuscarTermoSaude?cpfTitular=%22${CPF}%22`],
    ['CPF em query codificada (%3D)', `redirect=%2Fdocumentos%3Fcpf%3D${CPF}`],
    ['CPF colado a letras', `cpf${CPF}`],
    ['CPF em nome de arquivo', `rg_${CPF}.pdf e ${CPF}_comprovante.png`],
    ['CPF em erro do banco', `duplicate key value violates unique constraint "x" Key (cpf)=(${CPF}) already exists.`],
    ['dois CPFs seguidos', `${CPF} 39053344705`],
  ])('%s', (_, texto) => {
    const limpo = semDadosSensiveis(texto);
    semCpfInteiro(limpo);
    expect(limpo).not.toContain('529.982.247-25');
    expect(limpo.replace(/\D/g, '')).not.toContain('39053344705');
  });

  it('mostra só o meio do CPF, no formato mascarado', () => {
    expect(semDadosSensiveis('cpf 529.982.247-25')).toBe('cpf ***.982.***-**');
    expect(semDadosSensiveis(`cpf=${CPF};`)).toBe('cpf=***.982.***-**;');
  });

  it.each([
    ['4111 1111 1111 1111'], ['4111-1111-1111-1111'], ['4111111111111111'], ['5555555555554444'], ['378282246310005'],
  ])('mascara número de cartão %s', (cartao) => {
    const limpo = semDadosSensiveis(`pagamento cartao=${cartao} aprovado`);
    expect(limpo).toBe('pagamento cartao=**** aprovado');
  });

  it('mantém o resto da linha legível', () => {
    const texto = 'POST /api/Clube/CancelarClubeVantagens 200 em 12 ms usuario 42 protocolo CLB-2026-001000 em 2026-11-30T23:30:00.000Z e-mail ana@exemplo.com.br';
    expect(semDadosSensiveis(texto)).toBe(texto);
  });

  describe('log', () => {
    const lig = process.env.LOG;
    afterEach(() => {
      vi.restoreAllMocks();
      if (lig === undefined) delete process.env.LOG; else process.env.LOG = lig;
    });

    it('o que vai para a saída (inclusive a pilha de um erro) passa pela máscara', () => {
      process.env.LOG = '1';
      const escritas: string[] = [];
      vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
      vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
      log.error(`falha ao atender GET /api/x?cpfTitular=${CPF}`, new Error(`CPF 529.982.247-25 recusado; cartão 4111 1111 1111 1111`));
      log.info(`titular ${CPF} cadastrado`);
      expect(escritas).toHaveLength(2);
      for (const linha of escritas) {
        semCpfInteiro(linha);
        expect(linha).not.toContain('4111 1111 1111 1111');
      }
      expect(escritas[0]).toMatch(/ error falha ao atender GET \/api\/x\?cpfTitular=\*\*\*\.982\.\*\*\*-\*\* Error: CPF \*\*\*\.982\.\*\*\*-\*\* recusado; cartão \*\*\*\*/);
      expect(escritas[1]).toMatch(/ info titular \*\*\*\.982\.\*\*\*-\*\* cadastrado\n$/);
    });

    /** What log.error writes for this error, with output captured. */
    function linhaDoErro(msg: string, erro: unknown) {
      process.env.LOG = '1';
      const escritas: string[] = [];
      vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
      log.error(msg, erro);
      expect(escritas).toHaveLength(1);
      return escritas[0]!;
    }

    it('uma consulta recusada leva o SQL, não os parâmetros (nomes, e-mails) nem a mensagem do banco, que cita valores', () => {
      const doBanco = Object.assign(new Error('value too long for type character varying(254): "Maria das Dores"'), {
        code: '22001', severity: 'ERROR', table: 'tentativas_login', column: 'email', detail: 'Key (nome)=(Maria das Dores) already exists.',
      });
      const erro = new DrizzleQueryError('insert into "tentativas_login" ("email", "ip") values ($1, $2)', ['maria.dores@exemplo.com.br', 'Maria das Dores'], doBanco);
      const linha = linhaDoErro('erro não tratado', erro);
      expect(linha).toContain('insert into "tentativas_login" ("email", "ip") values ($1, $2)');
      expect(linha).toContain('SQLSTATE 22001 (tabela tentativas_login, coluna email)');
      expect(linha).not.toMatch(/maria|Dores/i);
    });

    it(`uma linha passa de ${MAXIMO_LINHA_LOG} caracteres só cortada: 10 MB num erro não viram 10 MB de log`, () => {
      const linha = linhaDoErro('falha ao atender POST /login', new Error(`e-mail ${'a'.repeat(10 * 1024 * 1024)}`));
      expect(linha.length).toBeLessThan(MAXIMO_LINHA_LOG + 200);
      expect(linha).toMatch(/… \(\d+ caracteres cortados\)\n$/);
    });
  });
});
