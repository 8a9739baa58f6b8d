/** §9 toast durations: 4 s by default (edit), 6 s for the longer notices (ad/banner errors, bulk removal, login sent). */
export const DURACAO = { curta: 4000, longa: 6000 } as const;

// react-hot-toast stays out of the login chunk: it loads right after the first paint, and a toast
// asked for before that is queued by the library and shown when <Toaster> mounts.
let biblioteca: Promise<typeof import('react-hot-toast')> | null = null;
/** The toast library, loaded once. */
export const carregarToasts = () => (biblioteca ??= import('react-hot-toast'));

// the failures and warnings on screen: a success says the outcome changed, so they go (issue 27: a declined card's toast
// stayed beside 'Pagamento realizado com sucesso!')
const falhasNaTela = new Set<string>();
const falha = (id: string) => { falhasNaTela.add(id); setTimeout(() => falhasNaTela.delete(id), DURACAO.longa * 2); };

/** The portal's toasts: one function per kind, so durations and icons are decided once. */
export const avisos = {
  sucesso: (texto: string, duracao: number = DURACAO.curta) =>
    void carregarToasts().then((m) => {
      for (const id of falhasNaTela) m.default.dismiss(id);
      falhasNaTela.clear();
      m.default.success(texto, { duration: duracao });
    }),
  erro: (texto: string, duracao: number = DURACAO.longa) =>
    void carregarToasts().then((m) => falha(m.default.error(texto, { duration: duracao }))),
  atencao: (texto: string, duracao: number = DURACAO.longa) =>
    void carregarToasts().then((m) => falha(m.default(texto, { icon: '⚠️', duration: duracao }))),
};
