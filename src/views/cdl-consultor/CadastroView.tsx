import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Link, Redirect } from 'wouter';
import { mensagensConsultor, PACOTES_CONSULTOR, pessoaFisicaOuJuridica, TIPOS_EMPRESA, type TipoEmpresa } from '../../domain/cdl-consultor/carteira';
import { MAXIMO_NOME_CADASTRO } from '../../domain/cdl-consultor/cadastro';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { itensDoResumo } from '../../domain/comum/formularios';
import { DICA_TELEFONE, MASCARA_CNPJ, MASCARA_CPF, MASCARA_TELEFONE, type Mascara } from '../../domain/comum/mascaras';
import {
  CAMPOS_CADASTRO, cadastroMachine, rascunhoCadastro, type CampoCadastro,
} from '../../machines/cdl-consultor/cadastro.machine';
import { avisos } from '../../services/comum/avisos';
import { mensagensRascunho } from '../../services/comum/rascunho';
import { AvisoObrigatorios, Campo } from '../comum/Campo';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { focarResumo, ResumoDeErros } from '../comum/ResumoDeErros';
import { idDaRota } from '../comum/rota';
import { useMachineComRascunho } from '../comum/useRascunho';
import { associadoSelecionado, associadoStore } from '../../services/comum/associado.store';
import { rotasConsultor } from './rotas';
import { MembroRecusado } from './MembroRecusado';

const TITULO = 'Cadastrar associado';

const EntradaMascarada = lazy(() => import('../comum/EntradaMascarada'));

const machine = cadastroMachine.provide({
  actions: {
    celebrate: ({ context, event }) => {
      avisos.sucesso(context.notice ?? '');
      // issue 27: the new member becomes the choice, and its next step (the documents) opens with its name
      const saida = 'output' in event ? event.output as { codSocio?: unknown } : null;
      if (typeof saida?.codSocio === 'string') associadoStore.trigger.selecionar({ associado: { codSocio: saida.codSocio, nomeSocio: context.campos.nome } });
    },
    fail: ({ context }) => avisos.erro(context.notice ?? ''),
    showProblems: focarResumo,
  },
});

const idCampo = (campo: string) => `cadastro-${campo}`;
const ORDEM = [...CAMPOS_CADASTRO, 'email'] as const;
const SEXOS = [['M', 'Masculino'], ['F', 'Feminino']] as const;

/** /produto/cdl-consultor/cadastrar-associado/:membroId (§2 Register-associate form; §3 fields; §5 rules). */
export function CadastroView({ membroIdDaRota }: { membroIdDaRota: string | undefined }) {
  const membroId = idDaRota(membroIdDaRota);
  if (membroId === 0) return <NaoEncontradoView />;
  // a draft per invited member: another member's form starts afresh
  return <Formulario key={membroId} membroId={membroId} />;
}

/** After Cadastrar (issue 27): the new member's documents, the next step of §4; the carteira if the answer named none. */
function proximoPasso() {
  const s = associadoSelecionado();
  return s && !s.proprio ? rotasConsultor.consultorArquivos.link({ codSocio: s.codSocio }) : rotasConsultor.gerenciarAssociados.link();
}

function Formulario({ membroId }: { membroId: number }) {
  // "today" comes from the view (platform.md): São Paulo's, when the form opens
  const [hoje] = useState(() => dataSaoPaulo(new Date()));
  const [state, send, , recuperado] = useMachineComRascunho(machine, rascunhoCadastro, { input: { membroId, hoje }, escopo: String(membroId) });
  const { campos: f, problemas, email, notice } = state.context;
  const titulo = <h1 id="titulo">{TITULO}</h1>;
  if (state.matches('sessionLost')) return null;
  if (state.matches('done')) return <Redirect to={proximoPasso()} />;
  if (state.matches('loading')) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;
  if (state.matches('refused')) return <MembroRecusado titulo={TITULO} mensagem={notice} />;
  const { cadastrado } = state.context;
  if (state.matches('registered') && cadastrado) {
    // issue 27: Back after CADASTRAR, or another tab: the member and its next step, not a form bound to fail
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <p className="sucesso" role="status">{mensagensConsultor.jaCadastrado(cadastrado.nome, cadastrado.codSocio)}</p>
        <div className="acoes">
          <Link className="botao" href={rotasConsultor.consultorArquivos.link({ codSocio: cadastrado.codSocio })}>ENVIAR DOCUMENTOS</Link>
          <Link className="botao secundario" href={rotasConsultor.gerenciarAssociados.link()}>VOLTAR</Link>
        </div>
      </section>
    );
  }
  const enviando = state.matches('sending');
  const mudar = (campo: CampoCadastro, valor: string) => { if (valor !== f[campo]) send({ type: 'field.change', campo, valor }); };
  const texto = (campo: CampoCadastro) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => mudar(campo, e.currentTarget.value);
  const tipo = f.tp_empresa as TipoEmpresa | '';
  const fisica = tipo !== '' && pessoaFisicaOuJuridica(tipo) === 'f';
  // the limit said under the field before it is reached; nothing typed or pasted is cut (the schema refuses the excess)
  const limite = (campo: 'nomefantasia' | 'nome' | 'contato') => ({ maximo: MAXIMO_NOME_CADASTRO, usados: f[campo].trim().length });
  const rotuloDocumento = tipo === '' ? 'CPF/CNPJ' : fisica ? 'CPF' : 'CNPJ';
  const mascarado = (campo: CampoCadastro, mascara: Mascara, extra: { inputMode?: 'tel' | 'numeric'; autoComplete?: string } = {}) =>
    (c: { id: string }) => (
      <Suspense fallback={<input {...c} type="text" disabled value="" />}>
        <EntradaMascarada key={String(mascara)} {...c} inputMode={extra.inputMode ?? 'numeric'} autoComplete={extra.autoComplete ?? 'off'} mask={mascara}
          value={f[campo]} disabled={enviando} onAccept={(digitos) => mudar(campo, digitos)} />
      </Suspense>
    );
  return (
    <section aria-labelledby="titulo">
      {titulo}
      {recuperado && <p className="aviso" role="status">{mensagensRascunho.recuperado}</p>}
      <ResumoDeErros itens={itensDoResumo(problemas, ORDEM, idCampo)} />
      <form noValidate className="formulario consultor-form" onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <AvisoObrigatorios />
        <Campo id={idCampo('nomefantasia')} rotulo="Nome fantasia" obrigatorio erro={problemas.nomefantasia} limite={limite('nomefantasia')}>
          {(c) => <input {...c} type="text" autoComplete="organization" value={f.nomefantasia} disabled={enviando} onChange={texto('nomefantasia')} />}
        </Campo>
        <Campo id={idCampo('codpacote')} rotulo="Pacote" obrigatorio erro={problemas.codpacote}>
          {(c) => (
            <select {...c} value={f.codpacote} disabled={enviando} onChange={texto('codpacote')}>
              <option value="">Escolha o pacote</option>
              {Object.entries(PACOTES_CONSULTOR).map(([nome, codigo]) => <option key={codigo} value={codigo}>{nome}</option>)}
            </select>
          )}
        </Campo>
        <Campo id={idCampo('tp_empresa')} rotulo="Tipo de empresa" obrigatorio erro={problemas.tp_empresa}>
          {(c) => (
            <select {...c} value={f.tp_empresa} disabled={enviando} onChange={texto('tp_empresa')}>
              <option value="">Escolha o tipo de empresa</option>
              {Object.entries(TIPOS_EMPRESA).map(([codigo, nome]) => <option key={codigo} value={codigo}>{nome}</option>)}
            </select>
          )}
        </Campo>
        <Campo id={idCampo('nome')} rotulo="Razão social" obrigatorio erro={problemas.nome} limite={limite('nome')}>
          {(c) => <input {...c} type="text" autoComplete="organization" value={f.nome} disabled={enviando} onChange={texto('nome')} />}
        </Campo>
        <Campo id={idCampo('cgccfo')} rotulo={rotuloDocumento} obrigatorio erro={problemas.cgccfo}
          dica={tipo === '' ? 'Escolha o tipo de empresa: CPF para Profissional Liberal e Autônomo, CNPJ para os demais.' : undefined}>
          {mascarado('cgccfo', fisica ? MASCARA_CPF : MASCARA_CNPJ)}
        </Campo>
        <Campo id={idCampo('inscrestadual')} rotulo="Inscrição estadual" erro={problemas.inscrestadual}
          dica="Só números (pontos, traços e barras são aceitos). Deixe em branco se for isento.">
          {(c) => <input {...c} type="text" autoComplete="off" value={f.inscrestadual} disabled={enviando} onChange={texto('inscrestadual')} />}
        </Campo>
        <Campo id={idCampo('contato')} rotulo="Contato" obrigatorio erro={problemas.contato} limite={limite('contato')}>
          {(c) => <input {...c} type="text" autoComplete="name" value={f.contato} disabled={enviando} onChange={texto('contato')} />}
        </Campo>
        <Campo id={idCampo('cpf')} rotulo="CPF do contato" obrigatorio erro={problemas.cpf} dica="###.###.###-##">
          {mascarado('cpf', MASCARA_CPF)}
        </Campo>
        <Campo id={idCampo('sexo')} rotulo="Sexo" obrigatorio erro={problemas.sexo}>
          {(c) => (
            <select {...c} value={f.sexo} disabled={enviando} onChange={texto('sexo')}>
              <option value="">Escolha</option>
              {SEXOS.map(([valor, nome]) => <option key={valor} value={valor}>{nome}</option>)}
            </select>
          )}
        </Campo>
        <Campo id={idCampo('datanascimento')} rotulo="Data de nascimento" obrigatorio erro={problemas.datanascimento}>
          {(c) => <input {...c} type="date" autoComplete="bday" max={hoje} value={f.datanascimento} disabled={enviando} onChange={texto('datanascimento')} />}
        </Campo>
        <Campo id={idCampo('celular')} rotulo="Celular" obrigatorio erro={problemas.celular} dica="(##) #####-####">
          {mascarado('celular', MASCARA_TELEFONE, { inputMode: 'tel', autoComplete: 'tel-national' })}
        </Campo>
        <Campo id={idCampo('telefone')} rotulo="Telefone" erro={problemas.telefone} dica={DICA_TELEFONE}>
          {mascarado('telefone', MASCARA_TELEFONE, { inputMode: 'tel' })}
        </Campo>
        <Campo id={idCampo('email')} rotulo="E-mail" erro={problemas.email} dica="O e-mail do convite: não pode ser alterado.">
          {(c) => <input {...c} type="email" readOnly value={email} />}
        </Campo>
        <div className="acoes">
          <button type="submit" className="botao" disabled={enviando}>{enviando ? 'Aguarde' : 'CADASTRAR'}</button>
          <Link className="botao secundario" href={rotasConsultor.gerenciarAssociados.link()}>VOLTAR</Link>
        </div>
      </form>
    </section>
  );
}
