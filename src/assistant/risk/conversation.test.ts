import { describe, expect, it } from 'vitest'
import { readConversation } from './conversation'
import type { RiskReading } from './reasons'

const read = (earlier: string[], message: string, plainRequest = false) =>
  readConversation(earlier, message, { plainRequest })

describe('readConversation', () => {
  it('remembers the most recent crisis among her earlier messages', () => {
    expect(read(['oi', 'meu marido me bateu ontem'], 'obrigada').earlierCrisis).toBe('violence')
    expect(read(['oi', 'me passa uma receita'], 'obrigada').earlierCrisis).toBeUndefined()
  })

  it('reads a message that only makes sense after a crisis in its light', () => {
    expect(read(['acho que todo mundo ia ficar melhor sem mim'], 'e se eu fizer hoje')).toMatchObject({ tier: 'crisis', crisisKind: 'suicide' })
    expect(read(['ja pensei muito em me matar', 'mas passou'], 'voltou, ta mais forte')).toMatchObject({ tier: 'crisis' })
    expect(read(['to com uns pensamentos ruins com o bebe'], 'de machucar ele')).toMatchObject({ tier: 'crisis', crisisKind: 'baby' })
  })

  it('reads across her messages: the window, then "sitting on it"', () => {
    expect(read(['to no 12 andar', 'a janela nao tem tela'], 'to sentada nela')).toMatchObject({ tier: 'crisis', crisisKind: 'suicide' })
  })

  it('answers a step or a plain request as what it is, keeping the memory', () => {
    expect(read(['nao quero mais viver'], 'liguei pro cvv, to um pouco melhor. me passa uma respiracao?', true)).toMatchObject({ tier: 'none', earlierCrisis: 'suicide' })
    expect(read(['ele me empurrou'], 'to na casa da minha mae agora, segura')).toMatchObject({ tier: 'none', earlierCrisis: 'violence' })
  })

  it('asks, never gives the crisis reply, when only the learned model reads an everyday request as a crisis', () => {
    const byModel = (): RiskReading => ({ tier: 'crisis', crisisKind: 'self-harm', strain: false, concepts: ['self-harm:model'], reasons: [] })
    const byCue = (): RiskReading => ({ tier: 'crisis', crisisKind: 'self-harm', strain: false, concepts: ['self-harm:cutting'], reasons: [] })
    const request = 'um alongamento que nao force o pulso'
    expect(readConversation([], request, { plainRequest: true }, byModel)).toMatchObject({ tier: 'asking', crisisKind: 'self-harm' })
    expect(readConversation([], request, { plainRequest: false }, byModel)).toMatchObject({ tier: 'crisis' })
    expect(readConversation([], request, { plainRequest: true }, byCue)).toMatchObject({ tier: 'crisis' })
  })

  it('carries distress into a message that continues it', () => {
    expect(read(['minha sogra criticou tudo hoje'], 'e ainda ficou rindo').tier).toBe('distress')
  })

  it('reads a first message by itself', () => {
    expect(read([], 'quero morrer')).toMatchObject({ tier: 'crisis', crisisKind: 'suicide' })
    expect(read([], 'me passa uma receita')).toMatchObject({ tier: 'none' })
  })
})
