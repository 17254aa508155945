import type { CrisisKind } from './reading/intent-types'

/*
 * Fixed replies for a crisis: warm, short, the help first. They never depend on retrieval or on
 * an LLM. CVV 188 and SAMU 192 are in every one; violence adds 190, Ligue 180 and Disque 100
 * (docs/product.md, Safety). When the signal is unsure, the assistant asks one direct, kind
 * question first (`askingReplies`); her answer decides (risk/answer.ts).
 */

const cvv = '• CVV: ligue 188 (24 horas, gratuito) ou converse pelo chat em cvv.org.br.'
const caps = '• O CAPS mais perto de você acolhe sem custo; a UBS do seu bairro diz onde fica.'

export const crisisReplies: Record<CrisisKind, string> = {
  suicide: [
    'Sinto muito que você esteja sentindo tanta dor. Você não está sozinha, e o que você sente importa.',
    'Por favor, fale com alguém agora:',
    cvv,
    '• Se estiver em perigo agora, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.',
    caps,
    'Se puder, chame uma pessoa de confiança para ficar com você.',
  ].join('\n'),
  'self-harm': [
    'Obrigada por me contar. Vontade de se machucar é sinal de uma dor muito grande, e você merece cuidado, não culpa.',
    cvv,
    '• Se você se feriu ou corre perigo agora, ligue para o SAMU 192.',
    caps,
    'Se puder, afaste o que pode te machucar e fique perto de alguém de confiança.',
  ].join('\n'),
  baby: [
    'Obrigada por confiar isso a mim. Pensamentos assim podem aparecer no cansaço e na sobrecarga, e pedir ajuda é cuidar de você e do seu bebê.',
    'Se sentir que pode perder o controle agora, deixe o bebê em um lugar seguro, como o berço, e se afaste alguns minutos para respirar.',
    cvv,
    '• Em perigo agora, ligue para o SAMU 192.',
    '• O CAPS ou a UBS mais perto de você podem te acompanhar; conte também ao seu médico ou médica.',
    'Você não precisa passar por isso sozinha.',
  ].join('\n'),
  violence: [
    'Sinto muito pelo que você está vivendo. A culpa não é sua, e você não está sozinha.',
    '• Em perigo agora, ligue 190 (Polícia Militar).',
    '• Ligue 180, a Central de Atendimento à Mulher: 24 horas, gratuito e sigiloso. Ela orienta e encaminha para a rede de proteção.',
    '• Se a violência é contra uma criança ou adolescente, ou contra você e você tem menos de 18 anos, o Disque 100 atende 24 horas, de graça, e pode ser anônimo.',
    '• Se você se machucou, ligue para o SAMU 192.',
    cvv,
    caps,
    'Se puder, combine um sinal com alguém de confiança para pedir ajuda.',
  ].join('\n'),
}

/** Added to a reply when she names a symptom beside her request. */
export const healthNote =
  'Sobre a saúde, sua ou do bebê, quem orienta é um profissional: o pediatra, seu médico ou médica, ou a UBS; em emergência, ligue para o SAMU 192.'

/** Health questions: a professional answers them; never a medicine or a dose from here. */
export function healthReply({ aboutBaby, aboutMind }: { aboutBaby: boolean; aboutMind: boolean }): string {
  return [
    aboutMind
      ? 'Obrigada por me contar. O que você sente merece cuidado de verdade, e um profissional de saúde pode te acompanhar. Eu não indico remédios nem doses.'
      : 'Essa pergunta merece a atenção de um profissional de saúde, que pode avaliar com segurança. Eu não indico remédios nem doses.',
    aboutBaby
      ? 'Para o bebê, fale com o pediatra ou procure a UBS mais próxima.'
      : 'Converse com seu médico ou médica, ou procure a UBS mais próxima.',
    aboutMind ? 'Para conversar agora, o CVV atende 24 horas pelo 188 (ou cvv.org.br), e o CAPS acolhe sem custo.' : undefined,
    'Se for urgente (febre em bebê com menos de 3 meses, dificuldade para respirar, sangramento forte, desmaio ou convulsão), ligue para o SAMU 192 ou vá ao pronto-socorro.',
    'Enquanto isso, se quiser, posso sugerir uma respiração para acalmar.',
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}

/** The one direct question of each kind: the words people who do this work use (docs/product.md, Safety). */
export const questions: Record<CrisisKind, string> = {
  suicide: 'Você está pensando em tirar a própria vida?',
  'self-harm': 'Você se machucou, ou está com vontade de se machucar?',
  baby: 'Você está com medo de machucar o bebê, ou aconteceu alguma coisa com ele que está te preocupando?',
  violence: 'Você está em perigo agora, ou alguém está te machucando ou ameaçando?',
}

/** What it heard, said plainly, before the question. */
const heard: Record<CrisisKind, string> = {
  suicide: 'Obrigada por me contar. O que você escreveu me deixou preocupada com você, e quero te perguntar com cuidado, sem julgamento:',
  'self-harm': 'Obrigada por me contar. O que você escreveu me deixou preocupada com você, e quero te perguntar com cuidado, sem julgamento:',
  baby: 'Obrigada por confiar isso a mim. No cansaço, muitas mães têm medos e pensamentos que assustam, e falar deles já é cuidar. Quero te perguntar, sem julgamento:',
  violence: 'Obrigada por me contar. O que você contou me deixou preocupada com a sua segurança, e quero te perguntar:',
}

const anyAnswer = 'Pode responder do seu jeito, até com um sim ou um não: qualquer resposta está tudo bem. Se precisar de ajuda agora, os botões abaixo ligam na hora.'

/** The asking reply: what it heard, the question, and that the help is right there. */
export const askingReplies: Record<CrisisKind, string> = Object.fromEntries(
  (Object.keys(questions) as CrisisKind[]).map((kind) => [kind, [heard[kind], questions[kind], anyAnswer].join('\n')]),
) as Record<CrisisKind, string>

/** After a clear no: warm, and back to what she asked; the help stays one tap away. */
export const reassuredReply = 'Que bom, obrigada por me responder. Se isso mudar em algum momento, pode me contar, e os botões de ajuda ficam aqui embaixo.'

/** After a clear no, when she had asked for nothing else. */
export const reassuredOffer = 'Se quiser, posso sugerir uma respiração curta ou uma pausa só sua agora.'
