/**
 * 'Como me ajudar': a card in her own voice that she edits and sends to her partner or family
 * (docs/product.md, After the birth). It comes in short sections (what helps, what to take off her
 * hands, what not to say, when to call and where) so a tired partner can read it at a glance and
 * she can change one without scrolling through the rest. Nothing leaves the phone unless she shares it.
 */

export const HELP_CARD_TITLE = 'Como me ajudar'

export const helpCardSectionIds = ['helps', 'hands', 'words', 'calls'] as const
export type HelpCardSectionId = (typeof helpCardSectionIds)[number]

/** What she wrote under each heading; an empty section is left out of what she sends. */
export type HelpCardTexts = Record<HelpCardSectionId, string>

export const helpCardSectionTitles: Record<HelpCardSectionId, string> = {
  helps: 'O que me ajuda',
  hands: 'O que você pode tirar das minhas mãos',
  words: 'O que não me dizer',
  calls: 'Quando pedir ajuda e para onde ligar',
}

const bullets = (items: readonly string[]) => items.map((item) => `• ${item}`).join('\n')

/** What the card says until she changes it, in the first person. */
export const defaultHelpCardTexts: HelpCardTexts = {
  helps: [
    'Eu amo muito o nosso bebê, e mesmo assim tem dias em que eu chego no limite. Não é frescura nem falta de vontade: é cansaço de verdade. Escrevi aqui o que mais me ajuda, para eu não precisar pedir na hora.',
    bullets([
      'Dormir umas horas seguidas: fique com o bebê por um turno, me traga ele para mamar e depois leve de volta.',
      'Um prato de comida e uma garrafa de água perto de mim quando estou amamentando.',
      'Ouvir “você está indo bem” e ser escutada, sem conselho e sem comparação.',
      'Um banho sem pressa, ou uma volta curta sozinha, enquanto você cuida de tudo.',
    ]),
  ].join('\n\n'),
  hands: bullets([
    'A louça, a roupa e o lixo, sem eu precisar pedir.',
    'As compras, o almoço e a janta.',
    'As visitas: combine o horário com elas e peça que sejam curtas.',
    'A atenção com os filhos mais velhos: levar, buscar, brincar, dar banho.',
  ]),
  words: bullets([
    '“Aproveita, que passa rápido”: tem momentos que são só difíceis.',
    '“No meu tempo era pior” ou “a fulana dá conta de tudo”: comparação me deixa pior.',
    '“É frescura” ou “é só cansaço”: se eu digo que não estou bem, acredite em mim.',
  ]),
  calls: [
    bullets([
      'Se eu estiver triste, chorando ou sem dormir mesmo quando o bebê dorme por mais de duas semanas, me ajude a marcar uma consulta na UBS e vá comigo.',
      'Se eu disser que não aguento mais ou que queria sumir, não deixe para depois: fique comigo e me ajude a ligar para o CVV, no 188.',
      'Se eu falar em me machucar ou em machucar o bebê, não me deixe sozinha e ligue para o SAMU, no 192.',
    ]),
    'Obrigada por estar comigo nessa fase. Com você do lado, fica mais leve.',
  ].join('\n\n'),
}

/** The card as one plain text, to share in a message (WhatsApp keeps its line breaks and bullets). */
export function helpCardText(texts: HelpCardTexts): string {
  const sections = helpCardSectionIds
    .map((id) => ({ title: helpCardSectionTitles[id], text: texts[id].trim() }))
    .filter(({ text }) => text !== '')
  return [HELP_CARD_TITLE, ...sections.map(({ title, text }) => `${title}\n${text}`)].join('\n\n')
}

/** True when every section is empty: there is nothing of hers to send. */
export function isHelpCardEmpty(texts: HelpCardTexts): boolean {
  return helpCardSectionIds.every((id) => texts[id].trim() === '')
}
