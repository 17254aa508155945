/**
 * Where the danger signs are and what they are called: apart from the screen so that the links
 * to it (the chat's help, the assistant's urgent reply, the profile) load nothing else of it.
 */
export const ALERT_SIGNS_ROUTE = '/sinais-de-alerta'

export const alertSignsTitle = 'Sinais de alerta'
