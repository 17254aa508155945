import { describe, expect, it } from 'vitest'
import { soonReply, urgentReply } from './alarm-replies'

const dose = /\d+([.,]\d+)?\s?(mg|ml|gotas?|comprimidos?|c[aá]psulas?)\b/i

describe("the replies to the body's alarms", () => {
  it('care now says it plainly, where, and never a dose or "wait and see"', () => {
    const text = urgentReply({ who: 'baby', swallowed: false, meanwhile: [] })
    expect(text).toMatch(/^Isso precisa de atendimento médico agora\. Não espere até amanhã/)
    expect(text).toContain('SAMU 192')
    expect(text).toContain('pronto-socorro ou à UPA')
    expect(text).not.toMatch(dose)
    expect(text).not.toMatch(/observe|espere para ver|aguarde/i)
  })

  it('for anything swallowed, the poison line and what not to do', () => {
    const text = urgentReply({ who: 'baby', swallowed: true, meanwhile: ['swallowed'] })
    expect(text).toContain('Disque-Intoxicação, 0800 722 6001')
    expect(text).toContain('não provoque vômito')
  })

  it('to her, about her: lie down and call someone; never the baby-only steps', () => {
    const her = urgentReply({ who: 'her', swallowed: false, meanwhile: ['lie-down'] })
    expect(her).toContain('para você')
    expect(her).toContain('deite-se e peça para alguém ficar com você')
    expect(urgentReply({ who: 'baby', swallowed: false, meanwhile: ['lie-down'] })).not.toContain('deite-se')
  })

  it('care soon names who to see, with no dose and no emergency number', () => {
    for (const who of ['baby', 'her'] as const) {
      const text = soonReply({ who })
      expect(text).toMatch(who === 'baby' ? /pediatra|UBS/ : /UBS|obstetra|médico/)
      expect(text).not.toMatch(/192|SAMU/)
      expect(text).not.toMatch(dose)
    }
  })
})
