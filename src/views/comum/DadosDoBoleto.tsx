import { useRef } from 'react';
import { formatData } from '../../domain/comum/datas';
import { formatarLinha, rotulosPagamento } from '../../domain/comum/pagamentos';
import { avisos } from '../../services/comum/avisos';

/**
 * A boleto awaiting payment, as the associate pays it at the bank (issue 19): the due date and the linha digitável,
 * formatted as printed, with a copy button. The button copies the 47 digits (every bank app takes them); where
 * the browser refuses (no clipboard outside https, permission denied) the line is selected and the toast says how to copy.
 */
export function DadosDoBoleto({ id, linhaDigitavel, vencimento }: { id: string; linhaDigitavel: string; vencimento: string }) {
  const linha = useRef<HTMLElement>(null);
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(linhaDigitavel);
      avisos.sucesso(rotulosPagamento.linhaCopiada);
    } catch {
      if (linha.current) window.getSelection()?.selectAllChildren(linha.current);
      avisos.atencao(rotulosPagamento.copieManualmente);
    }
  };
  return (
    <div className="dados-boleto">
      <p className="dados-boleto-vencimento">{rotulosPagamento.vencimento}: <strong>{formatData(vencimento)}</strong></p>
      <p className="dados-boleto-rotulo" id={`${id}-rotulo`}>{rotulosPagamento.linhaDigitavel}</p>
      {/* text, not a field: at 360 px the line wraps between its groups instead of scrolling out of sight */}
      <code id={id} ref={linha} className="dados-boleto-linha" aria-labelledby={`${id}-rotulo`}>{formatarLinha(linhaDigitavel)}</code>
      <div className="acoes">
        <button type="button" className="botao secundario" onClick={() => void copiar()} aria-describedby={id}>{rotulosPagamento.copiarLinha}</button>
      </div>
    </div>
  );
}
