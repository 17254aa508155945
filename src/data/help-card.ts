/**
 * 'Como me ajudar': a card in her own voice that she edits and sends to her partner or family
 * (docs/product.md, After the birth). This is what it says until she changes it: what helps her,
 * what to take off her hands, when to call for help. Nothing leaves the phone unless she shares it.
 */

export interface HelpCardSection {
  title: string
  /** One thing a line, in the first person. */
  items: readonly string[]
}

export interface HelpCard {
  title: string
  intro: string
  sections: readonly HelpCardSection[]
  closing: string
}

export const defaultHelpCard: HelpCard = {
  title: 'Como me ajudar',
  intro:
    'Eu amo muito o nosso bebê, e mesmo assim tem dias em que eu chego no limite. Não é frescura nem falta de vontade: é cansaço de verdade. Escrevi aqui o que mais me ajuda, para eu não precisar pedir na hora.',
  sections: [
    {
      title: 'O que me ajuda',
      items: [
        'Dormir umas horas seguidas: fique com o bebê por um turno, me traga ele para mamar e depois leve de volta.',
        'Um prato de comida e uma garrafa de água perto de mim quando estou amamentando.',
        'Ouvir “você está indo bem” e ser escutada, sem conselho e sem comparação.',
        'Um banho sem pressa, ou uma volta curta sozinha, enquanto você cuida de tudo.',
      ],
    },
    {
      title: 'O que você pode tirar das minhas mãos',
      items: [
        'A louça, a roupa e o lixo, sem eu precisar pedir.',
        'As compras, o almoço e a janta.',
        'As visitas: combine o horário com elas e peça que sejam curtas.',
        'A atenção com os filhos mais velhos: levar, buscar, brincar, dar banho.',
      ],
    },
    {
      title: 'Quando pedir ajuda por mim',
      items: [
        'Se eu estiver triste, chorando ou sem dormir mesmo quando o bebê dorme por mais de duas semanas, me ajude a marcar uma consulta na UBS e vá comigo.',
        'Se eu disser que não aguento mais ou que queria sumir, não deixe para depois: fique comigo e me ajude a ligar para o CVV, no 188.',
        'Se eu falar em me machucar ou em machucar o bebê, não me deixe sozinha e ligue para o SAMU, no 192.',
      ],
    },
  ],
  closing: 'Obrigada por estar comigo nessa fase. Com você do lado, fica mais leve.',
}

/** The card as plain text, to share in a message (WhatsApp keeps its line breaks and bullets). */
export function helpCardText({ title, intro, sections, closing }: HelpCard): string {
  return [
    title,
    intro,
    ...sections.map(({ title: heading, items }) => [heading, ...items.map((item) => `• ${item}`)].join('\n')),
    closing,
  ].join('\n\n')
}
