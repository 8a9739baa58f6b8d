import { formatBRL } from '../../domain/comum/dinheiro';
import { PRECO_CLUBE, VERSAO_TERMO_CLUBE } from '../../domain/clube-vantagens/clube';
import { registrarModelo } from '../comum/termos';

/** The club's term (spec §2 Termo): accepted once per subscription; ads and banners are made under its version. */
export const TERMO_CLUBE = registrarModelo({
  produto: 'clube-vantagens',
  titulo: 'Termo de Adesão ao Clube de Vantagens',
  versao: VERSAO_TERMO_CLUBE,
  clausulas: [
    `O Clube de Vantagens custa ${formatBRL(PRECO_CLUBE)} por mês, lançados na mensalidade do associado.`,
    'Com o clube o associado pode cadastrar anúncios com descontos, um banner em destaque por vez e os usuários do clube (CPF e nome) que podem usar os descontos.',
    'O associado declara que as informações e imagens dos anúncios são verdadeiras e que tem o direito de usá-las.',
    'O cancelamento pode ser pedido a qualquer momento pelo portal e vale a partir do primeiro dia do mês seguinte ao pedido; a partir dessa data os anúncios e os usuários do clube são suspensos. Cashback não resgatado não é coberto.',
    'O aceite deste termo é registrado com data e hora do servidor, o endereço IP de origem, os dados do navegador e a impressão digital (SHA-256) deste documento.',
  ],
});
