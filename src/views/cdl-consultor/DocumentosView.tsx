import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { mensagensConsultor } from '../../domain/cdl-consultor/carteira';
import type { DocumentoAssociado } from '../../contracts/cdl-consultor.contract';
import { documentosMachine, regrasDocumentos } from '../../machines/cdl-consultor/documentos.machine';
import { associadoSelecionado } from '../../services/comum/associado.store';
import { Carregando } from '../comum/Carregando';
import { CartoesPorVaga, ProgressoDoEnvio } from '../comum/CartoesArquivos';
import { rotasConsultor } from './rotas';
import { MembroRecusado } from './MembroRecusado';

const TITULO = 'Documentos do associado';

const ID_AVISO = 'documentos-aviso';
const machine = documentosMachine.provide({
  actions: { showProblems: () => setTimeout(() => document.getElementById(ID_AVISO)?.focus()) },
});

/** /produto/cdl-consultor/arquivos (§2 Associate documents), for associadoSelecionado; none chosen: the carteira. */
export function DocumentosView() {
  const selecionado = associadoSelecionado();
  if (!selecionado || selecionado.proprio) return <Redirect to={rotasConsultor.gerenciarAssociados.link()} replace />;
  return <Documentos key={selecionado.codSocio} codSocio={selecionado.codSocio} nome={selecionado.nomeSocio} />;
}

const voltar = <Link className="botao secundario" href={rotasConsultor.gerenciarAssociados.link()}>VOLTAR</Link>;

function Documentos({ codSocio, nome }: { codSocio: string; nome: string }) {
  const [state, send] = useMachine(machine, { input: { codSocio } });
  const { vagas, algumRejeitado, arquivos, exigir, envio, notice } = state.context;
  if (state.matches('sessionLost')) return null;
  if (state.matches('loading')) return <Carregando />;
  const titulo = <h1 id="titulo">{TITULO}</h1>;
  if (state.matches('listFailed')) return <MembroRecusado titulo={TITULO} mensagem={notice} />;
  if (state.matches('sent')) {
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <p className="sucesso" role="status">{mensagensConsultor.validandoDocumentos}</p>
        <p><Link href={rotasConsultor.gerenciarAssociados.link()}>Voltar para a lista de associados</Link></p>
      </section>
    );
  }
  const enviando = state.matches('sending');
  return (
    <section aria-labelledby="titulo" className="consultor-documentos">
      {titulo}
      <p className="subtitulo">{nome}</p>
      {algumRejeitado && <p className="alerta">{mensagensConsultor.documentosInvalidados}</p>}
      <p className="dica">Um arquivo por documento: PNG, JPEG, GIF, EPS ou PDF, até 10 MB cada.</p>
      {notice && <p id={ID_AVISO} className="alerta" role="alert" tabIndex={-1}>{notice}</p>}
      <form noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <CartoesPorVaga id="documento" vagas={vagas} regras={regrasDocumentos} arquivos={arquivos as Record<string, File>} exigir={exigir} desabilitado={enviando}
          onEscolher={(vaga, arquivo) => send({ type: 'file.choose', vaga: vaga as DocumentoAssociado, arquivo })}
          onRemover={(vaga) => send({ type: 'file.remove', vaga: vaga as DocumentoAssociado })} />
        {enviando && <ProgressoDoEnvio envio={envio} />}
        <div className="acoes">
          <button type="submit" className="botao" disabled={enviando}>ENVIAR</button>
          {voltar}
        </div>
      </form>
    </section>
  );
}
