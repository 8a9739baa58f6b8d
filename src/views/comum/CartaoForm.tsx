import { lazy, Suspense } from 'react';
import { bandeiraDo, digitosCvc, mascaraDoNumero, rotulosPagamento } from '../../domain/comum/pagamentos';
import type { CampoCartao, DadosCartao, ProblemasPagamento } from '../../machines/comum/pagamento';
import { Campo, type Controle } from './Campo';

// react-imask comes in its own small chunk, only with the screens that type masked values
const carregarMascara = () => import('./EntradaMascarada');
const EntradaMascarada = lazy(carregarMascara);
/**
 * The payment screen asks for the masks as it opens: the card fields are disabled stand-ins until they arrive, and
 * on a slow phone the user would otherwise pick the card and wait for them.
 */
export const precarregarCartaoForm = () => { void carregarMascara(); };

/** The ids of the card fields (the error summary links to them). */
export const idDoCampoCartao = (campo: CampoCartao) => `cartao-${campo}`;

interface Props {
  cartao: DadosCartao;
  problemas: ProblemasPagamento;
  desabilitado: boolean;
  onChange: (campo: CampoCartao, valor: string) => void;
}

/**
 * The card form of the payment kit: printed name, number (masked by brand: Amex 4-6-5, the others by 4),
 * expiry MM/AA and security code (3 digits, 4 on Amex). The machine keeps digits only and checks everything
 * before sending; each problem shows under its field. The browser may fill it (autocomplete cc-*); nothing of
 * it is stored by the portal.
 */
export function CartaoForm({ cartao, problemas, desabilitado, onChange }: Props) {
  const bandeira = bandeiraDo(cartao.numero);
  const digitos = bandeira ? digitosCvc(bandeira) : 3;
  const mascarado = (campo: Exclude<CampoCartao, 'nome'>, mask: string, autoComplete: string, placeholder?: string) => (c: Controle) => (
    <Suspense fallback={<input {...c} disabled placeholder={placeholder} />}>
      <EntradaMascarada {...c} name={campo} mask={mask} value={cartao[campo]} inputMode="numeric" autoComplete={autoComplete}
        placeholder={placeholder} disabled={desabilitado} onAccept={(valor) => onChange(campo, valor)} />
    </Suspense>
  );
  return (
    <fieldset className="opcoes cartao-form" disabled={desabilitado}>
      <legend>{rotulosPagamento.dadosDoCartao}</legend>
      <Campo id={idDoCampoCartao('nome')} rotulo={rotulosPagamento.nome} erro={problemas.nome} obrigatorio className="cartao-nome">
        {(c) => (
          <input {...c} name="nome" value={cartao.nome} maxLength={60} autoComplete="cc-name" autoCapitalize="characters" spellCheck={false}
            onChange={(e) => onChange('nome', e.currentTarget.value)} />
        )}
      </Campo>
      <Campo id={idDoCampoCartao('numero')} rotulo={rotulosPagamento.numero} dica={rotulosPagamento.numeroDica} erro={problemas.numero}
        obrigatorio className="cartao-numero">
        {mascarado('numero', mascaraDoNumero(cartao.numero), 'cc-number')}
      </Campo>
      <div className="cartao-linha">
        <Campo id={idDoCampoCartao('validade')} rotulo={rotulosPagamento.validade} erro={problemas.validade} obrigatorio>
          {mascarado('validade', '00/00', 'cc-exp', 'MM/AA')}
        </Campo>
        <Campo id={idDoCampoCartao('cvc')} rotulo={rotulosPagamento.cvc} dica={rotulosPagamento.cvcDica(digitos)} erro={problemas.cvc} obrigatorio>
          {mascarado('cvc', digitos === 4 ? '0000' : '000', 'cc-csc')}
        </Campo>
      </div>
    </fieldset>
  );
}
