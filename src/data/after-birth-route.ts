/** Where 'Depois do parto' is and what it is called: apart, so the links to it load nothing else. */
export const AFTER_BIRTH_ROUTE = '/depois-do-parto'

export const afterBirthTitle = 'Depois do parto'
