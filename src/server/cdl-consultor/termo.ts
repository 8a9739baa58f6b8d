import { registrarModelo } from '../comum/termos';

/**
 * The Termo de Uso the invited company accepts before its consultant registers it (issue 21 step 3). The invited
 * e-mail and the consultant's name are the identification lines of each PDF (identificacaoDoTermoUso).
 */
export const TERMO_USO = registrarModelo({
  produto: 'cdl-consultor',
  titulo: 'Termo de Uso do Portal do Associado',
  versao: '2026-11-27',
  clausulas: [
    'O Portal do Associado é o canal digital da associação comercial para os seus associados: por ele a empresa contrata e acompanha produtos e serviços, envia documentos e abre chamados. O acesso é pessoal, pelo e-mail informado e pela senha criada neste convite; a empresa responde pelo uso do seu acesso e não deve compartilhar a senha.',
    'Em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018), a associação trata os dados da empresa e dos seus representantes (nome, CPF ou CNPJ, endereço, telefone, e-mail e documentos) para executar a filiação e os serviços contratados, cumprir obrigações legais e prestar atendimento. Os dados não são vendidos nem cedidos para fins alheios a essas finalidades.',
    'O titular dos dados pode, a qualquer tempo, pedir confirmação, acesso, correção, portabilidade ou eliminação dos seus dados pessoais, nos limites da lei, pelos canais de atendimento da associação.',
    'A empresa autoriza o consultor identificado acima a agir em seu nome no portal: cadastrar a empresa, enviar os seus documentos, pedir a atualização dos seus dados cadastrais e acompanhar os seus chamados. Cada ação do consultor fica registrada com a data, a hora e o autor.',
    'A empresa declara que os dados e documentos enviados são verdadeiros e atuais. A filiação só é concluída depois que a equipe da associação conferir os documentos; um documento recusado deve ser enviado novamente.',
    'A contribuição associativa corresponde ao pacote escolhido no cadastro (Essencial, Prata ou Ouro), com os valores e benefícios da tabela vigente da associação, cobrada mensalmente a partir da conclusão da filiação. Os produtos contratados à parte no portal têm preços e termos próprios.',
    'A empresa pode pedir o cancelamento da filiação a qualquer tempo, pelos canais de atendimento da associação. O cancelamento não dispensa o pagamento das contribuições vencidas até o pedido, e os dados serão guardados apenas pelo tempo exigido por lei.',
    'A associação pode atualizar este termo; uma nova versão será apresentada para um novo aceite antes de valer para a empresa.',
    'O aceite deste termo é registrado com a data e a hora do servidor, o endereço IP de origem, os dados do navegador e a impressão digital (SHA-256) deste documento.',
  ],
});
