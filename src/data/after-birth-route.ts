/** Where 'Depois do parto' is and what it is called: apart, so the links to it load nothing else. */
export const AFTER_BIRTH_ROUTE = '/depois-do-parto'

export const afterBirthTitle = 'Depois do parto'

/** Under a chat reply written from 'Depois do parto': the whole text, one tap away. */
export const afterBirthReadMore = { rotulo: 'Ler mais: Depois do parto', rota: AFTER_BIRTH_ROUTE } as const
