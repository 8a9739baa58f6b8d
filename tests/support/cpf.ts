import { generateCPF } from '@brazilian-utils/brazilian-utils';

/** N distinct valid CPFs, digits only, new ones every run. */
export function cpfs(n: number): string[] {
  const conjunto = new Set<string>();
  while (conjunto.size < n) conjunto.add(generateCPF());
  return [...conjunto];
}

/** The valid CPF with these 9 base digits (the two check digits of the mod-11 algorithm): the same one every run. */
export function cpfDe(base: string): string {
  const d = base.split('').map(Number);
  for (const peso of [10, 11]) {
    const soma = d.reduce((s, n, i) => s + n * (peso - i), 0);
    const resto = (soma * 10) % 11;
    d.push(resto === 10 ? 0 : resto);
  }
  return d.join('');
}

/** The same CPF with its last digit changed: 11 digits that fail the check. */
export const cpfErrado = (cpf: string) => cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);

/** 52998224725 → 529.982.247-25, written apart from src's formatCPF so a test checks the screen against the spec (§5: 3.3.3-2). */
export const cpfFormatado = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
