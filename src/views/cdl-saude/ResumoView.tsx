import type { ReactNode } from 'react';
import { formatCPF } from '../../domain/comum/cpf';
import { formatBRL } from '../../domain/comum/dinheiro';
import { linhaDoPlano, mensagensSaude, mensalidadeDaPessoa, totalMensal, vigenciaMinima } from '../../domain/cdl-saude/cadastro';
import type { CadastroContext, CadastroEvento } from '../../machines/cdl-saude/cadastro.machine';
import { Campo } from '../comum/Campo';

/** §2 Resumo: holder and dependents (each with Alterar), the validity date, the total, the pro-rata notice; próximo sends. */
export function ResumoView({ context, enviando, send, paraQuem }: {
  context: CadastroContext; enviando: boolean; send: (e: CadastroEvento) => void; paraQuem: ReactNode;
}) {
  const { pessoas, recusa } = context;
  return (
    <section aria-labelledby="titulo" className="saude-resumo">
      <h1 id="titulo">Resumo</h1>
      {paraQuem}
      {recusa && (
        <div className="alerta" role="alert">
          <p>{mensagensSaude.erroEnvio}</p>
          <ul>{recusa.vidas.length ? recusa.vidas.map((v, n) => <li key={n}>{v.nome}: {v.mensagem}</li>) : <li>{recusa.mensagem}</li>}</ul>
        </div>
      )}
      {context.notice && <p className="alerta" role="alert">{context.notice}</p>}
      {pessoas.map((p, i) => (
        <div key={i} className="cartao">
          <h2>{i === 0 ? 'Titular' : 'Dependente'}: {p.nome}</h2>
          <p className="detalhe">CPF {formatCPF(p.cadastroFinal.cpf)} — {linhaDoPlano(p.plano)} — {formatBRL(mensalidadeDaPessoa(p))} por mês</p>
          {p.erro && <p className="erro-campo">{p.erro}</p>}
          <button type="button" className="botao secundario" disabled={enviando} onClick={() => send({ type: 'person.change', indice: i })}>
            Alterar<span className="visualmente-oculto"> {p.nome}</span>
          </button>
        </div>
      ))}
      <Campo id="datavigencia" rotulo="Data de início da vigência" obrigatorio erro={context.problemaVigencia}>
        {(ctl) => <input {...ctl} type="date" min={vigenciaMinima(context.hoje)} value={context.datavigencia} onChange={(e) => send({ type: 'date.change', valor: e.target.value })} />}
      </Campo>
      <p className="total"><strong>{formatBRL(totalMensal(pessoas))}</strong> por mês</p>
      <p className="aviso">{mensagensSaude.proRata}</p>
      <div className="acoes">
        <button type="button" className="botao" disabled={enviando} onClick={() => send({ type: 'submit' })}>{enviando ? 'Aguarde' : 'próximo'}</button>
        <button type="button" className="botao secundario" disabled={enviando} onClick={() => send({ type: 'back' })}>voltar</button>
      </div>
    </section>
  );
}
