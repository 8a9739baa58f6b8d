/** CDL Saúde on the server (src/server/produtos.ts lists it): catalogue, lives and the family's submission. */
import { cdlSaudeContract } from '../../contracts/cdl-saude.contract';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { ModuloDoServidor } from '../comum/modulo';
import * as tabelas from '../db/schema/cdl-saude';
import { associados, usuarios } from '../db/schema/comum';
import { semearCatalogoSaude } from './catalogo';
import { CODSOCIO_SAUDE_DEMO, semearVidasDemo } from './semente';
import { cdlSaudeRouter } from './saude.router';

/** The health demo login (db/seed.ts USUARIOS_DEMO lists it for the README and the production check). */
export const EMAIL_SAUDE_DEMO = 'saude@exemplo.com.br';

export const cdlSaude: ModuloDoServidor = {
  produto: 'cdl-saude',
  contratos: { saude: cdlSaudeContract },
  routers: (deps) => ({ saude: cdlSaudeRouter(deps) }),
  // a family, by its holder's CPF (ConsultarSamVidaArta?cpfTitular)
  recursos: ['cpfTitular'],
  tabelas,
  semente: {
    catalogo: semearCatalogoSaude,
    demo: async (tx, { usuarios: ids, senhaHash, agora }) => {
      await tx.insert(associados).values({ codSocio: CODSOCIO_SAUDE_DEMO, nome: 'Helena Saúde Família' });
      const [usuario] = await tx.insert(usuarios).values({
        email: EMAIL_SAUDE_DEMO, senhaHash, nome: 'Helena Saúde Família', cpf: '28625587887', dataNascimento: '1985-06-15',
        mae: 'Maria da Silva', cep: '30130010', telefone: '31987654321', numero: '100', complemento: 'Sala 1', codSocio: CODSOCIO_SAUDE_DEMO,
      }).returning({ id: usuarios.id });
      await semearVidasDemo(tx, { usuarioSaude: usuario!.id, consultor: ids['consultor@exemplo.com.br']!, hoje: dataSaoPaulo(agora) });
    },
  },
};
