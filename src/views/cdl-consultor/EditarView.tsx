import { useMachine } from '@xstate/react';
import { lazy, Suspense, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { formatDocumento, mensagensConsultor, TIPOS_EMPRESA } from '../../domain/cdl-consultor/carteira';
import { formatDataHora } from '../../domain/comum/datas';
import { itensDoResumo } from '../../domain/comum/formularios';
import { DICA_TELEFONE, MASCARA_CEP, MASCARA_TELEFONE, type Mascara } from '../../domain/comum/mascaras';
import { CAMPOS_EDICAO, editarMachine, LIMITES_EDICAO, type CampoEdicao } from '../../machines/cdl-consultor/editar.machine';
import type { MembroDaCarteira } from '../../services/comum/associado.store';
import { CabecalhoDoAssociado } from '../comum/AssociadoDaRota';
import { avisos, DURACAO } from '../../services/comum/avisos';
import { AvisoObrigatorios, Campo } from '../comum/Campo';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { focarResumo, ResumoDeErros } from '../comum/ResumoDeErros';
import { rotasConsultor } from './rotas';
import { MembroRecusado } from './MembroRecusado';

const TITULO = 'Editar associado';

const EntradaMascarada = lazy(() => import('../comum/EntradaMascarada'));

/** §9: the edit's toasts last 4 s. */
const machine = editarMachine.provide({
  actions: {
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? '', DURACAO.curta),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.curta),
    showProblems: focarResumo,
  },
});

const idCampo = (campo: string) => `editar-${campo}`;
const UFS = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'];

/** /produto/cdl-consultor/associado/:codSocio/editar (§2 Editar associado), for the member of the address. */
export function EditarView({ associado }: { associado: MembroDaCarteira }) {
  return <Editar key={associado.codSocio} associado={associado} />;
}

function Leitura({ rotulo, valor }: { rotulo: string; valor: string }) {
  return <div><dt>{rotulo}</dt><dd>{valor || '-'}</dd></div>;
}

function Editar({ associado }: { associado: MembroDaCarteira }) {
  const [state, send] = useMachine(machine, { input: { codSocio: associado.codSocio } });
  const { dados, campos: f, problemas, chamadoAtualizacao, ultimaRecusa, notice } = state.context;
  const titulo = <h1 id="titulo">{TITULO}</h1>;
  const voltar = <Link className="botao secundario" href={rotasConsultor.painelAssociado.link({ codSocio: associado.codSocio })}>VOLTAR</Link>;
  if (state.matches('sessionLost')) return null;
  if (state.matches('loading') && !dados) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;
  if (state.matches('refused') || !dados) return <MembroRecusado titulo={TITULO} mensagem={notice} />;
  const ocupado = state.matches('saving') || state.matches('loading');
  const bloqueado = ocupado || chamadoAtualizacao;
  const mudar = (campo: CampoEdicao, valor: string) => { if (valor !== f[campo]) send({ type: 'field.change', campo, valor }); };
  const texto = (campo: CampoEdicao) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => mudar(campo, e.currentTarget.value);
  // no maxLength: what is typed or pasted stays whole; Campo's `limite` says the limit before it is reached
  const entrada = (campo: CampoEdicao, autoComplete = 'off') => (c: { id: string }) => (
    <input {...c} type="text" autoComplete={autoComplete} value={f[campo]} disabled={bloqueado} onChange={texto(campo)} />
  );
  const limite = (campo: keyof typeof LIMITES_EDICAO) => ({ maximo: LIMITES_EDICAO[campo], usados: f[campo].trim().length });
  const mascarado = (campo: CampoEdicao, mascara: Mascara, autoComplete: string) => (c: { id: string }) => (
    <Suspense fallback={<input {...c} type="text" disabled value="" />}>
      <EntradaMascarada {...c} inputMode="numeric" autoComplete={autoComplete} mask={mascara} value={f[campo]} disabled={bloqueado}
        onAccept={(digitos) => mudar(campo, digitos)} />
    </Suspense>
  );
  return (
    <section aria-labelledby="titulo" className="consultor-editar">
      {titulo}
      <CabecalhoDoAssociado associado={associado} nome={dados.razaosocial} />
      {chamadoAtualizacao && <p className="aviso-banner" role="status">{mensagensConsultor.atualizacaoEmAberto}</p>}
      {/* issue 27: the last request refused, and why (staff's comment) */}
      {ultimaRecusa && !chamadoAtualizacao && (
        <div className="recusa-atualizacao" role="status">
          <p><strong>{mensagensConsultor.atualizacaoRecusada(ultimaRecusa.codigo, formatDataHora(ultimaRecusa.em))}</strong></p>
          {ultimaRecusa.motivo && <p>Motivo: {ultimaRecusa.motivo}</p>}
        </div>
      )}
      <dl className="dados-leitura">
        <Leitura rotulo="Nome comercial" valor={dados.nomecomercial} />
        <Leitura rotulo="Tipo de empresa" valor={TIPOS_EMPRESA[dados.tP_EMPRESA as keyof typeof TIPOS_EMPRESA] ?? dados.tP_EMPRESA} />
        <Leitura rotulo="Razão social" valor={dados.razaosocial} />
        <Leitura rotulo="CPF/CNPJ" valor={formatDocumento(dados.doc)} />
        <Leitura rotulo="Inscrição estadual" valor={dados.inscest ?? ''} />
      </dl>
      <ResumoDeErros itens={itensDoResumo(problemas, CAMPOS_EDICAO, idCampo)} />
      <form noValidate className="formulario consultor-form" onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <AvisoObrigatorios />
        <fieldset className="grupo-endereco">
          <legend>Endereço</legend>
          <Campo id={idCampo('cep')} rotulo="CEP" obrigatorio erro={problemas.cep} dica="00000-000">{mascarado('cep', MASCARA_CEP, 'postal-code')}</Campo>
          <Campo id={idCampo('lograd')} rotulo="Logradouro" obrigatorio erro={problemas.lograd} limite={limite('lograd')}>{entrada('lograd', 'address-line1')}</Campo>
          <Campo id={idCampo('numero')} rotulo="Número" obrigatorio erro={problemas.numero} limite={limite('numero')}>{entrada('numero')}</Campo>
          <Campo id={idCampo('complemento')} rotulo="Complemento" erro={problemas.complemento} limite={limite('complemento')}>{entrada('complemento', 'address-line2')}</Campo>
          <Campo id={idCampo('bairro')} rotulo="Bairro" obrigatorio erro={problemas.bairro} limite={limite('bairro')}>{entrada('bairro')}</Campo>
          <Campo id={idCampo('cidade')} rotulo="Cidade" obrigatorio erro={problemas.cidade} limite={limite('cidade')}>{entrada('cidade', 'address-level2')}</Campo>
          <Campo id={idCampo('uf')} rotulo="UF" obrigatorio erro={problemas.uf}>
            {(c) => (
              <select {...c} value={f.uf} disabled={bloqueado} onChange={texto('uf')}>
                <option value="">Escolha</option>
                {(UFS.includes(f.uf) || !f.uf ? UFS : [f.uf, ...UFS]).map((uf) => <option key={uf} value={uf}>{uf}</option>)}
              </select>
            )}
          </Campo>
        </fieldset>
        <Campo id={idCampo('telefone')} rotulo="Telefone" obrigatorio erro={problemas.telefone} dica={DICA_TELEFONE}>
          {mascarado('telefone', MASCARA_TELEFONE, 'tel-national')}
        </Campo>
        <Campo id={idCampo('email')} rotulo="E-mail">{(c) => <input {...c} type="email" readOnly value={dados.email} />}</Campo>
        <div className="acoes">
          <button type="submit" className="botao" disabled={bloqueado}>{ocupado ? 'Aguarde' : 'Salvar'}</button>
          {voltar}
        </div>
      </form>
    </section>
  );
}
