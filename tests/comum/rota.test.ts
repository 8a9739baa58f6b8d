import { describe, expect, it } from 'vitest';
import { rota } from '../../src/views/comum/rota';
import { formularioClube, rotasClube } from '../../src/views/clube-vantagens/rotas';

describe('rotas: um padrão para o <Route> e um construtor de link', () => {
  it('preenche e codifica cada parâmetro; sem parâmetro, o link é o próprio padrão', () => {
    const documentos = rota('/produto/cdl-saude-plano/documentos/:cpfTitular');
    expect(documentos.padrao).toBe('/produto/cdl-saude-plano/documentos/:cpfTitular');
    expect(documentos.link({ cpfTitular: '52998224725' })).toBe('/produto/cdl-saude-plano/documentos/52998224725');
    expect(rota('/a/:x/b/:y').link({ x: 'um/dois', y: 7 })).toBe('/a/um%2Fdois/b/7');
    expect(rotasClube.painel.link()).toBe('/produto/clube-vantagens/painel');
  });
  it('os formulários do clube (§2 formulario/{tipoProduto})', () => {
    expect(formularioClube('banner')).toBe('/produto/clube-vantagens/formulario/banner');
  });
});
