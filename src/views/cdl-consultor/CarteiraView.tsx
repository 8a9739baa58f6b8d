import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { horaDaVolta, LINHAS_CARTEIRA } from '../../domain/cdl-consultor/carteira';
import { carteiraMachine, carteiraVazia, enviarLoginMachine, esperaDe, type LinhaCarteira } from '../../machines/cdl-consultor/carteira.machine';
import { associadoStore } from '../../services/comum/associado.store';
import { avisos, DURACAO } from '../../services/comum/avisos';
import { ListaPaginada, posicaoDoEndereco, type ColunaLista } from '../comum/ListaPaginada';
import { rotas } from '../rotas';
import { ESTADO_NOVO_CONVITE, rotasConsultor } from './rotas';

/** §9: the login (or the invitation) sent, or not, is a 6 s toast. */
const loginMachine = enviarLoginMachine.provide({
  actions: {
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? '', DURACAO.longa),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.longa),
  },
});

/** How long the filter waits for the typing to stop before asking the server (ms). */
export const ESPERA_DO_FILTRO_MS = 300;

/** §2 'Filtrar': the server filters; the list goes back to page 1 once the typing stops. */
function Filtro({ valor, mudar }: { valor: string; mudar: (filtro: string) => void }) {
  const id = useId();
  const [texto, setTexto] = useState(valor);
  useEffect(() => {
    if (texto === valor) return undefined;
    const espera = setTimeout(() => mudar(texto), ESPERA_DO_FILTRO_MS);
    return () => clearTimeout(espera);
  }, [texto, valor, mudar]);
  return (
    <div className="campo filtro-carteira">
      <label htmlFor={id}>Filtrar</label>
      <input id={id} type="search" autoComplete="off" maxLength={100} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} />
    </div>
  );
}

/** The row's action (§4), as its destination says: plain text without one, else a link (selecting the member first). */
function Acao({ l }: { l: LinhaCarteira }) {
  const { destino } = l;
  const rotulo = `${l.action}: ${l.nome}`;
  if (destino === null) return <span>{l.action}</span>;
  if (destino.rota === 'cadastrarAssociado') return <Link href={rotasConsultor.cadastrarAssociado.link({ membroId: destino.membroId })} aria-label={rotulo}>{l.action}</Link>;
  const escolher = () => associadoStore.trigger.selecionar({ associado: destino.associado });
  return <Link href={rotasConsultor[destino.rota].link({ codSocio: destino.associado.codSocio })} onClick={escolher} aria-label={rotulo}>{l.action}</Link>;
}

/** Now, drawn again when the soonest of `esperas` (epoch ms) ends: a waiting 'Enviar Login' comes back by itself. */
function useAgoraAte(esperas: Record<string, number>): number {
  const [agora, setAgora] = useState(Date.now);
  useEffect(() => {
    const proxima = Math.min(...Object.values(esperas).filter((ate) => ate > Date.now()));
    if (!Number.isFinite(proxima)) return undefined;
    const t = setTimeout(() => setAgora(Date.now()), proxima - Date.now() + 50);
    return () => clearTimeout(t);
  }, [esperas, agora]);
  return agora;
}

/** /produto/cdl-consultor/minha-carteira (§2 'Lista de Associados'). */
export function CarteiraView() {
  const [login, enviar] = useMachine(loginMachine);
  const agora = useAgoraAte(login.context.esperas);
  const esperaAte = (codSocio: string | null) => esperaDe(login.context.esperas, codSocio, agora);
  // the address's page, size and filter, read once when the screen opens (then the list writes them there)
  const busca = useSearch();
  const [posicao] = useState(() => posicaoDoEndereco(busca));
  // the invitation Nova filiação just sent (its history entry): its row highlighted
  const [novo] = useState(() => {
    const v = (history.state as Record<string, unknown> | null)?.[ESTADO_NOVO_CONVITE];
    return typeof v === 'string' ? v : null;
  });
  const ocupado = !login.matches('idle');
  const enviando = login.matches('sending') ? login.context.codSocio : null;
  const reenviando = login.matches('resending') ? login.context.membroId : null;
  const colunas: ColunaLista<LinhaCarteira>[] = [
    { titulo: 'Código do Sócio', celula: (l) => l.codigo },
    { titulo: 'Nome do Sócio / Email', celula: (l) => <span className="nome-socio">{l.nome}</span> },
    // a document number never wraps inside (issue 27: CNPJs broke at 1280 px)
    { titulo: 'CPF', celula: (l) => l.documento, classe: 'sem-quebra' },
    // §4's etapa as it is; beside it (issue 27) what the consultant needs: 'em análise', 'documentos recusados'
    {
      titulo: 'Etapa',
      celula: (l) => (
        <span className="etapa">
          <span className={`etiqueta ${l.color}`}>{l.etapa}</span>
          {l.detalhe && <span className="detalhe-etapa">{l.detalhe}</span>}
        </span>
      ),
    },
    { titulo: 'Ação', celula: (l) => <Acao l={l} /> },
    {
      // decided (issue 26): a row waiting for the Termo de Uso has no login yet; its button resends the invitation
      titulo: 'Login', classe: 'acao',
      celula: (l) => (l.podeReenviarConvite
        ? (
          <button type="button" className="botao secundario" disabled={ocupado}
            aria-label={`Reenviar convite: ${l.nome}`} onClick={() => enviar({ type: 'convite.resend', membroId: l.membroId })}>
            {reenviando === l.membroId ? 'Reenviando…' : 'Reenviar convite'}
          </button>
        )
        : (() => {
          // decided (issue 27): sent (or refused as too soon): disabled until the 5 minutes end, saying when
          const ate = esperaAte(l.codSocio);
          const dica = ate === null ? undefined : `espera-login-${l.membroId}`;
          return (
            <>
              <button type="button" className="botao secundario" disabled={!l.podeEnviarLogin || ocupado || ate !== null}
                aria-label={`Enviar Login: ${l.nome}`} aria-describedby={dica}
                onClick={() => l.codSocio && enviar({ type: 'login.send', codSocio: l.codSocio })}>
                {enviando !== null && enviando === l.codSocio ? 'Enviando…' : 'Enviar Login'}
              </button>
              {ate !== null && <small id={dica} className="espera-login">De novo às {horaDaVolta(ate)}</small>}
            </>
          );
        })()),
    },
  ];
  return (
    <section aria-labelledby="titulo" className="consultor-carteira">
      <div className="painel-topo">
        <h1 id="titulo">Lista de Associados</h1>
        <Link className="botao" href={rotasConsultor.filiacao.link()}>NOVA FILIAÇÃO</Link>
      </div>
      <ListaPaginada machine={carteiraMachine} input={posicao} vazio={carteiraVazia} opcoesLinhas={LINHAS_CARTEIRA} noEndereco
        destacar={novo ? (item) => (item.dados as LinhaCarteira).email.toLowerCase() === novo : undefined}
        filtro={(valor, mudar) => <Filtro valor={valor} mudar={mudar} />}
        tabela={{ legenda: 'Associados da sua carteira', colunas }} />
      <div className="acoes">
        <Link className="botao secundario" href={rotas.Dashboard.link()}>VOLTAR</Link>
      </div>
    </section>
  );
}
