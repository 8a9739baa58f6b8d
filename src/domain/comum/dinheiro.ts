/** Money is integer centavos inside the portal (DESIGN.md); this is the one way it is printed. */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 12000 → "R$ 120,00" (with the no-break space Intl puts after R$). */
export function formatBRL(centavos: number): string {
  return brl.format(centavos / 100);
}

/** Percentage off a price, rounded to the centavo (half up). */
export function comDesconto(centavos: number, percentual: number): number {
  return Math.round((centavos * (100 - percentual)) / 100);
}
