import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { SECOES_VIDAS, textosSituacao, textosVidas as t, type SecaoVidas } from '../../domain/cdl-saude/situacao';
import type { ItemLista } from '../../domain/comum/lista';
import { vidasMachine, type LinhaVida } from '../../machines/cdl-saude/vidas.machine';
import { apagarRascunhoSaude } from '../../services/cdl-saude/rascunho';
import type { TitularDaLista } from '../../services/cdl-saude/vidas.service';
import type { MembroDaCarteira } from '../../services/comum/associado.store';
import { donoDoRascunho } from '../../services/comum/rascunho';
import { CabecalhoDoAssociado } from '../comum/AssociadoDaRota';
import { ListaPaginada } from '../comum/ListaPaginada';
import { Sessao } from '../comum/Sessao';
import { rotasSaude, rotasSaudeConsultor } from './rotas';
import './saude.css';

/** Where a row's links and the page's buttons lead: the associate's own pages, or the consultant's for its member. */
interface Caminhos {
  novoTitular: string;
  voltar: string;
  documentos: (cpfTitular: string) => string;
  pagamento: (cpfTitular: string) => string;
  alterarPlano: (cpfTitular: string) => string;
}

const caminhosDoAssociado: Caminhos = {
  novoTitular: rotasSaude.cadastro.link(), voltar: rotasSaude.produto.link(),
  documentos: (cpfTitular) => rotasSaude.documentos.link({ cpfTitular }),
  pagamento: (cpfTitular) => rotasSaude.pagamento.link({ cpfTitular }),
  alterarPlano: (cpfTitular) => rotasSaude.alterarPlano.link({ cpfTitular }),
};
const caminhosDoConsultor = (codSocio: string): Caminhos => ({
  novoTitular: rotasSaudeConsultor.cadastro.link({ codSocio }), voltar: rotasSaudeConsultor.painel.link({ codSocio }),
  documentos: (cpfTitular) => rotasSaudeConsultor.documentos.link({ codSocio, cpfTitular }),
  pagamento: (cpfTitular) => rotasSaudeConsultor.pagamento.link({ codSocio, cpfTitular }),
  alterarPlano: (cpfTitular) => rotasSaudeConsultor.alterarPlano.link({ codSocio, cpfTitular }),
});

const TITULO_DA_SECAO: Record<SecaoVidas, string> = { andamento: t.andamento, ativas: t.ativas };
const VAZIO_DA_SECAO: Record<SecaoVidas, string> = { andamento: t.nenhumAndamento, ativas: t.nenhumaAtiva };
const EMOJI = { simbolo: t.emojiTriste, nome: t.rotuloEmojiTriste };

/**
 * /produto/cdl-saude-plano (§2 Lista de Vidas), or the consultant's for the member of its address (`associado`):
 * CADASTROS EM ANDAMENTO and VIDAS ATIVAS, each its own list actor paged 5 by the server; NOVO TITULAR, VOLTAR.
 * Opening it clears the enrollment's draft (§4, §9).
 */
export function ListaDeVidasView({ associado }: { associado?: MembroDaCarteira }) {
  const dono = Sessao.useSelector((s) => donoDoRascunho(s.context.usuario));
  const codSocio = associado?.codSocio;
  useEffect(() => {
    if (dono !== null) apagarRascunhoSaude({ dono, ...(codSocio !== undefined ? { escopo: codSocio } : {}) });
  }, [dono, codSocio]);
  const quem: TitularDaLista = codSocio === undefined ? { product: 'GestaoSaude' } : { product: 'Consultor', codSocio };
  const caminhos = codSocio === undefined ? caminhosDoAssociado : caminhosDoConsultor(codSocio);
  return (
    <section aria-labelledby="titulo" className="saude-vidas">
      <div className="saude-topo">
        <h1 id="titulo">{t.listaDeVidas}</h1>
        <Link className="botao" href={caminhos.novoTitular}>{t.novoTitular}</Link>
      </div>
      {associado && <CabecalhoDoAssociado associado={associado} />}
      {SECOES_VIDAS.map((secao) => <Secao key={`${codSocio ?? ''}:${secao}`} secao={secao} quem={quem} caminhos={caminhos} />)}
      <div className="acoes">
        <Link className="botao secundario" href={caminhos.voltar}>{t.voltar}</Link>
      </div>
    </section>
  );
}

/** One section: its heading and its list actor (the list kit). */
function Secao({ secao, quem, caminhos }: { secao: SecaoVidas; quem: TitularDaLista; caminhos: Caminhos }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="saude-secao">
      <h2 id={id} tabIndex={-1}>{TITULO_DA_SECAO[secao]}</h2>
      <ListaPaginada machine={vidasMachine} input={{ quem, secao }} vazio={VAZIO_DA_SECAO[secao]} idDoTitulo={id} emojiNaFalha={EMOJI}
        acoes={(item) => <Situacao item={item} caminhos={caminhos} />} />
    </section>
  );
}

/** The row's status column (§4), its link (§2) and Alterar Plano (VIDA only). */
function Situacao({ item, caminhos }: { item: ItemLista; caminhos: Caminhos }) {
  const linha = item.dados as LinhaVida;
  const { rotulo, acao, destino, perigo } = linha.situacao;
  const nome = `${acao ?? ''}: ${item.titulo}`;
  return (
    <div className="saude-situacao">
      <span className={perigo ? 'selo perigo' : 'selo'}>{rotulo}</span>
      {destino?.tipo === 'boleto' && acao && (
        <a href={destino.url} target="_blank" rel="noopener noreferrer" aria-label={`${nome} (abre em outra aba)`}>{acao}</a>
      )}
      {(destino?.tipo === 'documentos' || destino?.tipo === 'pagamento') && acao && (
        <Link href={caminhos[destino.tipo](destino.cpfTitular)} aria-label={nome}>{acao}</Link>
      )}
      {linha.alterarPlano && (
        <Link className="botao secundario" href={caminhos.alterarPlano(linha.cpfTitular)} aria-label={`${textosSituacao.alterarPlano}: ${item.titulo}`}>
          {textosSituacao.alterarPlano}
        </Link>
      )}
    </div>
  );
}
