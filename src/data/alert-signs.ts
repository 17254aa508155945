import type { HelpLineName } from './help-lines'

/**
 * The danger signs that call for care now, for the baby and for her after the birth, in plain
 * words: the baby's follow the general danger signs of the WHO/UNICEF IMCI (AIDPI in Brazil) and
 * the Caderneta da Criança, hers the Caderneta da Gestante (docs/product.md, Sinais de alerta).
 * What to do meanwhile is said only where the guidance is standard and safe; never a dose, never a
 * home remedy, never "wait and see".
 */

export interface AlertSignGroup {
  id: string
  title: string
  /** One sign a line, as a mother would notice it. */
  signs: readonly string[]
  /** While help comes: only standard, safe first steps. */
  meanwhile?: readonly string[]
  /** The lines to call, first the one for this group; the pronto-socorro or UPA is always said beside them. */
  lines: readonly HelpLineName[]
}

export interface AlertSignPart {
  id: 'bebe' | 'mae'
  title: string
  about: string
  groups: readonly AlertSignGroup[]
}

const emergency = ['samu'] as const satisfies readonly HelpLineName[]
const poisoning = ['samu', 'intoxicacao'] as const satisfies readonly HelpLineName[]

export const alertSignParts: readonly AlertSignPart[] = [
  {
    id: 'bebe',
    title: 'No bebê',
    about: 'Qualquer um destes sinais pede atendimento agora, mesmo de madrugada, mesmo que pareça pouco.',
    groups: [
      {
        id: 'bebe-geral',
        title: 'Está diferente do normal',
        signs: [
          'Não mama nem consegue beber nada.',
          'Vomita tudo o que mama ou come.',
          'Teve convulsão: tremeu o corpo todo, ficou duro ou revirou os olhos.',
          'Está muito sonolento, difícil de acordar, ou molinho, sem força.',
        ],
        meanwhile: ['Se ele tiver uma convulsão: deite-o de lado, longe do que possa machucar, e não coloque nada na boca dele.'],
        lines: emergency,
      },
      {
        id: 'bebe-respiracao',
        title: 'Respiração',
        signs: [
          'Respira muito rápido ou com esforço.',
          'A pele entre as costelas ou abaixo delas afunda quando ele respira.',
          'Faz um gemido a cada respiração.',
          'Os lábios ou a língua ficam roxos ou azulados.',
        ],
        lines: emergency,
      },
      {
        id: 'bebe-febre-pele',
        title: 'Febre, pele e moleira',
        signs: [
          'Febre em bebê com menos de 3 meses.',
          'Manchas roxas ou vermelhas que não somem quando você aperta a pele.',
          'A moleira está estufada.',
          'Ficou amarelo no primeiro dia de vida, ou está amarelo e muito sonolento.',
        ],
        lines: emergency,
      },
      {
        id: 'bebe-desidratacao',
        title: 'Sinais de desidratação',
        signs: [
          'Boca e língua secas, chora sem lágrimas.',
          'Faz pouco xixi: a fralda fica seca por muitas horas.',
          'Olhos fundos, ou a moleira afundada.',
          'A pele da barriga, quando puxada de leve, volta devagar.',
        ],
        lines: emergency,
      },
      {
        id: 'bebe-engoliu',
        title: 'Engoliu alguma coisa',
        signs: [
          'Remédio, mesmo que pouco.',
          'Bateria de botão (a pilha pequena e redonda) ou ímã: mesmo que ele pareça bem.',
          'Produto de limpeza, álcool, enxaguante bucal, veneno ou planta.',
          'Uma moeda ou outro objeto, e agora baba, engasga ou não consegue engolir.',
        ],
        meanwhile: [
          'Não provoque vômito.',
          'Não dê leite, óleo nem outra coisa para beber sem orientação.',
          'Guarde a embalagem ou o que sobrou e leve com você.',
        ],
        lines: poisoning,
      },
      {
        id: 'bebe-picada',
        title: 'Picada ou mordida',
        signs: ['Picada de escorpião, aranha ou cobra, mesmo sem ter certeza do bicho.', 'Muitas picadas de abelha ou vespa.', 'Mordida de animal.'],
        meanwhile: ['Lave o local só com água e sabão: não corte, não chupe, não amarre e não passe nada nele.'],
        lines: poisoning,
      },
      {
        id: 'bebe-acidente',
        title: 'Queda, queimadura, água e engasgo',
        signs: [
          'Caiu ou bateu a cabeça e depois vomitou, ficou sonolento ou não está agindo como sempre.',
          'Queimadura com bolhas, grande, ou no rosto, nas mãos, nos pés ou nas partes íntimas; ou choque elétrico.',
          'Ficou embaixo da água, mesmo que agora pareça bem.',
          'Engasgou e ficou com tosse que não passa, chiado ou dificuldade para respirar.',
        ],
        meanwhile: [
          'Na queimadura: água corrente fria, não gelada, sobre o local; não passe pasta de dente, manteiga, pó de café nem gelo.',
          'Se ele não consegue tossir, chorar nem respirar: ligue 192 e a equipe do SAMU orienta o que fazer até a ajuda chegar.',
        ],
        lines: emergency,
      },
    ],
  },
  {
    id: 'mae',
    title: 'Em você, depois do parto',
    about: 'Nas semanas depois do parto, estes sinais pedem atendimento agora. Não espere passar, nem até amanhã.',
    groups: [
      {
        id: 'mae-sangramento',
        title: 'Sangramento',
        signs: [
          'Sangramento forte: encharca um absorvente em uma hora ou menos.',
          'Coágulos grandes.',
          'Tontura, coração disparado ou fraqueza junto com o sangramento.',
        ],
        lines: emergency,
      },
      {
        id: 'mae-infeccao',
        title: 'Febre e infecção',
        signs: [
          'Febre com corrimento de cheiro ruim ou dor forte na barriga.',
          'O corte da cesárea abriu, está vermelho, quente ou com pus.',
          'A mama está vermelha, dura e dolorida, com febre ou calafrios.',
        ],
        lines: emergency,
      },
      {
        id: 'mae-pressao-circulacao',
        title: 'Pressão, coração e pernas',
        signs: [
          'Dor de cabeça forte, com visão embaçada, pontos brilhantes ou inchaço no rosto e nas mãos.',
          'Dor no peito ou falta de ar.',
          'Uma panturrilha inchada, vermelha ou dolorida, mais que a outra.',
        ],
        lines: emergency,
      },
      {
        id: 'mae-desmaio',
        title: 'Desmaio, convulsão, remédios e alergia',
        signs: [
          'Desmaio.',
          'Convulsão.',
          'Tomou remédio demais sem querer.',
          'Inchaço nos lábios, na língua ou na garganta, ou dificuldade para engolir ou respirar.',
        ],
        meanwhile: [
          'Para quem estiver com ela: se ela desmaiar ou tiver uma convulsão, deite-a de lado e não coloque nada na boca dela.',
          'Se foi remédio: não provoque vômito e guarde a caixa para mostrar.',
        ],
        lines: poisoning,
      },
    ],
  },
]

/** Said above the signs and again under them: a list, not a diagnosis. */
export const notADiagnosis =
  'Esta lista não é um diagnóstico e não substitui a avaliação de um profissional. Na dúvida, ligue ou vá: é melhor ir e não ser nada.'

/** Where to go when there is no number to dial. */
export const nearestCare = 'Ou vá ao pronto-socorro ou à UPA mais perto.'

/** Where the list comes from, in her words. */
export const alertSignsSources =
  'Baseado na Caderneta da Criança e na Caderneta da Gestante, do Ministério da Saúde, e nos sinais de perigo da AIDPI (OMS e UNICEF).'
