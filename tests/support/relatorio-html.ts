/**
 * `npm run paths -- --html`: one offline HTML file for QA. Per flow: its state diagram (states and
 * transitions, covered ones in green, uncovered ones in red and dashed, nothing hidden), the scenarios
 * (a click on one highlights its path on the diagram), the refusals; then the SPEC.md rules table.
 * The diagram is laid out here, in Node, by elkjs (Eclipse Layout Kernel) and written as inline SVG:
 * the file carries no library and loads nothing (docs/decisions/qa.md).
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { nomeDoNo } from './cenarios';
import type { Modelo } from './modelos';
import { eventLabel, type Estado } from './paths';
import { listaDeCaminhos, linhasDeRecusa, rastrear, resumoDoModelo, type Analise } from './relatorio';

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attr = (valor: unknown) => esc(JSON.stringify(valor));

/** Breaks a name into lines of about `largura` characters. */
function quebrar(texto: string, largura = 26): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(' ')) {
    if (atual && atual.length + palavra.length + 1 > largura) { linhas.push(atual); atual = palavra; } else atual = atual ? `${atual} ${palavra}` : palavra;
  }
  if (atual) linhas.push(atual);
  return linhas;
}
const LETRA = 6.6; // px per character at 11px (approximation: ELK needs sizes before the browser measures)
const idSvg = (id: string) => `n${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;

type Caixa = { estado: Estado; linhas: string[] };
/** The ELK graph of a machine: one node per state (compound states hold their children), one edge per transition. */
/** The box a transition of the machine itself starts from (`on` at its root: in any state). */
const QUALQUER = 'qualquer';

function grafoElk(a: Analise, caixas: Map<string, Caixa>): ElkNode {
  const filhos = (pai?: string): ElkNode[] => a.estados.filter((e) => e.pai === pai).map((estado) => {
    const nome = nomeDoNo(a.modelo as Pick<Modelo, 'textos'>, a.modelo.machine.getStateNodeById(estado.id));
    const linhas = [estado.chave, ...(nome ? quebrar(nome) : [])];
    caixas.set(estado.id, { estado, linhas });
    const dentro = filhos(estado.id);
    const largura = Math.max(90, ...linhas.map((l) => l.length * LETRA + 20));
    return {
      id: idSvg(estado.id), labels: [{ text: estado.chave }],
      ...(dentro.length ? {
        children: dentro,
        layoutOptions: { 'elk.padding': `[top=${16 + 14 * linhas.length},left=12,bottom=12,right=12]` },
      } : { width: largura, height: 14 + 14 * linhas.length }),
    };
  });
  const inicial = a.modelo.machine.root.initial?.target?.[0]?.id;
  // a transition of the machine itself (its root's `on`, taken in any state) starts from a box of its own: the root is no shape
  const estados = new Set(a.estados.map((e) => e.id));
  const no = (id: string) => (estados.has(id) ? idSvg(id) : QUALQUER);
  const arestas: ElkExtendedEdge[] = a.transicoes.map((t, i) => {
    // the machine's words for it, when it has them (its label, guard included, is the edge's tooltip), in short lines
    const linhas = quebrar(t.descricao ?? rotuloCurto(t.evento, t.ramo, t.guarda), 30);
    return {
      id: `t${i}`, sources: [no(t.origem)], targets: [no(t.destinos[0] ?? t.origem)],
      labels: [{ text: linhas.join('\n'), width: Math.max(...linhas.map((l) => l.length)) * LETRA * 0.95 + 6, height: 13 * linhas.length + 1 }],
    };
  });
  if (inicial) arestas.push({ id: 'inicio', sources: ['inicio'], targets: [idSvg(inicial)] });
  return {
    id: 'raiz',
    layoutOptions: {
      'elk.algorithm': 'layered', 'elk.direction': 'DOWN', 'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL', 'elk.layered.spacing.nodeNodeBetweenLayers': '48', 'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4', 'elk.edgeLabels.inline': 'false', 'elk.json.edgeCoords': 'ROOT', 'elk.json.shapeCoords': 'ROOT',
      'elk.layered.crossingMinimization.semiInteractive': 'false',
    },
    children: [
      { id: 'inicio', width: 14, height: 14 },
      ...(arestas.some((e) => e.sources.includes(QUALQUER) || e.targets.includes(QUALQUER)) ? [{ id: QUALQUER, width: 140, height: 28 }] : []),
      ...filhos(undefined),
    ],
    edges: arestas,
  };
}
/** A transition's label on the diagram: the event, short (`error acceptTerm #2 [rejected]`). */
function rotuloCurto(evento: string, ramo?: number, guarda?: string) {
  return `${eventLabel({ type: evento || 'always' })}${ramo ? ` #${ramo}` : ''}${guarda ? ` [${guarda}]` : ''}`;
}

/** The SVG of one flow's diagram, covered elements marked. */
async function diagrama(a: Analise): Promise<string> {
  const caixas = new Map<string, Caixa>();
  const elk = new ELK();
  const layout = await elk.layout(grafoElk(a, caixas));
  const cobertosE = new Set(a.cenarios.flatMap((c) => c.estados));
  const cobertasT = new Set(a.cenarios.flatMap((c) => c.transicoes));
  const nos: string[] = [];
  const visitar = (n: ElkNode) => {
    for (const f of n.children ?? []) {
      if (f.id === 'inicio') {
        nos.push(`<circle class="inicio" cx="${f.x! + 7}" cy="${f.y! + 7}" r="7"/>`);
        continue;
      }
      if (f.id === QUALQUER) {
        nos.push(`<g class="estado qualquer"><rect x="${f.x}" y="${f.y}" width="${f.width}" height="${f.height}" rx="8" stroke-dasharray="4 3"/>`
          + `<text x="${f.x! + 10}" y="${f.y! + 18}">em qualquer estado</text></g>`);
        continue;
      }
      const caixa = [...caixas.values()].find((c) => idSvg(c.estado.id) === f.id)!;
      const { estado, linhas } = caixa;
      const classe = `estado${cobertosE.has(estado.id) ? ' coberto' : ' descoberto'}${estado.final ? ' final' : ''}${f.children?.length ? ' composto' : ''}`;
      const textos = linhas.map((l, i) => `<text x="${f.x! + 10}" y="${f.y! + 16 + 14 * i}"${i ? '' : ' class="chave"'}>${esc(l)}</text>`).join('');
      nos.push(`<g class="${classe}" data-estado="${esc(estado.id)}"><title>${esc(estado.id)}</title>`
        + `<rect x="${f.x}" y="${f.y}" width="${f.width}" height="${f.height}" rx="8"/>${textos}</g>`);
      visitar(f);
    }
  };
  visitar(layout);
  const arestas = (layout.edges ?? []).map((e) => {
    const t = e.id === 'inicio' ? null : a.transicoes[Number(e.id.slice(1))]!;
    const pontos = (e as ElkExtendedEdge).sections?.flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]) ?? [];
    const d = pontos.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    const rotulo = (e.labels ?? []).flatMap((l) => (l.text ?? '').split('\n')
      .map((texto, i) => `<text class="rotulo" x="${l.x}" y="${l.y! + 11 + 13 * i}">${esc(texto)}</text>`)).join('');
    if (!t) return `<g class="transicao inicial"><path d="${d}" marker-end="url(#seta)"/></g>`;
    const classe = `transicao${cobertasT.has(t.label) ? ' coberta' : ' descoberta'}`;
    return `<g class="${classe}" data-transicao="${esc(t.label)}"><title>${esc(t.label)}</title><path d="${d}" marker-end="url(#seta)"/>${rotulo}</g>`;
  });
  const [w, h] = [Math.ceil(layout.width ?? 400) + 8, Math.ceil(layout.height ?? 300) + 8];
  return `<svg class="diagrama" xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${w} ${h}" width="${w}" height="${h}" role="img" `
    + `aria-label="Diagrama de estados da máquina ${esc(a.modelo.machine.id)}">`
    + '<defs><marker id="seta" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse">'
    + '<path d="M0,0 L10,5 L0,10 z"/></marker></defs>'
    + `${nos.join('')}${arestas.join('')}</svg>`;
}

const ESTILO = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fafafa}
header,main{max-width:1200px;margin:0 auto;padding:16px}
h1{font-size:22px}h2{font-size:19px;margin-top:40px;border-top:2px solid #ddd;padding-top:16px}h3{font-size:16px}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
pre{background:#fff;border:1px solid #ddd;padding:8px;overflow-x:auto;font:12px/1.5 ui-monospace,monospace}
.quadro{overflow:auto;background:#fff;border:1px solid #ddd;max-height:80vh}
svg.diagrama text{font:11px system-ui,sans-serif;fill:#1b1b1b}svg.diagrama text.chave{font-weight:700}
.estado rect{fill:#fff;stroke:#555;stroke-width:1.2}.estado.composto>rect{fill:#f4f4f4}
.estado.coberto rect{fill:#e8f5e9;stroke:#2e7d32}.estado.final rect{stroke-width:3}
.estado.descoberto rect{fill:#ffebee;stroke:#c62828;stroke-dasharray:5 3}
.transicao path{fill:none;stroke:#777;stroke-width:1.2}.transicao.coberta path{stroke:#2e7d32}
.transicao.descoberta path{stroke:#c62828;stroke-dasharray:5 3}.transicao .rotulo{font-size:10px;fill:#333}
marker path{fill:#555}circle.inicio{fill:#1b1b1b}
svg.com-realce .estado,svg.com-realce .transicao{opacity:.25}
svg.com-realce .realce{opacity:1}svg.com-realce .estado.realce rect{stroke:#0d47a1;stroke-width:3;fill:#e3f2fd}
svg.com-realce .transicao.realce path{stroke:#0d47a1;stroke-width:3}svg.com-realce .transicao.realce .rotulo{font-weight:700;fill:#0d47a1}
.cenarios{list-style:none;padding:0}.cenarios li{margin:6px 0}
button.cenario{font:inherit;text-align:left;width:100%;background:#fff;border:1px solid #bbb;border-radius:6px;padding:6px 10px;cursor:pointer}
button.cenario[aria-pressed=true]{border-color:#0d47a1;background:#e3f2fd;font-weight:600}
.cenarios pre{margin:4px 0 0 0;display:none}.cenarios button[aria-pressed=true]+pre{display:block}
.falta{color:#b71c1c;font-weight:600}.ok{color:#1b5e20}.legenda span{margin-right:16px}
`;

// Click a scenario: its states and transitions are highlighted on its flow's diagram; click again to clear.
const SCRIPT = `
document.addEventListener('click', (ev) => {
  const botao = ev.target.closest('button.cenario');
  if (!botao) return;
  const secao = botao.closest('section');
  const svg = secao.querySelector('svg.diagrama');
  const ligado = botao.getAttribute('aria-pressed') === 'true';
  secao.querySelectorAll('button.cenario').forEach((b) => b.setAttribute('aria-pressed', 'false'));
  svg.querySelectorAll('.realce').forEach((el) => el.classList.remove('realce'));
  svg.classList.toggle('com-realce', !ligado);
  if (ligado) return;
  botao.setAttribute('aria-pressed', 'true');
  const estados = new Set(JSON.parse(botao.dataset.estados));
  const transicoes = new Set(JSON.parse(botao.dataset.transicoes));
  svg.querySelectorAll('[data-estado]').forEach((el) => { if (estados.has(el.dataset.estado)) el.classList.add('realce'); });
  svg.querySelectorAll('[data-transicao]').forEach((el) => { if (transicoes.has(el.dataset.transicao)) el.classList.add('realce'); });
});
`;

async function secao(a: Analise): Promise<string> {
  const nome = a.modelo.nome;
  const cenarios = a.cenarios.map((c) => `<li id="${esc(c.id.replace('#', '-'))}"><button type="button" class="cenario" aria-pressed="false" `
    + `data-cenario="${esc(c.id)}" data-estados="${attr(c.estados)}" data-transicoes="${attr(c.transicoes)}">`
    + `<strong>${esc(c.id)}</strong>: ${esc(c.titulo)}${c.regras.length ? ` [${esc(c.regras.join(', '))}]` : ''}</button>`
    + `<pre>Cenário ${esc(c.id)}\n${c.linhas.map((l) => `  ${esc(l)}`).join('\n')}</pre></li>`).join('');
  const recusas = a.recusas.flatMap(linhasDeRecusa).map(esc).join('\n');
  const [cabeca, ...contagens] = resumoDoModelo(a);
  return `<section id="fluxo-${esc(nome)}" data-fluxo="${esc(nome)}"><h2>${esc(cabeca!.replace(/^== | ==$/g, ''))}</h2>`
    + contagens.map((l) => `<p${/FALTA|ERRO/.test(l) ? ' class="falta"' : ''}>${esc(l)}</p>`).join('')
    + `<div class="quadro">${await diagrama(a)}</div>`
    + '<h3>Cenários</h3><p>Clique num cenário para ver o caminho dele no diagrama.</p>'
    + `<ol class="cenarios">${cenarios}</ol>`
    + (recusas ? `<h3>Recusas</h3><pre>${recusas}</pre>` : '')
    + '</section>';
}

function tabelaDeRegras(analises: Analise[]): string {
  const { linhas, semRastro } = rastrear(analises);
  const link = (id: string) => (id.includes('#') ? `<a href="#${esc(id.replace('#', '-'))}">${esc(id)}</a>` : esc(id));
  const corpo = linhas.map(({ regra, caminhos }) => {
    const situacao = caminhos.length ? `<span class="ok">exercida</span>: ${caminhos.map(link).join(', ')}`
      : regra.fora ? `não rastreada: ${esc(regra.fora)}` : '<span class="falta">FALTA: nenhum caminho a exercita</span>';
    return `<tr><td>${esc(regra.id)}</td><td>${esc(regra.texto)}</td><td>${esc(regra.fluxos.join(', '))}</td><td>${situacao}</td></tr>`;
  }).join('');
  return '<section id="regras"><h2>Regras do SPEC.md</h2>'
    + `<p>${linhas.length} regras dos fluxos construídos (tests/support/regras.ts); ${semRastro.length} sem rastro. `
    + `Resumo dos caminhos: ${esc(listaDeCaminhos(analises.map((a) => `${a.modelo.nome}#${a.cenarios.length}`)))}.</p>`
    + `<table><thead><tr><th>Regra</th><th>Texto (SPEC.md)</th><th>Fluxos</th><th>Caminhos que a exercitam</th></tr></thead><tbody>${corpo}</tbody></table></section>`;
}

/** The whole report, one self-contained HTML document. */
export async function htmlDoRelatorio(analises: Analise[]): Promise<string> {
  const indice = analises.map((a) => `<tr><td><a href="#fluxo-${esc(a.modelo.nome)}">${esc(a.modelo.nome)}</a></td>`
    + `<td>${a.estados.length - a.faltam.estados.length}/${a.estados.length}</td><td>${a.transicoes.length - a.faltam.transicoes.length}/${a.transicoes.length}</td>`
    + `<td>${a.cenarios.length}</td><td>${a.antes ?? '—'}</td></tr>`).join('');
  const secoes = [];
  for (const a of analises) secoes.push(await secao(a));
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caminhos gerados — Portal do Associado</title>`
    + `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${ESTILO}</style></head><body>`
    + '<header><h1>Caminhos gerados das máquinas de fluxo</h1>'
    + '<p class="legenda"><span>Verde: coberto por algum cenário.</span><span>Vermelho tracejado: sem cenário.</span>'
    + '<span>Borda grossa: estado final.</span></p>'
    + '<table><thead><tr><th>Fluxo</th><th>Estados</th><th>Transições</th><th>Caminhos</th><th>Um por aresta do grafo</th></tr></thead>'
    + `<tbody>${indice}</tbody></table><p><a href="#regras">Regras do SPEC.md e o que as exercita</a></p></header>`
    + `<main>${secoes.join('')}${tabelaDeRegras(analises)}</main><script>${SCRIPT}</script></body></html>`;
}
