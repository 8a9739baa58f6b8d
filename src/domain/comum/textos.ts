// The kits' default texts: one definition each, which every product's texts point to (issue 20).

/** What the kits' screens (list, term, files, payment, wizard) say by default; client and server share them. */
export const textosKit = {
  /** A call that got no answer at all (no network). */
  falhaDeRede: 'Não foi possível falar com o portal agora. Verifique sua conexão e tente novamente.',
  /** §2: the term kit's checkbox not ticked. */
  marqueOAceite: 'Marque "Estou de acordo com o termo acima." para continuar.',
  /** §2: the term kit's waiting text. */
  salvandoTermo: 'Aguarde, salvando termo',
  /** The term's version changed after it was opened (a server's 400). */
  termoDesatualizado: 'O termo foi atualizado. Leia a nova versão antes de aceitar.',
} as const;
