import { lazy, Suspense, type ReactNode } from 'react';
import { TIPO_CONJUGE, TIPO_TITULAR } from '../../domain/cdl-saude/cadastro';
import { MASCARA_CEP, MASCARA_CPF, MASCARA_TELEFONE, DICA_TELEFONE } from '../../domain/comum/mascaras';
import type { CampoFinal, ContatoPrincipal } from '../../domain/cdl-saude/cadastro';
import type { CadastroContext, CadastroEvento } from '../../machines/cdl-saude/cadastro.machine';
import { Campo } from '../comum/Campo';

const EntradaMascarada = lazy(() => import('../comum/EntradaMascarada'));

const TEXTOS: { campo: CampoFinal; rotulo: string; max: number; auto?: string }[] = [
  { campo: 'nomeMae', rotulo: 'Nome da mãe', max: 120 },
  { campo: 'email', rotulo: 'E-mail', max: 254, auto: 'email' },
  { campo: 'rua', rotulo: 'Rua', max: 200, auto: 'address-line1' },
  { campo: 'numero', rotulo: 'Número', max: 20 },
  { campo: 'complemento', rotulo: 'Complemento', max: 120, auto: 'address-line2' },
  { campo: 'bairro', rotulo: 'Bairro', max: 120 },
  { campo: 'cidade', rotulo: 'Cidade', max: 120, auto: 'address-level2' },
  { campo: 'estado', rotulo: 'Estado (UF)', max: 2, auto: 'address-level1' },
];

/**
 * §2 Preencha seus dados: the people with complete/incomplete marks on the left (above at 360 px), the §3
 * cadastroFinal form of the selected one on the right with §5's rules; the holder's autofill only when the login's
 * main contact is active (§6).
 */
export function FinalizarView({ context, send, contato, paraQuem }: {
  context: CadastroContext; send: (e: CadastroEvento) => void; contato: ContatoPrincipal | null; paraQuem: ReactNode;
}) {
  const i = context.selecionada;
  const pessoa = context.pessoas[i]!;
  const c = pessoa.cadastroFinal;
  const erro = context.problemas;
  const muda = (campo: CampoFinal, rotulo?: string) => (valor: string) => send({ type: 'field.change', campo, valor, rotulo });
  const catalogos = context.catalogos;
  const tipos = (catalogos?.tiposDependentes ?? []).filter((t) => t.codtipodepend !== TIPO_TITULAR);
  return (
    <section aria-labelledby="titulo" className="saude-finalizar">
      <h1 id="titulo">Preencha seus dados</h1>
      {paraQuem}
      {context.aviso && <p className="alerta" role="alert">{context.aviso}</p>}
      <div className="saude-finalizar-colunas">
        <nav aria-label="Pessoas">
          <ul className="lista-pessoas">
            {context.pessoas.map((p, n) => (
              <li key={n}>
                <button type="button" className={n === i ? 'botao' : 'botao secundario'} aria-current={n === i ? 'true' : undefined}
                  onClick={() => send({ type: 'person.select', indice: n })}>
                  {p.nome} — {p.concluido ? 'Cadastro completo' : 'Cadastro incompleto'}
                </button>
                {p.erro && <p className="erro-campo">{p.erro}</p>}
              </li>
            ))}
          </ul>
        </nav>
        <form noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'person.save' }); }}>
          <h2>{pessoa.nome} ({i === 0 ? 'Titular' : 'Dependente'})</h2>
          {i === 0 && contato && (
            <button type="button" className="botao secundario" onClick={() => send({ type: 'autofill', contato })}>Preencher com meus dados</button>
          )}
          {i > 0 && (
            <Campo id="tipoDependente" rotulo="Tipo de dependente" obrigatorio erro={erro.tipoDependente}>
              {(ctl) => (
                <select {...ctl} value={c.tipoDependente} onChange={(e) => muda('tipoDependente', e.target.selectedOptions[0]?.text)(e.target.value)}>
                  <option value="">Selecione</option>
                  {tipos.map((t) => <option key={t.codtipodepend} value={t.codtipodepend}>{t.tipO_DEPENDENCIA}</option>)}
                </select>
              )}
            </Campo>
          )}
          {c.tipoDependente === TIPO_CONJUGE && (
            <Campo id="datacasamento" rotulo="Data de casamento" obrigatorio erro={erro.datacasamento}>
              {(ctl) => <input {...ctl} type="date" value={c.datacasamento} onChange={(e) => muda('datacasamento')(e.target.value)} />}
            </Campo>
          )}
          <Campo id="estadoCivil" rotulo="Estado civil" obrigatorio erro={erro.estadoCivil}>
            {(ctl) => (
              <select {...ctl} value={c.estadoCivil} disabled={c.tipoDependente === TIPO_CONJUGE}
                onChange={(e) => muda('estadoCivil', e.target.selectedOptions[0]?.text)(e.target.value)}>
                <option value="">Selecione</option>
                {(catalogos?.estadosCivis ?? []).map((v) => <option key={v.valor} value={v.valor}>{v.descricao}</option>)}
              </select>
            )}
          </Campo>
          <Campo id="sexo" rotulo="Sexo" obrigatorio erro={erro.sexo}>
            {(ctl) => (
              <select {...ctl} value={c.sexo} onChange={(e) => muda('sexo')(e.target.value)}>
                <option value="">Selecione</option>
                {(catalogos?.sexos ?? []).map((v) => <option key={v.valor} value={v.valor}>{v.descricao}</option>)}
              </select>
            )}
          </Campo>
          <Suspense fallback={null}>
            <Campo id="cpf" rotulo="CPF" obrigatorio erro={erro.cpf}>
              {(ctl) => <EntradaMascarada {...ctl} inputMode="numeric" mask={MASCARA_CPF} value={c.cpf} onAccept={muda('cpf')} />}
            </Campo>
            <Campo id="telefone" rotulo="Telefone" dica={DICA_TELEFONE} obrigatorio erro={erro.telefone}>
              {(ctl) => <EntradaMascarada {...ctl} inputMode="tel" autoComplete="tel-national" mask={MASCARA_TELEFONE} value={c.telefone} onAccept={muda('telefone')} />}
            </Campo>
            <Campo id="cep" rotulo="CEP" obrigatorio erro={erro.cep}>
              {(ctl) => <EntradaMascarada {...ctl} inputMode="numeric" autoComplete="postal-code" mask={MASCARA_CEP} value={c.cep} onAccept={muda('cep')} />}
            </Campo>
          </Suspense>
          {TEXTOS.map(({ campo, rotulo, max, auto }) => (
            <Campo key={campo} id={campo} rotulo={rotulo} obrigatorio={campo !== 'complemento'} erro={erro[campo]} limite={{ maximo: max, usados: c[campo].trim().length }}>
              {(ctl) => <input {...ctl} type={campo === 'email' ? 'email' : 'text'} autoComplete={auto} value={c[campo]} onChange={(e) => muda(campo)(e.target.value)} />}
            </Campo>
          ))}
          <button type="submit" className="botao">SALVAR</button>
        </form>
      </div>
      <div className="acoes">
        <button type="button" className="botao" onClick={() => send({ type: 'next' })}>próximo</button>
        <button type="button" className="botao secundario" onClick={() => send({ type: 'back' })}>voltar</button>
      </div>
    </section>
  );
}
