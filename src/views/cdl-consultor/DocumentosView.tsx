import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { mensagensConsultor, ROTULOS_DOCUMENTOS, type DocumentoDaLista } from '../../domain/cdl-consultor/carteira';
import type { DocumentoAssociado } from '../../contracts/cdl-consultor.contract';
import { documentosMachine, regrasDocumentos } from '../../machines/cdl-consultor/documentos.machine';
import type { MembroDaCarteira } from '../../services/comum/associado.store';
import { CabecalhoDoAssociado } from '../comum/AssociadoDaRota';
import { Carregando } from '../comum/Carregando';
import { CartoesPorVaga, ProgressoDoEnvio } from '../comum/CartoesArquivos';
import { rotasConsultor } from './rotas';
import { MembroRecusado } from './MembroRecusado';

const TITULO = 'Documentos do associado';

const ID_AVISO = 'documentos-aviso';
const machine = documentosMachine.provide({
  actions: { showProblems: () => setTimeout(() => document.getElementById(ID_AVISO)?.focus()) },
});

/** /produto/cdl-consultor/associado/:codSocio/arquivos (§2 Associate documents), for the member of the address. */
export function DocumentosView({ associado }: { associado: MembroDaCarteira }) {
  return <Documentos key={associado.codSocio} associado={associado} />;
}

const voltar = <Link className="botao secundario" href={rotasConsultor.gerenciarAssociados.link()}>VOLTAR</Link>;

/** The list of the member's documents and where each stands: no form (issue 27). */
function ListaDeDocumentos({ documentos, situacao }: { documentos: readonly DocumentoDaLista[]; situacao: string }) {
  return (
    <ul className="documentos-situacao">
      {documentos.map((d) => (
        <li key={d.documento}>
          <span className="documento-nome">{ROTULOS_DOCUMENTOS[d.documento] ?? d.rotulo}</span>
          <span className={`etiqueta ${situacao === 'Aprovado' ? 'sucesso' : 'aviso'}`}>{situacao}</span>
        </li>
      ))}
    </ul>
  );
}

function Documentos({ associado }: { associado: MembroDaCarteira }) {
  const [state, send] = useMachine(machine, { input: { codSocio: associado.codSocio } });
  const { vagas, documentos, aprovados, recusas, algumRejeitado, arquivos, exigir, envio, notice } = state.context;
  if (state.matches('sessionLost')) return null;
  if (state.matches('loading')) return <Carregando />;
  const titulo = <h1 id="titulo">{TITULO}</h1>;
  if (state.matches('listFailed')) return <MembroRecusado titulo={TITULO} mensagem={notice} />;
  if (state.matches('sent')) {
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <CabecalhoDoAssociado associado={associado} />
        <p className="sucesso" role="status">{mensagensConsultor.validandoDocumentos}</p>
        <p><Link href={rotasConsultor.gerenciarAssociados.link()}>Voltar para a lista de associados</Link></p>
      </section>
    );
  }
  // issue 27: under review or approved, the state instead of the form
  if (state.matches('underReview') || state.matches('approved')) {
    const emAnalise = state.matches('underReview');
    return (
      <section aria-labelledby="titulo" className="consultor-documentos">
        {titulo}
        <CabecalhoDoAssociado associado={associado} />
        <p className={emAnalise ? 'aviso-banner' : 'sucesso'} role="status">
          {emAnalise ? mensagensConsultor.documentosEmAnalise : mensagensConsultor.documentosAprovados}
        </p>
        <ListaDeDocumentos documentos={documentos} situacao={emAnalise ? 'Em análise' : 'Aprovado'} />
        <div className="acoes">
          <Link className="botao secundario" href={rotasConsultor.chamados.link({ codSocio: associado.codSocio })}>VER CHAMADOS</Link>
          {voltar}
        </div>
      </section>
    );
  }
  const enviando = state.matches('sending');
  return (
    <section aria-labelledby="titulo" className="consultor-documentos">
      {titulo}
      <CabecalhoDoAssociado associado={associado} />
      {algumRejeitado && <p className="alerta">{mensagensConsultor.documentosInvalidados}</p>}
      {aprovados.length > 0 && (
        <div className="documentos-aprovados">
          <h2>Já aprovados</h2>
          <p className="dica">{mensagensConsultor.soOsRecusados}</p>
          <ListaDeDocumentos documentos={aprovados} situacao="Aprovado" />
        </div>
      )}
      <p className="dica">Um arquivo por documento: PNG, JPEG, GIF, EPS ou PDF, até 10 MB cada.</p>
      {notice && <p id={ID_AVISO} className="alerta" role="alert" tabIndex={-1}>{notice}</p>}
      <form noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <CartoesPorVaga id="documento" vagas={vagas} regras={regrasDocumentos} arquivos={arquivos as Record<string, File>} exigir={exigir}
          recusas={recusas} desabilitado={enviando}
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
