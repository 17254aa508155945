import type { HelpLineName } from './help-lines'

/**
 * After the birth: what baby blues and postpartum depression are and how they differ, the signs
 * that call for help, where to go in the SUS, and what a partner or family can do. Written as a
 * perinatal professional would say it to a tired mother: plain, kind, never a diagnosis, never a
 * medicine. The assistant answers from it (src/assistant/after-birth-reply.ts); a screen can show
 * it whole, in this order.
 */

export type AfterBirthTopicId = 'baby-blues' | 'depressao-pos-parto' | 'diferenca' | 'sinais' | 'onde-buscar-ajuda' | 'quem-esta-perto'

export interface AfterBirthTopic {
  id: AfterBirthTopicId
  title: string
  /** The essential in one or two sentences: the assistant's answer starts with it. */
  summary: string
  /** The rest, one idea an item, to read as a list. */
  points: readonly string[]
}

export const afterBirthTopics: readonly AfterBirthTopic[] = [
  {
    id: 'baby-blues',
    title: 'Baby blues',
    summary:
      'Nos primeiros dias depois do parto, muitas mães choram à toa, ficam sensíveis e com o humor mudando de uma hora para outra. Isso tem nome, baby blues, acontece com a maioria delas e costuma passar sozinho em até duas semanas.',
    points: [
      'Costuma começar entre o segundo e o quinto dia depois do parto.',
      'Vem com choro fácil, irritação, preocupação, cansaço e a sensação de estar “à flor da pele”.',
      'Tem a ver com a queda dos hormônios, o sono picado e a mudança enorme que é ter um bebê.',
      'Ajuda muito: dormir sempre que der, comer bem, ter alguém por perto e poder falar do que sente sem ser julgada.',
      'Se não melhorar depois de duas semanas, ou se piorar, não é mais para esperar passar: converse com a sua UBS.',
    ],
  },
  {
    id: 'depressao-pos-parto',
    title: 'Depressão pós-parto',
    summary:
      'A depressão pós-parto é mais forte e mais longa que o baby blues: dura mais de duas semanas e pesa na vida do dia a dia. É comum, no Brasil cerca de uma em cada quatro mães passa por ela, não é fraqueza nem falta de amor pelo bebê, e tem tratamento.',
    points: [
      'Pode começar na gravidez ou em qualquer momento do primeiro ano depois do parto, não só nos primeiros dias.',
      'Tristeza ou vazio na maior parte do dia, quase todos os dias.',
      'Perder a vontade ou o prazer nas coisas, até nas que antes faziam bem.',
      'Um cansaço que não passa, e dificuldade de dormir mesmo quando o bebê dorme.',
      'Culpa, sensação de ser uma mãe ruim ou de não dar conta; às vezes, dificuldade de sentir-se ligada ao bebê.',
      'Ansiedade ou medo que não deixam descansar, e pensamentos assustadores que aparecem sem querer.',
      'O tratamento é feito com a equipe de saúde: conversa com psicóloga ou psicólogo, grupos de apoio e, quando a equipe indicar, remédio escolhido por ela, pensando também na amamentação.',
      'Quanto antes ela for cuidada, mais rápido melhora. Só um profissional pode avaliar: ninguém precisa ter certeza antes de pedir ajuda.',
    ],
  },
  {
    id: 'diferenca',
    title: 'Como os dois se diferenciam',
    summary:
      'O baby blues vem nos primeiros dias, vai e volta e passa sozinho em até duas semanas. A depressão pós-parto dura mais, fica mais pesada e atrapalha o cuidado com você e com o bebê.',
    points: [
      'Quando começa: o baby blues, nos primeiros dias; a depressão, em qualquer momento do primeiro ano.',
      'Quanto dura: o baby blues, até duas semanas; a depressão, mais que isso, e não passa sozinha.',
      'Como pesa: no baby blues há momentos bons entre os difíceis; na depressão, a tristeza ou o vazio tomam quase o dia todo.',
      'O que muda na rotina: no baby blues, você segue dando conta com ajuda; na depressão, fica difícil cuidar de você e do bebê.',
      'Na dúvida entre um e outro, a UBS avalia. Você não precisa saber qual é para pedir ajuda.',
    ],
  },
  {
    id: 'sinais',
    title: 'Sinais de que é hora de pedir ajuda',
    summary:
      'Tristeza, choro ou ansiedade que duram mais de duas semanas, ou que dificultam cuidar de você e do bebê, pedem uma consulta na UBS. Pensamentos de se machucar ou de machucar o bebê pedem ajuda no mesmo dia.',
    points: [
      'Procure a UBS nos próximos dias se a tristeza, o choro, a irritação ou a ansiedade passarem de duas semanas.',
      'Também se você não consegue dormir mesmo quando o bebê dorme, perdeu a vontade de tudo ou sente culpa o tempo todo.',
      'Pensamentos assustadores sobre o bebê que aparecem sem querer são mais comuns do que se imagina: conte a um profissional, sem vergonha.',
      'Peça ajuda no mesmo dia se pensar em se machucar, em morrer ou que a família estaria melhor sem você, ou se tiver medo de perder o controle com o bebê.',
      'Confusão, ver ou ouvir coisas que outras pessoas não veem, ideias muito estranhas ou passar dias sem dormir nada são uma emergência: ligue para o SAMU 192.',
      'Em perigo agora, ligue para o SAMU 192 ou vá a uma UPA ou pronto-socorro, e não fique sozinha.',
    ],
  },
  {
    id: 'onde-buscar-ajuda',
    title: 'Onde buscar ajuda no SUS',
    summary:
      'A porta de entrada é a UBS, o postinho do seu bairro: lá a equipe acolhe, avalia e, se for preciso, encaminha. Tudo sem custo.',
    points: [
      'Na consulta, vale dizer com todas as letras: “acho que não estou bem emocionalmente desde o parto”.',
      'Se for mais fácil, fale primeiro com a agente comunitária de saúde ou com a enfermeira que acompanha você e o bebê.',
      'O CAPS acolhe quem está em sofrimento intenso; você pode ir direto, sem encaminhamento.',
      'Numa emergência, o SAMU 192 atende de graça, a qualquer hora; UPA e pronto-socorro também.',
      'Para conversar agora com alguém que escuta sem julgar, o CVV atende pelo 188 e pelo chat em cvv.org.br, 24 horas, de graça.',
    ],
  },
  {
    id: 'quem-esta-perto',
    title: 'O que o companheiro ou a família podem fazer',
    summary:
      'Quem está perto ajuda mais com coisas concretas do que com conselhos: assumir tarefas sem esperar pedido, garantir que ela durma e escutar sem julgar.',
    points: [
      'Assumir a casa sem esperar pedido: louça, roupa, comida, compras, os filhos mais velhos.',
      'Garantir que ela durma algumas horas seguidas: ficar com o bebê por um turno, levá-lo para mamar e depois de volta ao berço.',
      'Deixar água e um lanche ao alcance dela em cada mamada.',
      'Escutar sem dizer “é só cansaço” nem comparar com outras mães. Dizer: “estou aqui, vamos juntos”.',
      'Cuidar das visitas: combinar horários e pedir que sejam curtas.',
      'Perceber os sinais, ajudar a marcar a consulta na UBS e ir junto.',
      'Se ela falar em se machucar ou em machucar o bebê, não deixá-la sozinha e ligar para o SAMU 192.',
      'Cuidar de si também: o companheiro pode ficar deprimido depois do parto, e também pode procurar a UBS.',
    ],
  },
]

/** A service of the SUS (or beside it) she can turn to, and the help lines that dial it. */
export interface CarePlace {
  nome: string
  /** What it does for her, and when to go. */
  sobre: string
  /** The help lines that reach it (src/data/help-lines.ts), when it has a number to dial. */
  lines: readonly HelpLineName[]
}

export const carePlaces: readonly CarePlace[] = [
  { nome: 'UBS, o posto de saúde', sobre: 'A porta de entrada: acolhe, avalia e encaminha, sem custo. Para o que dura mais de duas semanas.', lines: [] },
  { nome: 'CAPS', sobre: 'Acolhe o sofrimento intenso; pode ir direto, sem encaminhamento, sem custo.', lines: [] },
  { nome: 'SAMU · 192', sobre: 'Emergência: se você ou o bebê correm perigo agora. UPA e pronto-socorro também atendem.', lines: ['samu'] },
  { nome: 'CVV · 188', sobre: 'Alguém para conversar e te ouvir, sem julgar: 24 horas, gratuito.', lines: ['cvv', 'cvvChat'] },
]
